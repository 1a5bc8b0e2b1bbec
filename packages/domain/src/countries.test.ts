import { supportedLocales } from '@oxilio/locales';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressCountries, countryOptions, isAddressCountry } from './countries';
import { formatDisplayName } from './format';

const codes = (options: readonly { value: string }[]) => options.map((option) => option.value);
const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);

describe('addressCountries', () => {
  it('holds the ten countries of the forms, once each', () => {
    expect([...addressCountries].sort()).toEqual([
      'AT',
      'BE',
      'CH',
      'DE',
      'ES',
      'FR',
      'IT',
      'LU',
      'MC',
      'NL',
    ]);
    expect(isAddressCountry('MC')).toBe(true);
    expect(isAddressCountry('PT')).toBe(false);
    expect(isAddressCountry(undefined)).toBe(false);
  });
});

describe('countryOptions', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sorts the countries by their French names', () => {
    expect(labels(countryOptions('fr'))).toEqual([
      'Allemagne',
      'Autriche',
      'Belgique',
      'Espagne',
      'France',
      'Italie',
      'Luxembourg',
      'Monaco',
      'Pays-Bas',
      'Suisse',
    ]);
    expect(codes(countryOptions('fr'))).toEqual([
      'DE',
      'AT',
      'BE',
      'ES',
      'FR',
      'IT',
      'LU',
      'MC',
      'NL',
      'CH',
    ]);
  });

  it('sorts the German names as a German reader does (Ö with O, not after Z)', () => {
    expect(labels(countryOptions('de'))).toEqual([
      'Belgien',
      'Deutschland',
      'Frankreich',
      'Italien',
      'Luxemburg',
      'Monaco',
      'Niederlande',
      'Österreich',
      'Schweiz',
      'Spanien',
    ]);
  });

  it('sorts the Luxembourgish names alike where the runtime lacks Luxembourgish', () => {
    const native = countryOptions('lb');
    const numbers = Intl.NumberFormat.supportedLocalesOf.bind(Intl.NumberFormat);
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
      locales === 'lb' ? [] : numbers(locales, options),
    );
    expect(countryOptions('lb')).toEqual(native);
    expect(labels(native).slice(0, 3)).toEqual(['Belsch', 'Däitschland', 'Éisträich']);
  });

  it.each(supportedLocales)('offers every country once in %s, each named', (locale) => {
    const options = countryOptions(locale);
    expect([...codes(options)].sort()).toEqual([...addressCountries].sort());
    for (const option of options) {
      expect(option.label).toBe(formatDisplayName(option.value, locale, 'region'));
    }
  });

  it('keeps a stored country the list lacks, after the list', () => {
    const options = countryOptions('fr', 'PT');
    expect(options).toHaveLength(addressCountries.length + 1);
    expect(options.at(-1)).toEqual({ value: 'PT', label: 'Portugal' });
    expect(countryOptions('fr', 'LU')).toEqual(countryOptions('fr'));
    expect(countryOptions('fr', null)).toEqual(countryOptions('fr'));
    expect(countryOptions('fr', '')).toEqual(countryOptions('fr'));
  });
});
