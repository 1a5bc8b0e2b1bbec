/**
 * The account step's rules (`/inscription/compte`): the names the application holds may be
 * corrected but not emptied, the phone stays optional, the password follows the contract's
 * minimum; the email is the application's and is not sent again.
 */
import type { ApplicationSignupBody } from '@oxilio/domain/contract';
import {
  collectErrors,
  validateNewPassword,
  validateRequired,
  validationMessages,
  type FormErrors,
} from '../../../forms/validation';
import { validatePhone } from './fields';

export type AccountField = 'firstname' | 'lastname' | 'phone' | 'password';

/** The fields in the order shown: the first wrong one takes the focus. */
export const accountFields: readonly AccountField[] = [
  'firstname',
  'lastname',
  'phone',
  'password',
];

/** The account form as typed. */
export type AccountValues = Record<AccountField, string>;

export function validateAccount(values: AccountValues): FormErrors<AccountField> {
  return collectErrors<AccountField>({
    firstname: validateRequired(values.firstname, validationMessages.firstNameRequired),
    lastname: validateRequired(values.lastname, validationMessages.lastNameRequired),
    phone: validatePhone(values.phone),
    password: validateNewPassword(values.password),
  });
}

/** The body of `POST applications/{type}/{id}/signup`: names trimmed, no empty phone. */
export function signupBodyOf(
  values: AccountValues,
  verificationToken: string,
  locale: ApplicationSignupBody['locale'],
): ApplicationSignupBody {
  const phone = values.phone.trim();
  return {
    verificationToken,
    password: values.password,
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    ...(phone ? { phone } : {}),
    locale,
  };
}
