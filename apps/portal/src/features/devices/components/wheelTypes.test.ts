import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { wheelTypeLabel } from './wheelTypes';

/** Formats a descriptor as its French text, as react-intl does without a catalogue. */
const format = (descriptor: MessageDescriptor) => String(descriptor.defaultMessage);

describe('wheelTypeLabel', () => {
  it('shows a code that is the name of an object property as written, and labels a known one', () => {
    expect(wheelTypeLabel('constructor', format)).toBe('constructor');
    expect(wheelTypeLabel('toString', format)).toBe('toString');
    expect(wheelTypeLabel('standard', format)).not.toBe('standard');
  });
});
