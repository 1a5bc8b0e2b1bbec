import { describe, expect, it } from 'vitest';
import { owaspScrypt } from '../config';
import { TooManyRequestsError } from '../http/errors';
import {
  hashPassword,
  needsRehash,
  setHashingLimits,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';

const cheap = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('uses an OWASP scrypt setting in production (N=2^15, r=8, p=3)', () => {
    expect(owaspScrypt).toEqual({ N: 32768, r: 8, p: 3 });
  });

  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('correct horse battery', cheap);
    expect(hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts: the same password never gives the same hash', async () => {
    expect(await hashPassword('same', cheap)).not.toBe(await hashPassword('same', cheap));
  });

  it('matches a password typed with another Unicode normalisation', async () => {
    const composed = 'caf\u00e9 noël';
    const decomposed = 'cafe\u0301 noe\u0308l';
    expect(await verifyPassword(decomposed, await hashPassword(composed, cheap))).toBe(true);
  });

  it('verifies with the parameters stored in the hash and asks for a rehash when they changed', async () => {
    const old = await hashPassword('secret', { N: 2048, r: 8, p: 1 });
    expect(await verifyPassword('secret', old)).toBe(true);
    expect(needsRehash(old, cheap)).toBe(true);
    expect(needsRehash(await hashPassword('secret', cheap), cheap)).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of [
      '',
      'plain',
      '$scrypt$ln=10,r=8,p=1$abc$',
      '$argon2id$v=19$m=1,t=1,p=1$a$b',
    ]) {
      expect(await verifyPassword('plain', stored)).toBe(false);
    }
  });

  it('spends the same effort on an unknown account', async () => {
    expect(await verifyAgainstDummy('anything', cheap)).toBe(false);
  });

  it('computes a bounded number of hashes at once and refuses beyond the queue', async () => {
    setHashingLimits({ concurrent: 1, queued: 1 });
    try {
      const cheap = { N: 1024, r: 8, p: 1 };
      const outcomes = await Promise.allSettled([
        hashPassword('one', cheap),
        hashPassword('two', cheap),
        hashPassword('three', cheap),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
      ]);
      expect((outcomes[2] as PromiseRejectedResult).reason).toBeInstanceOf(TooManyRequestsError);
      // The slots are given back: the next hash is computed.
      await expect(hashPassword('four', cheap)).resolves.toMatch(/^\$scrypt\$/);
    } finally {
      setHashingLimits({ concurrent: 2, queued: 16 });
    }
  });
});
