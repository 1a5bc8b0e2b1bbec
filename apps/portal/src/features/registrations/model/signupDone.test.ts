import { describe, expect, it } from 'vitest';
import { registrationMessages as messages } from '../messages';
import { signupDoneMessage } from './signupDone';

describe('signupDoneMessage', () => {
  it('names the establishment that has the request, or says none follows the patient yet', () => {
    expect(
      signupDoneMessage({
        registration: 'pending',
        registrationEstablishmentName: 'Résidence Test',
      }),
    ).toEqual({ message: messages.donePending, values: { establishment: 'Résidence Test' } });
    expect(
      signupDoneMessage({ registration: 'none', registrationEstablishmentName: null }).message,
    ).toBe(messages.doneNone);
  });

  it('says an invited patient is followed, with or without the name', () => {
    expect(
      signupDoneMessage({ registration: 'linked', registrationEstablishmentName: 'Les Tilleuls' }),
    ).toEqual({ message: messages.doneLinked, values: { establishment: 'Les Tilleuls' } });
    expect(
      signupDoneMessage({ registration: 'linked', registrationEstablishmentName: null }).message,
    ).toBe(messages.doneLinkedUnnamed);
  });
});
