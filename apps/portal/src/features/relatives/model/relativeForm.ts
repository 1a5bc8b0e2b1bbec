/**
 * The form of a new relative (docs/decisions/patient-relatives.md): the fields as typed, their
 * checks (the bounds of the contract's `PatientRelativeBody`, checked again by the API) and the
 * body sent.
 */
import { personNameMaxLength } from '@oxilio/domain';
import type { PatientRelativeBody } from '@oxilio/domain/contract';

/** The contract's longest relationship ("fille", "voisin"...). */
export const relationshipMaxLength = 60;
/** The contract's longest phone number, as typed. */
export const phoneMaxLength = 25;
/** The contract's longest e-mail address. */
export const emailMaxLength = 254;

/** The contract's phone numbers: digits, spaces, dots, dashes, parentheses, a leading +. */
const phonePattern = /^\+?[0-9 .()-]{6,25}$/;
// Deliberately simple, as the portal's other forms: the server decides.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RelativeFormState {
  firstName: string;
  lastName: string;
  relationship: string;
  phone: string;
  email: string;
}

export type RelativeField = keyof RelativeFormState;

/** In the order of the form: the first field in error gets the focus. */
export const relativeFields: readonly RelativeField[] = [
  'firstName',
  'lastName',
  'relationship',
  'phone',
  'email',
];

export const emptyRelativeForm: RelativeFormState = {
  firstName: '',
  lastName: '',
  relationship: '',
  phone: '',
  email: '',
};

export type RelativeFormError =
  'firstNameRequired' | 'lastNameRequired' | 'tooLong' | 'phoneInvalid' | 'emailInvalid';

export type RelativeFormErrors = Partial<Record<RelativeField, RelativeFormError>>;

const maxLengths: Record<RelativeField, number> = {
  firstName: personNameMaxLength,
  lastName: personNameMaxLength,
  relationship: relationshipMaxLength,
  phone: phoneMaxLength,
  email: emailMaxLength,
};

/** The longest value a field takes. */
export const maxLengthOf = (field: RelativeField) => maxLengths[field];

/** What is wrong with the form, field by field; empty when it can be sent. */
export function relativeFormErrors(state: RelativeFormState): RelativeFormErrors {
  const errors: RelativeFormErrors = {};
  for (const field of relativeFields) {
    const value = state[field].trim();
    if (value === '') {
      if (field === 'firstName' || field === 'lastName') {
        errors[field] = field === 'firstName' ? 'firstNameRequired' : 'lastNameRequired';
      }
    } else if (value.length > maxLengths[field]) {
      errors[field] = 'tooLong';
    } else if (field === 'phone' && !phonePattern.test(value)) {
      errors.phone = 'phoneInvalid';
    } else if (field === 'email' && !emailPattern.test(value)) {
      errors.email = 'emailInvalid';
    }
  }
  return errors;
}

/** The first field in error, in the form's order (it gets the focus), or null. */
export const firstInvalidField = (errors: RelativeFormErrors): RelativeField | null =>
  relativeFields.find((field) => errors[field]) ?? null;

/** The body sent for a valid form: trimmed, the empty optional fields left out. */
export function relativeBody(state: RelativeFormState): PatientRelativeBody {
  const optional = (value: string) => {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  };
  const relationship = optional(state.relationship);
  const phone = optional(state.phone);
  const email = optional(state.email);
  return {
    firstName: state.firstName.trim(),
    lastName: state.lastName.trim(),
    ...(relationship ? { relationship } : {}),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
  };
}

/** The number a `tel:` link dials: the digits and a leading +, without the spacing typed. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
