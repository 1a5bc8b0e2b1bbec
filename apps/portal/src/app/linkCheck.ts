import type { ApiResult } from '@oxilio/domain/client';
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { problemMessage, thrownMessage } from './problems';

export const linkCheckMessages = defineMessages({
  used: {
    id: 'portal.link.alreadyUsed',
    defaultMessage:
      'Ce lien a déjà servi : votre compte est créé. Connectez-vous avec votre adresse e-mail et votre mot de passe.',
  },
});

/** What the check of an emailed link came to. */
export type LinkCheck<T> =
  | { status: 'ok'; data: T }
  /** The API refused the link (wrong, expired), or the link is damaged. */
  | { status: 'invalid' }
  /** The account of this link was made with it: the reader signs in (`linkCheckMessages.used`). */
  | { status: 'used' }
  /** The link could not be checked (network, rate limit, server): worth retrying. */
  | { status: 'unchecked'; message: MessageDescriptor };

/**
 * Checks an emailed link: the API's answer, a refusal of the link itself (`refusals`: the
 * problem codes that mean it), or a check that could not be made, with what to tell the user.
 */
export function checkLink<T>(
  check: () => Promise<ApiResult<T>>,
  refusals: readonly string[] = ['invalid_verification_token', 'invalid_information'],
): Promise<LinkCheck<T>> {
  return check().then(
    (result): LinkCheck<T> =>
      result.ok
        ? { status: 'ok', data: result.data }
        : result.problem.code === 'link_already_used'
          ? { status: 'used' }
          : refusals.includes(result.problem.code)
            ? { status: 'invalid' }
            : { status: 'unchecked', message: problemMessage(result.problem) },
    (caught: unknown): LinkCheck<T> => ({ status: 'unchecked', message: thrownMessage(caught) }),
  );
}
