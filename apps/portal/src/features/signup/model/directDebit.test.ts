import { describe, expect, it } from 'vitest';
import { problemMessages } from '../../../app/problems';
import { directDebitMessages } from '../messages';
import { mandateFileName, uploadFailureOf } from './directDebit';

describe('a refused direct debit order', () => {
  it('says a file too large or of the wrong type in words of its own', () => {
    expect(uploadFailureOf({ code: 'payload_too_large', status: 413 })).toBe(
      directDebitMessages.tooLarge,
    );
    expect(uploadFailureOf({ code: 'unsupported_media_type', status: 415 })).toBe(
      directDebitMessages.wrongType,
    );
  });

  it('ends the step when the link is used up or wrong', () => {
    expect(uploadFailureOf({ code: 'invalid_verification_token', status: 400 })).toBe(
      'linkRefused',
    );
  });

  it('says the server did not answer, or what it answered', () => {
    expect(uploadFailureOf(null)).toBe(problemMessages.network);
    expect(uploadFailureOf({ code: 'too_many_requests', status: 429 })).toBe(
      problemMessages.too_many_requests,
    );
    expect(uploadFailureOf({ code: 'unexpected', status: 500 })).toBe(problemMessages.unexpected);
  });
});

describe('the downloaded mandate’s name', () => {
  const establishment = {
    type: 'establishment' as const,
    establishmentName: 'Résidence « Les Tilleuls » / Metz',
    firstname: 'Claire',
    lastname: 'Dubois',
  };

  it('names the establishment, or the person, in plain letters', () => {
    expect(mandateFileName('mandat-prelevement', establishment)).toBe(
      'mandat-prelevement-residence-les-tilleuls-metz.pdf',
    );
    expect(
      mandateFileName('Lastschriftmandat', {
        ...establishment,
        type: 'patient',
        firstname: 'Jürgen',
        lastname: 'Weiß',
      }),
    ).toBe('lastschriftmandat-jurgen-weiss.pdf');
  });

  it('keeps a name made of no plain letter out of the file name', () => {
    expect(
      mandateFileName('mandat-prelevement', { ...establishment, establishmentName: '«»' }),
    ).toBe('mandat-prelevement.pdf');
  });
});
