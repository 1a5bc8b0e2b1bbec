/**
 * The signed-in user, for the portal's header and account pages. Reading one's own account needs
 * no policy beyond being signed in: the user id comes from the verified token.
 */
import { defaultLocale, isLocale } from '@oxilio/locales';
import type { CurrentUser } from '@oxilio/domain/contract';
import { concurrently } from '../../db/client';
import { InvalidTokenError } from '../../http/errors';
import type { Scope } from '../../policy/scope';
import * as repository from './repository';

export function createUsersService() {
  return {
    async me(scope: Scope): Promise<CurrentUser> {
      const { user } = scope;
      const me = scope.me();
      const [account, establishments] = await concurrently(scope.db, [
        () => repository.findUser(scope, me),
        () => repository.establishmentsOfUser(scope, me),
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
