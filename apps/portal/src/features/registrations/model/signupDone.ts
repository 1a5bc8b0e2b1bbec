import type { ApplicationSignupResult } from '@oxilio/domain/contract';
import type { MessageDescriptor } from 'react-intl';
import { registrationMessages as messages } from '../messages';

/**
 * What the end of a patient's signup says, from the account's real state as the API answered it:
 * followed (invited), a request waiting at the establishment they picked, or no establishment yet.
 */
export function signupDoneMessage(
  result: Pick<ApplicationSignupResult, 'registration' | 'registrationEstablishmentName'>,
): { message: MessageDescriptor; values: { establishment: string } } {
  const establishment = result.registrationEstablishmentName ?? '';
  switch (result.registration) {
    case 'pending':
      return { message: messages.donePending, values: { establishment } };
    case 'none':
      return { message: messages.doneNone, values: { establishment } };
    default:
      return {
        message: establishment ? messages.doneLinked : messages.doneLinkedUnnamed,
        values: { establishment },
      };
  }
}
