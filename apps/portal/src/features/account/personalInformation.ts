/**
 * The personal information form of the patient's account: its fields as typed, their checks
 * (docs/product.md#validation, and the bounds of the API contract), and the change to send.
 */
import type { PatientProfile } from '@oxilio/domain/contract';
import { defineMessages } from '../../i18n/defineMessages';
import {
  collectErrors,
  validatePersonName,
  validationMessages,
  type FieldProblem,
  type FormErrors,
} from '../../forms/validation';
import type { PersonalInformationChange } from './api/savePersonalInformation';

export const personalInformationMessages = defineMessages({
  phoneInvalid: {
    id: 'patient.account.validation.phoneInvalid',
    defaultMessage:
      'Numéro de téléphone invalide : utilisez des chiffres, des espaces et éventuellement le signe + au début.',
  },
  birthDateInvalid: {
    id: 'patient.account.validation.birthDateInvalid',
    defaultMessage: 'Date invalide : écrivez-la sous la forme jj/mm/aaaa, par exemple 14/05/1948.',
  },
  birthDateInFuture: {
    id: 'patient.account.validation.birthDateInFuture',
    defaultMessage: 'La date de naissance doit être passée.',
  },
});

/** The fields as the patient types them. */
export interface PersonalInformationForm {
  firstName: string;
  lastName: string;
  phone: string;
  /** dd/mm/yyyy. */
  birthDate: string;
}

export type PersonalInformationField = keyof PersonalInformationForm;

/** In the order of the form: the first field in error gets the focus. */
export const personalInformationFields: readonly PersonalInformationField[] = [
  'firstName',
  'lastName',
  'phone',
  'birthDate',
];

/** The contract's phone numbers: digits, spaces, dots, dashes, parentheses, a leading +. */
const phonePattern = /^\+?[0-9 .()-]{6,25}$/;

/** An ISO day as the form shows it, dd/mm/yyyy. */
export function birthDateText(isoDate: string | null): string {
  if (!isoDate) {
    return '';
  }
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** A typed date (dd/mm/yyyy, with / . or - between) as an ISO day; '' when empty, null if invalid. */
export function parseBirthDate(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') {
    return '';
  }
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) {
    return null;
  }
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function formFromProfile(profile: PatientProfile): PersonalInformationForm {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    birthDate: birthDateText(profile.birthDate),
  };
}

function validatePhone(value: string): FieldProblem | null {
  const trimmed = value.trim();
  return trimmed === '' || phonePattern.test(trimmed)
    ? null
    : { message: personalInformationMessages.phoneInvalid };
}

function validateBirthDate(value: string, today: string): FieldProblem | null {
  const day = parseBirthDate(value);
  if (day === null) {
    return { message: personalInformationMessages.birthDateInvalid };
  }
  return day !== '' && day > today
    ? { message: personalInformationMessages.birthDateInFuture }
    : null;
}

/** The problems of the form, by field (empty when it can be sent). `today`: ISO day. */
export function validatePersonalInformation(
  form: PersonalInformationForm,
  today: string,
): FormErrors<PersonalInformationField> {
  return collectErrors({
    firstName: validatePersonName(form.firstName, validationMessages.firstNameRequired),
    lastName: validatePersonName(form.lastName, validationMessages.lastNameRequired),
    phone: validatePhone(form.phone),
    birthDate: validateBirthDate(form.birthDate, today),
  });
}

/** What changed from the profile, trimmed; empty when nothing did. The form must be valid. */
export function changeOf(
  profile: PatientProfile,
  form: PersonalInformationForm,
): PersonalInformationChange {
  const change: PersonalInformationChange = {};
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  const phone = form.phone.trim() === '' ? null : form.phone.trim();
  const birthDate = parseBirthDate(form.birthDate) || null;
  if (firstName !== profile.firstName) {
    change.firstName = firstName;
  }
  if (lastName !== profile.lastName) {
    change.lastName = lastName;
  }
  if (phone !== profile.phone) {
    change.phone = phone;
  }
  if (birthDate !== profile.birthDate) {
    change.birthDate = birthDate;
  }
  return change;
}
