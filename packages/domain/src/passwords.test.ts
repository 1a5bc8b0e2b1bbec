import { describe, expect, it } from 'vitest';
import { loadCommonPasswords } from './commonPasswords';
import {
  isCommonPassword,
  passwordMatchesIdentity,
  passwordStrength,
  type PasswordIdentity,
} from './passwords';

const jean: PasswordIdentity = {
  email: 'jean.dupont@example.test',
  firstName: 'Jean-Marc',
  lastName: 'Dupont',
};

describe('the list of common passwords', () => {
  it('holds at least the 10,000 most common passwords, in lowercase', async () => {
    const list = await loadCommonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const common of ['password', '12345678', 'qwertyuiop', 'azertyuiop', 'iloveyou']) {
      expect(list.has(common)).toBe(true);
    }
    expect([...list].every((word) => word === word.toLowerCase())).toBe(true);
  });

  it('matches whatever the case and the spaces around', async () => {
    const list = await loadCommonPasswords();
    expect(isCommonPassword('PassWord', list)).toBe(true);
    expect(isCommonPassword('  password ', list)).toBe(true);
    expect(isCommonPassword('Oxilio-demo-1', list)).toBe(false);
  });
});

describe('passwordMatchesIdentity', () => {
  it.each([
    'jean.dupont@example.test',
    'JEAN.DUPONT@EXAMPLE.TEST',
    'jean.dupont',
    'jeandupont',
    'Jean-Marc',
    'dupont',
    'Jean-Marc Dupont',
    'Dupont Jean-Marc',
    ' dupont ',
  ])('refuses %j for Jean-Marc Dupont', (password) => {
    expect(passwordMatchesIdentity(password, jean)).toBe(true);
  });

  it.each(['dupont1234', 'jean.dupont@example', 'Jean-Marc Dupont 1950'])(
    'accepts %j, which only contains the name',
    (password) => {
      expect(passwordMatchesIdentity(password, jean)).toBe(false);
    },
  );

  it('knows nothing of a person it was not told about', () => {
    expect(passwordMatchesIdentity('dupont', {})).toBe(false);
    expect(passwordMatchesIdentity('', { firstName: '' })).toBe(false);
  });
});

describe('passwordStrength', () => {
  const hint = async (password: string, identity?: PasswordIdentity) =>
    passwordStrength(password, { commonPasswords: await loadCommonPasswords(), identity });

  it('says too short below the minimum length', async () => {
    expect(await hint('Ab1!')).toBe('tooShort');
  });

  it('says too common for a listed password, or the e-mail or the name', async () => {
    expect(await hint('Password')).toBe('tooCommon');
    expect(await hint('jean.dupont@example.test', jean)).toBe('tooCommon');
  });

  it('says weak for a common word dressed with digits and signs, or a repeated character', async () => {
    expect(await hint('Password1234!')).toBe('weak');
    expect(await hint('dupont-1950', jean)).toBe('weak');
    expect(await hint('xxxxxxxxxxxxxxxxxxxx')).toBe('weak');
  });

  it('rewards length: weak, then correct, then strong', async () => {
    expect(await hint('klmvbrtq')).toBe('weak');
    expect(await hint('klmvbrtqzpwx')).toBe('fair');
    expect(await hint('la tortue traverse lentement')).toBe('strong');
    expect(await hint('Oxilio-demo-1')).toBe('strong');
  });
});
