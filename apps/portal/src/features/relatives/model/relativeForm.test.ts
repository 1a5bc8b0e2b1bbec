import { describe, expect, it } from 'vitest';
import {
  emptyRelativeForm,
  firstInvalidField,
  relativeBody,
  relativeFormErrors,
  telHref,
} from './relativeForm';

const filled = { ...emptyRelativeForm, firstName: 'Louise', lastName: 'Martin' };

describe('relativeFormErrors', () => {
  it('asks for both names and nothing else', () => {
    expect(relativeFormErrors(emptyRelativeForm)).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
    });
    expect(relativeFormErrors({ ...filled, firstName: '   ' })).toEqual({
      firstName: 'firstNameRequired',
    });
    expect(relativeFormErrors(filled)).toEqual({});
  });

  it('refuses a phone number or an e-mail address the API would refuse', () => {
    expect(relativeFormErrors({ ...filled, phone: 'appeler le soir', email: 'louise@' })).toEqual({
      phone: 'phoneInvalid',
      email: 'emailInvalid',
    });
    expect(
      relativeFormErrors({ ...filled, phone: '+33 6 11 22 33 44', email: 'louise@example.fr' }),
    ).toEqual({});
    expect(relativeFormErrors({ ...filled, phone: '12345' })).toEqual({ phone: 'phoneInvalid' });
  });

  it('refuses fields longer than the contract allows', () => {
    expect(
      relativeFormErrors({ ...filled, lastName: 'M'.repeat(101), relationship: 'x'.repeat(61) }),
    ).toEqual({ lastName: 'tooLong', relationship: 'tooLong' });
  });

  it('names the first field in error in the order of the form', () => {
    expect(firstInvalidField({ email: 'emailInvalid', lastName: 'lastNameRequired' })).toBe(
      'lastName',
    );
    expect(firstInvalidField({})).toBeNull();
  });
});

describe('relativeBody', () => {
  it('sends the fields trimmed and leaves out the empty ones', () => {
    expect(
      relativeBody({ ...filled, firstName: ' Louise ', relationship: ' Fille ', phone: '  ' }),
    ).toEqual({ firstName: 'Louise', lastName: 'Martin', relationship: 'Fille' });
  });
});

describe('telHref', () => {
  it('dials the digits, keeping an international +', () => {
    expect(telHref('+33 6 11-22.33 (44)')).toBe('tel:+33611223344');
    expect(telHref('06 11 22 33 44')).toBe('tel:0611223344');
  });
});
