import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../http/errors';
import { assertAcceptablePassword } from './password-policy';

const jeanne = { email: 'jeanne.martin@example.test', firstName: 'Jeanne', lastName: 'Martin' };

async function refusal(password: string, identity = jeanne) {
  try {
    await assertAcceptablePassword(password, identity);
    return null;
  } catch (error) {
    if (error instanceof HttpProblem) {
      return { status: error.status, code: error.code, field: error.extra.errors?.[0]?.field };
    }
    throw error;
  }
}

describe('assertAcceptablePassword', () => {
  it.each(['password', 'PASSWORD', ' 12345678 ', 'azertyuiop', 'iloveyou', 'sunshine'])(
    'refuses the common password %j with a 400 on the password field',
    async (password) => {
      expect(await refusal(password)).toEqual({
        status: 400,
        code: 'password_too_common',
        field: 'password',
      });
    },
  );

  it.each([
    'jeanne.martin@example.test',
    'Jeanne.Martin@Example.test',
    'jeanne.martin',
    'Jeanne Martin',
    'martin jeanne',
  ])('refuses %j, the e-mail or the name', async (password) => {
    expect(await refusal(password)).toMatchObject({ code: 'password_matches_identity' });
  });

  it.each([
    'Oxilio-demo-1',
    'a long passphrase',
    'jeanne martin à la plage',
    'Process-test-password-1',
  ])('accepts %j', async (password) => {
    expect(await refusal(password)).toBeNull();
  });
});
