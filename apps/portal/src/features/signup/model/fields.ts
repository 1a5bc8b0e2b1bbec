/**
 * Field rules the application form and the account step share, so that a phone number accepted on
 * one is accepted on the other (the contract's `Phone` pattern; the API decides in the end).
 */
import type { FieldProblem } from '../../../forms/validation';
import { fieldMessages } from '../messages';

const phonePattern = /^\+?[0-9 ().-]{6,20}$/;

/** An optional phone number: empty, or digits with spaces, `+`, `(`, `)`, `.` and `-`. */
export function validatePhone(value: string): FieldProblem | null {
  const phone = value.trim();
  return phone === '' || phonePattern.test(phone) ? null : { message: fieldMessages.phone };
}
