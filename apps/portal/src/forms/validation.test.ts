import { describe, expect, it } from 'vitest';
import {
  collectErrors,
  validateEmail,
  validateNewPassword,
  validateRequired,
  validationMessages,
} from './validation';

describe('form validation', () => {
  it('asks for an email, then for a valid one', () => {
    expect(validateEmail('  ')?.message).toBe(validationMessages.emailRequired);
    expect(validateEmail('marie.dupont')?.message).toBe(validationMessages.emailInvalid);
    expect(validateEmail('marie@exemple')?.message).toBe(validationMessages.emailInvalid);
    expect(validateEmail(' marie.dupont@exemple.fr ')).toBeNull();
  });

  it('requires names and explains short passwords with the minimum', () => {
    expect(validateRequired('', validationMessages.lastNameRequired)?.message).toBe(
      validationMessages.lastNameRequired,
    );
    expect(validateNewPassword('')?.message).toBe(validationMessages.passwordRequired);
    expect(validateNewPassword('court')).toEqual({
      message: validationMessages.passwordTooShort,
      values: { min: 8 },
    });
    expect(validateNewPassword('assez-long')).toBeNull();
  });

  it('collects only the failing fields', () => {
    const errors = collectErrors({
      email: validateEmail(''),
      password: validateNewPassword('longenough'),
    });
    expect(Object.keys(errors)).toEqual(['email']);
  });
});
