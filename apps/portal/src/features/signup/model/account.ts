/**
 * The account step's rules (`/inscription/compte`): the names the application holds may be
 * corrected but not emptied, the phone stays optional, the password follows the contract's
 * minimum and repeats neither the names nor the email; the email is the application's and is not
 * sent again.
 */
import type { ApplicationSignupBody } from '@oxilio/domain/contract';
import { validateChosenPassword } from '../../../forms/newPassword';
import {
  collectErrors,
  validatePersonName,
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

/** `email`: the application's, which the password must not repeat (nor the names typed). */
export function validateAccount(
  values: AccountValues,
  email?: string | null,
): FormErrors<AccountField> {
  return collectErrors<AccountField>({
    firstname: validatePersonName(values.firstname, validationMessages.firstNameRequired),
    lastname: validatePersonName(values.lastname, validationMessages.lastNameRequired),
    phone: validatePhone(values.phone),
    password: validateChosenPassword(values.password, {
      email,
      firstName: values.firstname,
      lastName: values.lastname,
    }),
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
