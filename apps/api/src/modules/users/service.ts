/**
 * The signed-in user, for the portal's header and account pages. Reading one's own account needs
 * no policy beyond being signed in: the user id comes from the verified token.
 */
import { defaultLocale, isLocale } from '@oxilio/locales';
import type { CurrentUser } from '@oxilio/domain/contract';
import type { Caller } from '../../auth/caller';
import { concurrently, type Db } from '../../db/client';
import { InvalidTokenError } from '../../http/errors';
import * as repository from './repository';

export function createUsersService({ db }: { db: Db }) {
  return {
    async me({ user }: Caller): Promise<CurrentUser> {
      const [account, establishments] = await concurrently(db, [
        () => repository.findUser(db, user.userId),
        () => repository.establishmentsOfUser(db, user.userId),
      ]);
      if (!account) {
        // A valid token for an account that no longer exists.
        throw new InvalidTokenError();
      }
      return {
        ...account,
        locale: isLocale(account.locale) ? account.locale : defaultLocale,
        patientId: user.patientId,
        reeducatorId: user.reeducatorId,
        responsableId: user.responsableId,
        establishments,
      };
    },
  };
}
