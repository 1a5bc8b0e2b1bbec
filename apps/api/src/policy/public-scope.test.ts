/**
 * The public scope's checks (docs/decisions/api-access-scope.md): an emailed link opens its
 * application only when the token found it and the type fits; a device is granted only with its
 * secret. Both answer alike for every refusal, so nothing tells a wrong id from a wrong secret.
 */
import { describe, expect, it } from 'vitest';
import { testScrypt } from '../../test/helper';
import type { PublicCaller } from '../auth/caller';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { InvalidVerificationTokenError } from '../http/errors';
import { publicScopeFor } from './scope';

const caller: PublicCaller = {
  user: null,
  requestId: 'req-1',
  ip: '127.0.0.1',
  method: 'POST',
  route: '/test',
  locale: 'fr',
};
// These checks judge rows the repositories located: they never reach the database.
const scope = publicScopeFor({} as Db, caller);
const application = { id: 'a1', type: 'patient', status: 'available' };

describe('the public scope', () => {
  it('opens the application its link found, of the expected type or of any', () => {
    const opened = scope.applicationLink(application, { type: 'patient', tokenHash: 'h' });
    expect(opened).toMatchObject({ id: 'a1', status: 'available', tokenHash: 'h' });
    expect(scope.applicationLink(application, { type: null, tokenHash: 'h' }).id).toBe('a1');
  });

  it('answers the same 400 for a link that found nothing and for another type', () => {
    expect(() => scope.applicationLink(null, { type: null, tokenHash: 'h' })).toThrow(
      InvalidVerificationTokenError,
    );
    expect(() =>
      scope.applicationLink(application, { type: 'reeducator', tokenHash: 'h' }),
    ).toThrow(InvalidVerificationTokenError);
  });

  it('grants a device only with its secret', async () => {
    const secret = 'device-secret-0123456789';
    const device = {
      id: 'd1',
      secretHash: await hashPassword(secret, testScrypt),
      timeZone: 'Europe/Paris',
    };
    await expect(scope.device(device, secret, testScrypt)).resolves.toMatchObject({
      deviceId: 'd1',
      timeZone: 'Europe/Paris',
    });
    await expect(scope.device(device, `${secret}x`, testScrypt)).resolves.toBeNull();
    await expect(scope.device(null, secret, testScrypt)).resolves.toBeNull();
  });
});
