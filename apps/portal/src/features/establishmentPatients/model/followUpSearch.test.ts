import { describe, expect, it } from 'vitest';
import {
  followUpHref,
  followUpSearchParams,
  nameMatches,
  parseEvolutionPeriod,
  parseFollowUpSearch,
} from './followUpSearch';

const rehabilitator = '3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f';

describe('the follow-up list in the URL', () => {
  it('reads what the URL says', () => {
    expect(
      parseFollowUpSearch(
        new URLSearchParams(`filtre=noDevice&tri=usage&reeducateur=${rehabilitator}&nom=Rosé`),
      ),
    ).toEqual({ filter: 'noDevice', sort: 'usage', rehabilitator, name: 'Rosé' });
  });

  it('falls back to the default list for values it does not know, never throws', () => {
    expect(
      parseFollowUpSearch(new URLSearchParams('filtre=everyone&tri=age&reeducateur=moi')),
    ).toEqual({ filter: 'all', sort: 'name', rehabilitator: null, name: '' });
    expect(parseFollowUpSearch(new URLSearchParams('filtre=&tri=%00'))).toMatchObject({
      filter: 'all',
      sort: 'name',
    });
    expect(parseFollowUpSearch(new URLSearchParams(`nom=${'x'.repeat(500)}`)).name).toHaveLength(
      100,
    );
  });

  it('writes only what differs from the default, and reads it back', () => {
    expect(followUpSearchParams({}).toString()).toBe('');
    const params = followUpSearchParams({ filter: 'nextSteps', sort: 'nextSteps' });
    expect(params.toString()).toBe('filtre=nextSteps&tri=nextSteps');
    expect(parseFollowUpSearch(params)).toMatchObject({ filter: 'nextSteps', sort: 'nextSteps' });
    expect(followUpHref('/responsable/patients/list', { filter: 'noRehabilitator' })).toBe(
      '/responsable/patients/list?filtre=noRehabilitator',
    );
    expect(followUpHref('/responsable/patients/list', {})).toBe('/responsable/patients/list');
  });

  it('reads the home’s period, 7 days otherwise', () => {
    expect(parseEvolutionPeriod(new URLSearchParams('periode=12w'))).toBe('12w');
    expect(parseEvolutionPeriod(new URLSearchParams('periode=1y'))).toBe('7d');
    expect(parseEvolutionPeriod(new URLSearchParams())).toBe('7d');
  });

  it('matches a name whatever its accents and case', () => {
    expect(nameMatches('Hélène Dupré', 'helene DUP')).toBe(true);
    expect(nameMatches('Hélène Dupré', '')).toBe(true);
    expect(nameMatches('Hélène Dupré', 'Martin')).toBe(false);
  });
});
