import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesQuery } from './textSearch';

describe('the exercise text search', () => {
  it('ignores accents and case', () => {
    expect(matchesQuery('Étirement des épaules', 'etirement', 'fr')).toBe(true);
    expect(matchesQuery('Étirement des épaules', 'ÉTIR', 'fr')).toBe(true);
    expect(matchesQuery('Étirement des épaules', 'EPAULE', 'fr')).toBe(true);
    expect(matchesQuery('Pédalage des bras', 'pedalage', 'fr')).toBe(true);
    expect(matchesQuery('Elevación de talones', 'elevacion', 'es')).toBe(true);
  });

  it('needs every word of the query, in any order', () => {
    expect(matchesQuery('Extension du genou droit', 'genou extension', 'fr')).toBe(true);
    expect(matchesQuery('Extension du genou droit', 'genou gauche', 'fr')).toBe(false);
  });

  it('treats apostrophes, dashes and spaces alike, and a blank query as no search', () => {
    expect(matchesQuery('Lever d’une jambe', "d'une", 'fr')).toBe(true);
    expect(matchesQuery('Assis-debout', 'assis debout', 'fr')).toBe(true);
    expect(matchesQuery('Marche sur place', '   ', 'fr')).toBe(true);
  });

  it('reads German as Germans type it: ß as ss, ä as a or ae', () => {
    expect(matchesQuery('Fußkreisen', 'fusskreisen', 'de')).toBe(true);
    expect(matchesQuery('Fusskreisen', 'fußkreisen', 'de')).toBe(true);
    expect(matchesQuery('Schulterdrücken', 'schulterdrucken', 'de')).toBe(true);
    expect(matchesQuery('Schulterdrücken', 'SCHULTERDRUECKEN', 'de')).toBe(true);
    expect(matchesQuery('Kniebeugen', 'knie', 'lb')).toBe(true);
  });

  it('does not find what is not there', () => {
    expect(matchesQuery('Marche sur place assis', 'velo', 'fr')).toBe(false);
    expect(foldForSearch('  Œuvre  ÆSTHÈTE ', 'fr')).toBe('oeuvre aesthete');
  });
});
