import { isPersonName, newPasswordMinLength, personNameMaxLength } from '@oxilio/domain';
import { type MessageDescriptor } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

/** Validation messages (docs/product.md#validation), and the password rules of the API contract. */
export const validationMessages = defineMessages({
  lastNameRequired: {
    id: 'portal.validation.lastNameRequired',
    defaultMessage: 'Le nom doit être renseigné.',
  },
  firstNameRequired: {
    id: 'portal.validation.firstNameRequired',
    defaultMessage: 'Le prénom doit être renseigné.',
  },
  nameInvalid: {
    id: 'portal.validation.nameInvalid',
    defaultMessage:
      'Saisissez uniquement des lettres, des espaces, des traits d’union ou des apostrophes ({max} caractères au plus).',
  },
  emailRequired: {
    id: 'portal.validation.emailRequired',
    defaultMessage: 'L’adresse e-mail doit être renseignée.',
  },
  emailInvalid: {
    id: 'portal.validation.emailInvalid',
    defaultMessage: 'Adresse e-mail invalide.',
  },
  passwordRequired: {
    id: 'portal.validation.passwordRequired',
    defaultMessage: 'Le mot de passe doit être renseigné.',
  },
  passwordTooShort: {
    id: 'portal.validation.passwordTooShort',
    defaultMessage: 'Le mot de passe doit contenir au moins {min} caractères.',
  },
  passwordsDiffer: {
    id: 'portal.validation.passwordsDiffer',
    defaultMessage: 'Les deux mots de passe ne sont pas identiques.',
  },
});

/** The contract's shortest new password (`newPasswordMinLength`), said and checked by the forms. */
export const passwordMinLength = newPasswordMinLength;

export interface FieldProblem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

// Deliberately simple: one @, something on each side, a dot in the domain. The server decides.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): FieldProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') {
    return { message: validationMessages.emailRequired };
  }
  return emailPattern.test(trimmed) ? null : { message: validationMessages.emailInvalid };
}

export function validateRequired(value: string, message: MessageDescriptor): FieldProblem | null {
  return value.trim() === '' ? { message } : null;
}

/**
 * A first or last name as the API takes it (`isPersonName`: letters, spaces, hyphens, apostrophes,
 * `personNameMaxLength` characters): required, then the characters.
 */
export function validatePersonName(
  value: string,
  requiredMessage: MessageDescriptor,
): FieldProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') {
    return { message: requiredMessage };
  }
  return isPersonName(trimmed)
    ? null
    : { message: validationMessages.nameInvalid, values: { max: personNameMaxLength } };
}

export function validateNewPassword(value: string): FieldProblem | null {
  if (value === '') {
    return { message: validationMessages.passwordRequired };
  }
  return value.length < passwordMinLength
    ? { message: validationMessages.passwordTooShort, values: { min: passwordMinLength } }
    : null;
}

export type FormErrors<K extends string> = Partial<Record<K, FieldProblem>>;

/** Keeps only the fields that have a problem. */
export function collectErrors<K extends string>(
  checks: Record<K, FieldProblem | null>,
): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    const problem = checks[key];
    if (problem) {
      errors[key] = problem;
    }
  }
  return errors;
}
