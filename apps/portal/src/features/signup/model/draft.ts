import {
  applicationBounds,
  type ApplicationCreateBody,
  type ApplicationType,
} from '@oxilio/domain/contract';
import type { FieldProblem, FormErrors } from '../../../forms/validation';
import { validateEmail, validatePersonName, validationMessages } from '../../../forms/validation';
import { validatePhone } from './fields';
import type { FormStep } from './journeys';
import { fieldMessages } from '../messages';

/** What the application form holds while it is filled in (strings as typed). */
export interface Draft {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  function: string;
  establishmentName: string;
  /** A patient's establishment picked in the directory ('' when none: not in the list). */
  requestedEstablishmentId: string;
  establishmentType: string;
  number: string;
  street: string;
  zipCode: string;
  town: string;
  country: string;
  livesInEstablishment: boolean;
  weight: string;
  height: string;
  leg: string;
  left: boolean;
  right: boolean;
}

export type DraftField = keyof Draft | 'hands';

export const emptyDraft: Draft = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  function: '',
  establishmentName: '',
  requestedEstablishmentId: '',
  establishmentType: '',
  number: '',
  street: '',
  zipCode: '',
  town: '',
  country: 'FR',
  livesInEstablishment: false,
  weight: '',
  height: '',
  leg: '',
  left: false,
  right: false,
};

/** The fields of each step, in the order they are shown (the first wrong one takes the focus). */
export const stepFields: Record<FormStep, DraftField[]> = {
  identity: ['firstname', 'lastname', 'email', 'phone', 'function'],
  establishment: [
    'establishmentName',
    'establishmentType',
    'number',
    'street',
    'zipCode',
    'town',
    'country',
  ],
  address: ['number', 'street', 'zipCode', 'town', 'country', 'establishmentName'],
  practice: ['country', 'zipCode'],
  measures: ['weight', 'height', 'leg', 'hands'],
};

const required = (value: string): FieldProblem | null =>
  value.trim() === '' ? { message: fieldMessages.required } : null;

const postalPattern = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/** Decimal numbers as people type them here: "72", "72,5" or "72.5". */
export function parseNumber(value: string): number | null {
  const normalised = value.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : null;
}

function inRange(value: string, bounds: { min: number; max: number }): FieldProblem | null {
  if (value.trim() === '') {
    return { message: fieldMessages.required };
  }
  const number = parseNumber(value);
  return number !== null && number >= bounds.min && number <= bounds.max
    ? null
    : { message: fieldMessages.number, values: { min: bounds.min, max: bounds.max } };
}

/** The problems of one step, as the API would find them (it decides in the end). */
export function validateStep(
  type: ApplicationType,
  step: FormStep,
  draft: Draft,
): FormErrors<DraftField> {
  const errors: FormErrors<DraftField> = {};
  const set = (field: DraftField, problem: FieldProblem | null) => {
    if (problem) {
      errors[field] = problem;
    }
  };
  switch (step) {
    case 'identity':
      set('firstname', validatePersonName(draft.firstname, validationMessages.firstNameRequired));
      set('lastname', validatePersonName(draft.lastname, validationMessages.lastNameRequired));
      set('email', validateEmail(draft.email));
      set('phone', validatePhone(draft.phone));
      if (type !== 'patient') {
        set('function', required(draft.function));
      }
      break;
    case 'establishment':
    case 'address':
    case 'practice':
      if (step !== 'practice') {
        set('street', required(draft.street));
        set('town', required(draft.town));
      }
      if (step === 'establishment') {
        set('establishmentName', required(draft.establishmentName));
        set('establishmentType', required(draft.establishmentType));
      }
      if (step === 'address' && draft.livesInEstablishment) {
        set('establishmentName', required(draft.establishmentName));
      }
      set(
        'zipCode',
        required(draft.zipCode) ??
          (postalPattern.test(draft.zipCode.trim()) ? null : { message: fieldMessages.zipCode }),
      );
      set('country', required(draft.country));
      break;
    case 'measures': {
      set('weight', inRange(draft.weight, applicationBounds.weightKg));
      set('height', inRange(draft.height, applicationBounds.heightCm));
      const legProblem = inRange(draft.leg, applicationBounds.legCm);
      const leg = parseNumber(draft.leg);
      const height = parseNumber(draft.height);
      set(
        'leg',
        legProblem ??
          (leg !== null && height !== null && leg >= height * 0.7
            ? { message: fieldMessages.legTooLong }
            : null),
      );
      set('hands', draft.left || draft.right ? null : { message: fieldMessages.hands });
      break;
    }
  }
  return errors;
}

/** What "Next" (or "Send", on the last step) does with the step as filled in. */
export type StepMove =
  /** The step has problems: they are shown, and the first wrong field takes the focus. */
  | { kind: 'fix'; errors: FormErrors<DraftField>; first: DraftField | undefined }
  | { kind: 'next'; stepIndex: number }
  /** The last step is right: the application is sent. */
  | { kind: 'send' };

export function stepMoveOf(
  type: ApplicationType,
  steps: readonly FormStep[],
  stepIndex: number,
  draft: Draft,
): StepMove {
  const step = steps[stepIndex] ?? steps[0]!;
  const errors = validateStep(type, step, draft);
  if (Object.keys(errors).length > 0) {
    return { kind: 'fix', errors, first: stepFields[step].find((field) => errors[field]) };
  }
  return stepIndex < steps.length - 1
    ? { kind: 'next', stepIndex: stepIndex + 1 }
    : { kind: 'send' };
}

/**
 * Where the API's `invalid_information` answer (its `errors`, each naming a `field`) sends the
 * person: back to the first step holding a named field, with those fields marked; null when it
 * names none of the form's fields.
 */
export function stepOfApiErrors(
  steps: readonly FormStep[],
  errors: unknown,
): { stepIndex: number; errors: FormErrors<DraftField> } | null {
  const named = Array.isArray(errors)
    ? (errors as { field?: unknown }[])
        .map((item) => (typeof item?.field === 'string' ? draftFieldOf(item.field) : null))
        .filter((field): field is DraftField => field !== null)
    : [];
  const stepIndex = steps.findIndex((step) =>
    stepFields[step].some((field) => named.includes(field)),
  );
  if (stepIndex < 0) {
    return null;
  }
  const marked: FormErrors<DraftField> = {};
  for (const field of named) {
    marked[field] = { message: fieldMessages.invalid };
  }
  return { stepIndex, errors: marked };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The body of `POST applications/{type}` from a complete draft. */
export function bodyOf(type: ApplicationType, draft: Draft, locale: string): ApplicationCreateBody {
  const body: ApplicationCreateBody = {
    firstname: draft.firstname.trim(),
    lastname: draft.lastname.trim(),
    email: draft.email.trim(),
    phone: optional(draft.phone),
    CountryCode: draft.country,
    PostalCode: draft.zipCode.trim(),
    locale: locale as ApplicationCreateBody['locale'],
  };
  if (type !== 'reeducator') {
    body.address = {
      number: optional(draft.number),
      street: draft.street.trim(),
      zipCode: draft.zipCode.trim(),
      town: draft.town.trim(),
      county: draft.country,
    };
  }
  if (type === 'establishment') {
    body.establishmentName = draft.establishmentName.trim();
    body.establishmentType = draft.establishmentType as ApplicationCreateBody['establishmentType'];
  }
  if (type !== 'patient') {
    body.function = draft.function.trim();
  }
  if (type === 'patient') {
    body.livesInEstablishment = draft.livesInEstablishment;
    if (draft.livesInEstablishment) {
      body.establishmentName = draft.establishmentName.trim();
      if (draft.requestedEstablishmentId) {
        body.requestedEstablishmentId = draft.requestedEstablishmentId;
      }
    }
    body.Weight = parseNumber(draft.weight) ?? undefined;
    body.Height = parseNumber(draft.height) ?? undefined;
    body.Leg = parseNumber(draft.leg) ?? undefined;
    body.Left = draft.left;
    body.Right = draft.right;
  }
  return body;
}

/** The form field an API field error names (`address.zipCode`, `Weight`...). */
export function draftFieldOf(apiField: string): DraftField | null {
  const name = apiField
    .replace(/^body\./, '')
    .replace(/^\//, '')
    .replace(/^address[./]/, '');
  const map: Record<string, DraftField> = {
    firstname: 'firstname',
    lastname: 'lastname',
    email: 'email',
    phone: 'phone',
    function: 'function',
    establishmentName: 'establishmentName',
    requestedEstablishmentId: 'establishmentName',
    establishmentType: 'establishmentType',
    number: 'number',
    street: 'street',
    zipCode: 'zipCode',
    PostalCode: 'zipCode',
    town: 'town',
    county: 'country',
    CountryCode: 'country',
    Weight: 'weight',
    Height: 'height',
    Leg: 'leg',
    Left: 'hands',
    Right: 'hands',
  };
  return map[name] ?? null;
}
