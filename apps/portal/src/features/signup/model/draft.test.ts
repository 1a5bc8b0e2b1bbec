import { applicationBounds } from '@oxilio/domain/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../../forms/validation';
import { fieldMessages } from '../messages';
import {
  bodyOf,
  draftFieldOf,
  emptyDraft,
  parseNumber,
  stepMoveOf,
  stepOfApiErrors,
  validateStep,
  type Draft,
} from './draft';
import { formStepsOf } from './journeys';

/** A draft every step of every journey accepts. */
const complete: Draft = {
  ...emptyDraft,
  firstname: 'Jeanne',
  lastname: 'Martin',
  email: 'jeanne.martin@example.org',
  function: 'Kinésithérapeute',
  establishmentName: 'Résidence Les Tilleuls',
  establishmentType: 'nursing_home',
  street: 'rue des Lilas',
  zipCode: '75011',
  town: 'Paris',
  weight: '72',
  height: '170',
  leg: '80',
  right: true,
};

const fields = (errors: object) => Object.keys(errors).sort();

describe('the identity step', () => {
  it('accepts a complete identity for every role', () => {
    expect(validateStep('patient', 'identity', complete)).toEqual({});
    expect(validateStep('establishment', 'identity', complete)).toEqual({});
    expect(validateStep('reeducator', 'identity', complete)).toEqual({});
  });

  it('needs the names and the email; spaces alone are not a name', () => {
    const errors = validateStep('patient', 'identity', {
      ...complete,
      firstname: '  ',
      lastname: '',
      email: '',
    });
    expect(errors).toEqual({
      firstname: { message: validationMessages.firstNameRequired },
      lastname: { message: validationMessages.lastNameRequired },
      email: { message: validationMessages.emailRequired },
    });
  });

  it('refuses an email without an @ or a domain', () => {
    for (const email of ['jeanne', 'jeanne@', 'jeanne@example', 'jeanne martin@example.org']) {
      expect(validateStep('patient', 'identity', { ...complete, email }).email).toEqual({
        message: validationMessages.emailInvalid,
      });
    }
    expect(validateStep('patient', 'identity', { ...complete, email: ' j@x.fr ' })).toEqual({});
  });

  it('leaves the phone optional, and checks it when given', () => {
    expect(validateStep('patient', 'identity', { ...complete, phone: '' })).toEqual({});
    expect(
      validateStep('patient', 'identity', { ...complete, phone: '+33 6 12 34 56 78' }),
    ).toEqual({});
    expect(validateStep('patient', 'identity', { ...complete, phone: '06-abc' }).phone).toEqual({
      message: fieldMessages.phone,
    });
  });

  it('asks the profession of a rehabilitator and the function of a manager, not of a patient', () => {
    const noFunction = { ...complete, function: ' ' };
    expect(validateStep('patient', 'identity', noFunction)).toEqual({});
    expect(fields(validateStep('reeducator', 'identity', noFunction))).toEqual(['function']);
    expect(fields(validateStep('establishment', 'identity', noFunction))).toEqual(['function']);
  });
});

describe('the address, establishment and practice steps', () => {
  const noPlace = { ...emptyDraft, country: '' };

  it('needs a patient’s street, town, postal code and country', () => {
    expect(fields(validateStep('patient', 'address', noPlace))).toEqual([
      'country',
      'street',
      'town',
      'zipCode',
    ]);
    expect(validateStep('patient', 'address', complete)).toEqual({});
  });

  it('asks the name of the patient’s establishment only when they live in one', () => {
    const inEstablishment = { ...complete, livesInEstablishment: true, establishmentName: '' };
    expect(fields(validateStep('patient', 'address', inEstablishment))).toEqual([
      'establishmentName',
    ]);
    expect(
      validateStep('patient', 'address', { ...inEstablishment, livesInEstablishment: false }),
    ).toEqual({});
  });

  it('needs an establishment’s name and type besides its address', () => {
    expect(fields(validateStep('establishment', 'establishment', noPlace))).toEqual([
      'country',
      'establishmentName',
      'establishmentType',
      'street',
      'town',
      'zipCode',
    ]);
    expect(validateStep('establishment', 'establishment', complete)).toEqual({});
  });

  it('asks a rehabilitator only the postal code and the country of their practice', () => {
    expect(fields(validateStep('reeducator', 'practice', noPlace))).toEqual(['country', 'zipCode']);
    expect(
      validateStep('reeducator', 'practice', { ...noPlace, zipCode: 'L-1234', country: 'LU' }),
    ).toEqual({});
  });

  it('refuses a postal code that no country writes', () => {
    for (const zipCode of ['1', '75 011 000 00', '#75011']) {
      expect(validateStep('reeducator', 'practice', { ...complete, zipCode }).zipCode).toEqual({
        message: fieldMessages.zipCode,
      });
    }
    for (const zipCode of ['75011', '1000', 'L-1234', 'CH 8001']) {
      expect(validateStep('reeducator', 'practice', { ...complete, zipCode })).toEqual({});
    }
  });
});

describe('the measures step', () => {
  it('accepts decimals written with a comma or a point', () => {
    expect(
      validateStep('patient', 'measures', { ...complete, weight: '72,5', height: '170.5' }),
    ).toEqual({});
  });

  it('keeps each measure within the contract’s bounds, limits included', () => {
    const { weightKg, heightCm, legCm } = applicationBounds;
    const at = (weight: number, height: number, leg: number) =>
      validateStep('patient', 'measures', {
        ...complete,
        weight: String(weight),
        height: String(height),
        leg: String(leg),
      });
    expect(at(weightKg.min, heightCm.max, legCm.min)).toEqual({});
    expect(at(weightKg.max, heightCm.max, legCm.max)).toEqual({});
    expect(fields(at(weightKg.min - 1, heightCm.max + 1, legCm.min - 1))).toEqual([
      'height',
      'leg',
      'weight',
    ]);
    expect(at(weightKg.max + 0.5, heightCm.max, legCm.max).weight).toEqual({
      message: fieldMessages.number,
      values: weightKg,
    });
  });

  it('says a missing measure is missing, and a word is not a number', () => {
    const errors = validateStep('patient', 'measures', {
      ...complete,
      weight: '',
      height: 'grand',
    });
    expect(errors.weight).toEqual({ message: fieldMessages.required });
    expect(errors.height).toEqual({
      message: fieldMessages.number,
      values: applicationBounds.heightCm,
    });
  });

  it('refuses a leg of 70 % of the height or more', () => {
    expect(
      validateStep('patient', 'measures', { ...complete, height: '150', leg: '105' }).leg,
    ).toEqual({ message: fieldMessages.legTooLong });
    expect(validateStep('patient', 'measures', { ...complete, height: '150', leg: '104' })).toEqual(
      {},
    );
  });

  it('needs at least one usable hand', () => {
    const none = { ...complete, left: false, right: false };
    expect(validateStep('patient', 'measures', none)).toEqual({
      hands: { message: fieldMessages.hands },
    });
    expect(validateStep('patient', 'measures', { ...none, left: true })).toEqual({});
  });

  it('reads any decimal as typed, with a comma or a point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(',', '.'),
        (units, hundredths, separator) => {
          const decimals = String(hundredths).padStart(2, '0');
          expect(parseNumber(` ${units}${separator}${decimals} `)).toBe(
            Number(`${units}.${decimals}`),
          );
          expect(parseNumber(String(units))).toBe(units);
        },
      ),
    );
    for (const text of ['', '-3', '1e3', '7,', '1.2.3', 'soixante']) {
      expect(parseNumber(text)).toBeNull();
    }
  });
});

describe('moving through the form', () => {
  it('stays on a step with a problem and names the first wrong field in the order shown', () => {
    const steps = formStepsOf('establishment');
    const move = stepMoveOf('establishment', steps, 0, { ...complete, email: 'x', phone: '?' });
    expect(move).toMatchObject({ kind: 'fix', first: 'email' });
    expect(move.kind === 'fix' && fields(move.errors)).toEqual(['email', 'phone']);
  });

  it('goes to the next step when the step is right, and sends on the last one', () => {
    const steps = formStepsOf('patient');
    expect(stepMoveOf('patient', steps, 0, complete)).toEqual({ kind: 'next', stepIndex: 1 });
    expect(stepMoveOf('patient', steps, 1, complete)).toEqual({ kind: 'next', stepIndex: 2 });
    expect(stepMoveOf('patient', steps, 2, complete)).toEqual({ kind: 'send' });
    expect(stepMoveOf('reeducator', formStepsOf('reeducator'), 1, complete)).toEqual({
      kind: 'send',
    });
  });

  it('checks only the step shown', () => {
    // The measures are empty: the identity step goes on all the same.
    const identityOnly = {
      ...emptyDraft,
      firstname: 'Jeanne',
      lastname: 'Martin',
      email: 'j@x.fr',
    };
    expect(stepMoveOf('patient', formStepsOf('patient'), 0, identityOnly)).toEqual({
      kind: 'next',
      stepIndex: 1,
    });
  });

  it('takes the person back to the first step holding a field the API refused', () => {
    const steps = formStepsOf('patient');
    expect(
      stepOfApiErrors(steps, [{ field: 'Weight' }, { field: 'body.address.zipCode' }]),
    ).toEqual({
      stepIndex: 1,
      errors: {
        weight: { message: fieldMessages.invalid },
        zipCode: { message: fieldMessages.invalid },
      },
    });
    expect(stepOfApiErrors(steps, [{ field: '/Left' }])).toEqual({
      stepIndex: 2,
      errors: { hands: { message: fieldMessages.invalid } },
    });
  });

  it('stays put when the API names no field of the form', () => {
    const steps = formStepsOf('reeducator');
    expect(stepOfApiErrors(steps, [{ field: 'locale' }, { message: 'x' }])).toBeNull();
    expect(stepOfApiErrors(steps, undefined)).toBeNull();
    // A patient's measures are not in a rehabilitator's form.
    expect(stepOfApiErrors(steps, [{ field: 'Weight' }])).toBeNull();
  });

  it('names the form field of each API field', () => {
    expect(draftFieldOf('body.address.zipCode')).toBe('zipCode');
    expect(draftFieldOf('/address/town')).toBe('town');
    expect(draftFieldOf('PostalCode')).toBe('zipCode');
    expect(draftFieldOf('CountryCode')).toBe('country');
    expect(draftFieldOf('address.county')).toBe('country');
    expect(draftFieldOf('Right')).toBe('hands');
    expect(draftFieldOf('password')).toBeNull();
  });
});

describe('the application sent', () => {
  const typed: Draft = {
    ...complete,
    firstname: ' Jeanne ',
    email: ' jeanne.martin@example.org ',
    phone: '  ',
    number: ' 12 ',
    weight: '72,5',
  };

  it('sends a patient’s address, measures and hands, without a function', () => {
    expect(bodyOf('patient', typed, 'fr')).toEqual({
      firstname: 'Jeanne',
      lastname: 'Martin',
      email: 'jeanne.martin@example.org',
      phone: undefined,
      CountryCode: 'FR',
      PostalCode: '75011',
      locale: 'fr',
      address: {
        number: '12',
        street: 'rue des Lilas',
        zipCode: '75011',
        town: 'Paris',
        county: 'FR',
      },
      livesInEstablishment: false,
      Weight: 72.5,
      Height: 170,
      Leg: 80,
      Left: false,
      Right: true,
    });
  });

  it('sends the establishment a patient lives in only when they live in one', () => {
    expect(bodyOf('patient', typed, 'fr').establishmentName).toBeUndefined();
    expect(
      bodyOf('patient', { ...typed, livesInEstablishment: true }, 'fr').establishmentName,
    ).toBe('Résidence Les Tilleuls');
  });

  it('sends an establishment’s name, type, address and the manager’s function', () => {
    const body = bodyOf('establishment', typed, 'de');
    expect(body).toMatchObject({
      establishmentName: 'Résidence Les Tilleuls',
      establishmentType: 'nursing_home',
      function: 'Kinésithérapeute',
      locale: 'de',
      address: { street: 'rue des Lilas', town: 'Paris' },
    });
    expect(body).not.toHaveProperty('Weight');
  });

  it('sends a rehabilitator’s profession and place of practice, no address nor measures', () => {
    const body = bodyOf('reeducator', { ...typed, phone: '06 12 34 56 78' }, 'fr');
    expect(body).toEqual({
      firstname: 'Jeanne',
      lastname: 'Martin',
      email: 'jeanne.martin@example.org',
      phone: '06 12 34 56 78',
      CountryCode: 'FR',
      PostalCode: '75011',
      locale: 'fr',
      function: 'Kinésithérapeute',
    });
  });
});
