import { ApplicationSignupBody } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { passwordMinLength, validationMessages } from '../../../forms/validation';
import { passwordProblemMessages } from '../../../forms/newPassword';
import { fieldMessages } from '../messages';
import { accountFields, signupBodyOf, validateAccount, type AccountValues } from './account';

const typed: AccountValues = {
  firstname: ' Jeanne-Marie ',
  lastname: 'Martin',
  phone: '',
  password: 'une longue phrase',
};

describe('the account step', () => {
  it('accepts the names, no phone and a long enough password', () => {
    expect(validateAccount(typed)).toEqual({});
  });

  it('lets the names be corrected but not emptied', () => {
    expect(validateAccount({ ...typed, firstname: ' ', lastname: '' })).toEqual({
      firstname: { message: validationMessages.firstNameRequired },
      lastname: { message: validationMessages.lastNameRequired },
    });
  });

  it('checks the phone as the application form does', () => {
    expect(validateAccount({ ...typed, phone: '+352 621 123 456' })).toEqual({});
    expect(validateAccount({ ...typed, phone: 'mon portable' })).toEqual({
      phone: { message: fieldMessages.phone },
    });
  });

  it('asks a password of the contract’s minimum length, spaces counted', () => {
    expect(passwordMinLength).toBe(ApplicationSignupBody.properties.password.minLength);
    const short = 'a b'.padEnd(passwordMinLength - 1, 'c');
    expect(validateAccount({ ...typed, password: short })).toEqual({
      password: {
        message: validationMessages.passwordTooShort,
        values: { min: passwordMinLength },
      },
    });
    expect(validateAccount({ ...typed, password: `${short}d` })).toEqual({});
    expect(validateAccount({ ...typed, password: '' })).toEqual({
      password: { message: validationMessages.passwordRequired },
    });
  });

  it('refuses, before sending, a password that is the e-mail or the names as typed', () => {
    const identical = { message: passwordProblemMessages.password_matches_identity };
    expect(
      validateAccount(
        { ...typed, password: 'jeanne.martin@example.test' },
        'jeanne.martin@example.test',
      ),
    ).toEqual({ password: identical });
    expect(validateAccount({ ...typed, password: 'Jeanne-Marie Martin' })).toEqual({
      password: identical,
    });
    // The name corrected on the form counts, not the application's.
    expect(
      validateAccount({ ...typed, firstname: 'Marie-Jeanne', password: 'marie-jeanne' }),
    ).toEqual({
      password: identical,
    });
    expect(validateAccount({ ...typed, password: 'Jeanne-Marie au marché' })).toEqual({});
  });

  it('puts the focus on the first wrong field in the order shown', () => {
    const errors = validateAccount({ firstname: 'J', lastname: '', phone: 'x', password: '' });
    expect(accountFields.filter((field) => errors[field])).toEqual([
      'lastname',
      'phone',
      'password',
    ]);
    expect(accountFields).toEqual(['firstname', 'lastname', 'phone', 'password']);
  });

  it('sends the names trimmed, the password as typed, and no empty phone', () => {
    expect(signupBodyOf({ ...typed, password: ' une phrase ' }, 'token-1', 'lb')).toEqual({
      verificationToken: 'token-1',
      password: ' une phrase ',
      firstname: 'Jeanne-Marie',
      lastname: 'Martin',
      locale: 'lb',
    });
    expect(signupBodyOf({ ...typed, phone: ' 06 12 34 56 78 ' }, 't', 'fr').phone).toBe(
      '06 12 34 56 78',
    );
  });
});
