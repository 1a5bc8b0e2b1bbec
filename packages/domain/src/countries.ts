/**
 * The countries an address can be given in on the product's forms: the signup's application
 * (a patient's address, an establishment's, a rehabilitator's place of practice) and the manager's
 * establishment account. They are the countries whose postal code format the API knows; the
 * service itself is offered in fewer of them (the API's service areas decide the availability).
 */
import type { Locale } from '@oxilio/locales';
import { formatDisplayName, intlLocale } from './format';

/** ISO 3166-1 alpha-2 codes, the wire's `CountryCode` and `county`. */
export const addressCountries = [
  'FR',
  'BE',
  'LU',
  'CH',
  'MC',
  'DE',
  'AT',
  'ES',
  'IT',
  'NL',
] as const;
export type AddressCountry = (typeof addressCountries)[number];

export function isAddressCountry(code: unknown): code is AddressCountry {
  return typeof code === 'string' && (addressCountries as readonly string[]).includes(code);
}

/** One choice of a country select: the code kept, the name shown. */
export interface CountryOption {
  readonly value: string;
  readonly label: string;
}

const collators = new Map<string, Intl.Collator>();

function collator(locale: Locale): Intl.Collator {
  const tag = intlLocale(locale);
  let found = collators.get(tag);
  if (found === undefined) {
    found = new Intl.Collator(tag);
    collators.set(tag, found);
  }
  return found;
}

/**
 * The address countries named in the reader's locale and sorted as a reader of it expects
 * (Österreich between Niederlande and Schweiz in German). A stored code the list lacks (`current`,
 * e.g. an establishment's country typed before the list existed) follows them, named too, so that
 * the select still shows it and saving does not change it.
 */
export function countryOptions(locale: Locale, current?: string | null): CountryOption[] {
  const compare = collator(locale);
  const options: CountryOption[] = addressCountries
    .map((code) => ({ value: code, label: formatDisplayName(code, locale, 'region') }))
    .sort((a, b) => compare.compare(a.label, b.label));
  if (current && !isAddressCountry(current)) {
    options.push({ value: current, label: formatDisplayName(current, locale, 'region') });
  }
  return options;
}
