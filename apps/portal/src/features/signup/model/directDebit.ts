/**
 * What a refused upload of the direct debit order says: the API's 413 and 415 have their own
 * words (with the size allowed), a used-up or wrong link ends the step, and no answer at all is a
 * network failure.
 */
import type { Problem } from '@oxilio/domain/client';
import type { MessageDescriptor } from 'react-intl';
import { problemMessage, problemMessages } from '../../../app/problems';
import { directDebitMessages } from '../messages';

export function uploadFailureOf(
  problem: Pick<Problem, 'code' | 'status'> | null,
): MessageDescriptor | 'linkRefused' {
  switch (problem?.code) {
    case 'invalid_verification_token':
      return 'linkRefused';
    case 'payload_too_large':
      return directDebitMessages.tooLarge;
    case 'unsupported_media_type':
      return directDebitMessages.wrongType;
    default:
      return problem ? problemMessage(problem) : problemMessages.network;
  }
}
