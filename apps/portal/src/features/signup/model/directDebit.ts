/**
 * What a refused upload of the direct debit order says: the API's 413 and 415 have their own
 * words (with the size allowed), a used-up or wrong link ends the step, and no answer at all is a
 * network failure.
 */
import type { Problem } from '@oxilio/domain/client';
import type { ApplicationView } from '@oxilio/domain/contract';
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

/** Letters that do not decompose into a plain letter and an accent. */
const plainLetters: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l' };

/**
 * The downloaded mandate's file name: the localised stem, then whom it names (the establishment
 * for an establishment, the person otherwise) in plain letters, digits and dashes, so that every
 * system saves it as it reads: `mandat-prelevement-residence-des-tilleuls.pdf`.
 */
export function mandateFileName(
  stem: string,
  application: Pick<ApplicationView, 'type' | 'establishmentName' | 'firstname' | 'lastname'>,
): string {
  const name =
    application.type === 'establishment' && application.establishmentName
      ? application.establishmentName
      : [application.firstname, application.lastname].filter(Boolean).join(' ');
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[ßæœøł]/g, (letter) => plainLetters[letter] ?? '')
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40)
      .replace(/^-+|-+$/g, '');
  return `${[slug(stem) || 'mandate', slug(name)].filter(Boolean).join('-')}.pdf`;
}
