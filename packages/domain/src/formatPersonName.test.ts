import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPersonName, noValue } from './format';

describe('formatPersonName', () => {
  it('writes the first name then the last name, trimmed, with one space between', () => {
    expect(formatPersonName({ firstName: 'Jeanne', lastName: 'Muller' })).toBe('Jeanne Muller');
    expect(formatPersonName({ firstName: '  Jean  Pierre ', lastName: ' Dupont\t' })).toBe(
      'Jean Pierre Dupont',
    );
  });

  it('writes the one name known alone', () => {
    expect(formatPersonName({ firstName: null, lastName: 'Muller' })).toBe('Muller');
    expect(formatPersonName({ firstName: 'Jeanne', lastName: '   ' })).toBe('Jeanne');
  });

  it('falls back on the e-mail, then on the fallback, then on the dash', () => {
    const invited = { firstName: null, lastName: null, email: 'lea@example.fr' };
    expect(formatPersonName(invited)).toBe('lea@example.fr');
    expect(formatPersonName({ firstName: '', lastName: null }, 'Invité')).toBe('Invité');
    expect(formatPersonName({})).toBe(noValue);
    expect(formatPersonName({ email: ' ' }, '  ')).toBe(noValue);
  });

  it('never returns an empty string, nor a double or an edge space', () => {
    const part = fc.option(
      fc.string({ unit: fc.constantFrom('a', 'É', ' ', '\t', '\u00a0', '\n', '-'), maxLength: 12 }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(part, part, part, part, (firstName, lastName, email, fallback) => {
        const name = formatPersonName({ firstName, lastName, email }, fallback);
        return name.length > 0 && name === name.trim() && !/\s\s/.test(name);
      }),
    );
  });
});
