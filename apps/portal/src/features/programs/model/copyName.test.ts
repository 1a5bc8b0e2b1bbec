import { describe, expect, it } from 'vitest';
import { copyName } from './copyName';

const french = (name: string) => `Copie de ${name}`;
const german = (name: string) => `Kopie von ${name}`;

describe('the name of a copy', () => {
  it('says it is a copy, in the user’s language', () => {
    expect(copyName({ name: 'Équilibre debout', copyOf: french, taken: [], maxLength: 120 })).toBe(
      'Copie de Équilibre debout',
    );
    expect(copyName({ name: 'Gleichgewicht', copyOf: german, taken: [], maxLength: 120 })).toBe(
      'Kopie von Gleichgewicht',
    );
  });

  it('is numbered when the user already has a program of that name', () => {
    const taken = [
      'Équilibre debout',
      'copie de équilibre debout',
      'Copie de Équilibre debout (2)',
    ];
    expect(copyName({ name: 'Équilibre debout', copyOf: french, taken, maxLength: 120 })).toBe(
      'Copie de Équilibre debout (3)',
    );
  });

  it('shortens a long original so that the copy’s name stays within the limit', () => {
    const long = 'Renforcement '.repeat(12).trim();
    const name = copyName({ name: long, copyOf: french, taken: [], maxLength: 120 });
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.startsWith('Copie de Renforcement')).toBe(true);
    expect(name.endsWith('…')).toBe(true);
    const again = copyName({ name: long, copyOf: french, taken: [name], maxLength: 120 });
    expect(again.length).toBeLessThanOrEqual(120);
    expect(again.endsWith('… (2)')).toBe(true);
  });
});
