import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { professionLabel } from './TeamMembers';

/** Formats a descriptor as its French text, as react-intl does without a catalogue. */
const format = (descriptor: MessageDescriptor) => String(descriptor.defaultMessage);

describe('professionLabel', () => {
  it('translates a known profession code and shows any other text as typed, names of object properties included', () => {
    expect(professionLabel('physiotherapist', format)).toBe('Kinésithérapeute');
    expect(professionLabel('Orthophoniste', format)).toBe('Orthophoniste');
    for (const typed of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(professionLabel(typed, format)).toBe(typed);
    }
  });
});
