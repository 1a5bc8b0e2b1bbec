import { supportedLocales, type Locale } from '@oxilio/locales';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayOfInstant } from './days';
import {
  dateLabels,
  formatBirthDate,
  formatDate,
  formatDateLabel,
  formatDateTime,
  formatDayOfInstant,
  formatDisplayName,
  formatDistance,
  formatDuration,
  formatMetric,
  formatNumber,
  formatPercent,
  formatSpeed,
  intlLocale,
  noValue,
} from './format';
import { luxembourgishList } from './intlLocale';
import { metricKeys } from './metrics';

/** Intl puts (narrow) no-break spaces where we write plain ones in expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [59, '59 s'],
    [60, '1 min'],
    [3600, '1 h'],
    [3661, '1 h 1 min 1 s'],
    [3605, '1 h 5 s'],
    [86399, '23 h 59 min 59 s'],
    [90000, '25 h'],
  ])('writes %d s as "%s" in French, omitting zero parts', (seconds, expected) => {
    expect(plain(formatDuration(seconds, 'fr'))).toBe(expected);
  });

  it.each([
    ['de', '1 Std. 1 Min. 1 Sek.'],
    ['en', '1 hr 1 min 1 sec'],
    ['es', '1 h 1 min 1 s'],
    ['it', '1 h 1 min 1 s'],
    ['lb', '1 St. 1 Min. 1 Sek.'],
    ['nl', '1 uur 1 min 1 sec'],
  ] as const)('uses the unit words of %s', (locale, expected) => {
    expect(plain(formatDuration(3661, locale))).toBe(expected);
  });

  it('writes zero in each locale with its own second word', () => {
    expect(plain(formatDuration(0, 'de'))).toBe('0 Sek.');
    expect(plain(formatDuration(0, 'en'))).toBe('0 sec');
    expect(plain(formatDuration(0, 'nl'))).toBe('0 sec');
  });

  it('rounds fractional seconds to the nearest second', () => {
    expect(plain(formatDuration(0.4, 'fr'))).toBe('0 s');
    expect(plain(formatDuration(59.5, 'fr'))).toBe('1 min');
    expect(plain(formatDuration(61.2, 'fr'))).toBe('1 min 1 s');
  });

  it.each([
    -1,
    -0.4,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    null,
    undefined,
  ])('gives an em dash for %s', (value) => {
    expect(formatDuration(value, 'fr')).toBe(noValue);
    expect(noValue).toBe('—');
  });

  it('never separates a number from its unit, but lets the parts wrap', () => {
    for (const locale of supportedLocales) {
      const text = formatDuration(3661, locale);
      expect(text.split(' ')).toHaveLength(3);
      expect(text).toMatch(/^1[\u00a0\u202f]\S+ 1[\u00a0\u202f]\S+ 1[\u00a0\u202f]\S+$/);
    }
  });
});

describe('formatBirthDate', () => {
  it('writes the whole year, so that 1948 is never read as 2048', () => {
    expect(formatBirthDate('1948-05-14')).toBe('14/05/1948');
    expect(formatBirthDate('2001-01-01')).toBe('01/01/2001');
  });

  it('refuses an impossible date or a timestamp with an em dash', () => {
    expect(formatBirthDate('1947-02-29')).toBe(formatDate('1947-02-29'));
    expect(formatBirthDate('1948-05-14T00:00:00Z')).toBe(formatDate(''));
  });
});

describe('formatDate', () => {
  it.each(supportedLocales)('writes dd/mm/yy across month and year ends in %s', (locale) => {
    expect(formatDate('2026-12-31', locale)).toBe('31/12/26');
    expect(formatDate('2027-01-01', locale)).toBe('01/01/27');
    expect(formatDate('2028-02-29', locale)).toBe('29/02/28');
    expect(formatDate('2026-01-31', locale)).toBe('31/01/26');
    expect(formatDate('2000-03-01', locale)).toBe('01/03/00');
  });

  it.each([
    '2027-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-1-5',
    '31/12/2026',
    '2026-12-31T10:00:00Z',
    '',
    null,
    undefined,
  ])('refuses %s with an em dash', (value) => {
    expect(formatDate(value, 'fr')).toBe(noValue);
  });

  it('accepts 29 February in a leap century year', () => {
    expect(formatDate('2000-02-29', 'fr')).toBe('29/02/00');
  });
});

describe('formatDateTime', () => {
  it("shows the instant on the establishment's calendar day (Europe/Paris by default)", () => {
    expect(formatDateTime('2026-12-31T23:30:00Z', 'fr')).toBe('01/01/27 00:30');
    expect(formatDateTime('2026-07-01T12:05:00Z', 'en')).toBe('01/07/26 14:05');
  });

  it('uses the time zone it is given', () => {
    expect(formatDateTime('2027-01-01T03:15:00Z', 'fr', 'America/New_York')).toBe('31/12/26 22:15');
    expect(formatDateTime(new Date('2028-02-29T08:00:00Z'), 'de', 'UTC')).toBe('29/02/28 08:00');
  });

  it.each(supportedLocales)('writes the same 24-hour form in %s', (locale) => {
    expect(formatDateTime('2026-03-10T17:45:00Z', locale)).toBe('10/03/26 18:45');
  });

  it.each(['not a date', '', null, undefined])('gives an em dash for %s', (value) => {
    expect(formatDateTime(value, 'fr')).toBe(noValue);
  });
});

describe('formatDayOfInstant', () => {
  it("is the instant's day in the time zone given, not UTC's", () => {
    expect(formatDayOfInstant('2026-12-31T23:30:00Z', 'fr')).toBe('01/01/27');
    expect(formatDayOfInstant('2027-01-01T03:15:00Z', 'fr', 'America/New_York')).toBe('31/12/26');
    expect(formatDayOfInstant('2027-01-01T03:15:00Z', 'de', 'UTC')).toBe('01/01/27');
  });

  it.each(['not a date', '', null, undefined])('gives an em dash for %s', (value) => {
    expect(formatDayOfInstant(value, 'fr')).toBe(noValue);
  });
  it('is the day the product counts the instant in, for any instant and zone (property)', () => {
    const zones = ['Europe/Paris', 'UTC', 'America/Martinique', 'Pacific/Kiritimati'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, zone) =>
          formatDayOfInstant(instant.toISOString(), 'fr', zone) ===
          formatDate(dayOfInstant(instant.toISOString(), zone)),
      ),
    );
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [999, '999 m'],
    [1000, '1,0 km'],
    [12345, '12,3 km'],
    [999.4, '999 m'],
    [999.6, '1,0 km'],
  ])('writes %d m as "%s" in French', (metres, expected) => {
    expect(plain(formatDistance(metres, 'fr'))).toBe(expected);
  });

  it('uses the locale decimal separator', () => {
    expect(formatDistance(12345, 'en')).toBe('12.3\u00a0km');
    expect(plain(formatDistance(12345, 'de'))).toBe('12,3 km');
  });

  it.each([-5, Number.NaN, Number.POSITIVE_INFINITY, null])('gives an em dash for %s', (value) => {
    expect(formatDistance(value, 'fr')).toBe(noValue);
  });
});

describe('formatSpeed, formatPercent, formatNumber', () => {
  it('writes speeds in m/s with two decimals', () => {
    expect(plain(formatSpeed(0.854, 'fr'))).toBe('0,85 m/s');
    expect(plain(formatSpeed(1, 'en'))).toBe('1.00 m/s');
    expect(formatSpeed(-0.1, 'fr')).toBe(noValue);
  });

  it('writes percentages given on the 0-100 scale, one decimal at most', () => {
    expect(plain(formatPercent(12.5, 'fr'))).toBe('12,5 %');
    expect(formatPercent(12.54, 'en')).toBe('12.5%');
    expect(formatPercent(130, 'en')).toBe('130%');
    expect(formatPercent(Number.NaN, 'fr')).toBe(noValue);
  });

  it('formats signed numbers with the locale separators', () => {
    expect(plain(formatNumber(-12345.678, 'fr'))).toBe('-12 345,68');
    expect(formatNumber(12345.6, 'de')).toBe('12.345,6');
    expect(formatNumber(12345.6, 'lb')).toBe('12.345,6');
    expect(formatNumber(12345.6, 'en')).toBe('12,345.6');
    expect(formatNumber(2, 'en', { minimumFractionDigits: 1 })).toBe('2.0');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'fr')).toBe(noValue);
  });
});

describe('formatMetric', () => {
  it('formats each metric in its unit', () => {
    expect(plain(formatMetric('StepCount', 12345, 'fr'))).toBe('12 345');
    expect(plain(formatMetric('WalkTime', 3605, 'fr'))).toBe('1 h 5 s');
    expect(plain(formatMetric('WalkDistance', 1500, 'fr'))).toBe('1,5 km');
    expect(plain(formatMetric('WalkSpeed', 0.8, 'fr'))).toBe('0,80 m/s');
    expect(plain(formatMetric('StepTime', 0.617, 'fr'))).toBe('0,62 s');
    expect(plain(formatMetric('StepDistance', 0.4, 'en'))).toBe('0.40 m');
    expect(plain(formatMetric('StepTimeCV', 4.25, 'fr'))).toBe('4,3 %');
    expect(plain(formatMetric('StepTimeAsymmetry', 1.05, 'fr'))).toBe('1,05');
    expect(formatMetric('Performance', 72.4, 'fr')).toBe('72');
    expect(formatMetric('Stars', 3, 'fr')).toBe('3');
    expect(plain(formatMetric('StepCountObjective', 3000, 'en'))).toBe('3,000');
    expect(plain(formatMetric('WalkTimeObjective', 1800, 'en'))).toBe('30 min');
  });

  it('gives an em dash for every metric without a valid value', () => {
    for (const key of metricKeys) {
      expect(formatMetric(key, null, 'fr')).toBe(noValue);
      expect(formatMetric(key, -1, 'fr')).toBe(noValue);
      expect(formatMetric(key, Number.NaN, 'fr')).toBe(noValue);
      expect(formatMetric(key, 1, 'fr')).not.toBe(noValue);
    }
  });
});

describe('a runtime without Luxembourgish (Chromium)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function withoutLuxembourgish() {
    const numbers = Intl.NumberFormat.supportedLocalesOf.bind(Intl.NumberFormat);
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
      locales === 'lb' ? [] : numbers(locales, options),
    );
    const dates = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat);
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
      locales === 'lb' ? [] : dates(locales, options),
    );
  }

  it('keeps the Luxembourgish words and separators', () => {
    withoutLuxembourgish();
    expect(intlLocale('lb')).toBe('de-LU');
    expect(plain(formatDuration(3661, 'lb'))).toBe('1 St. 1 Min. 1 Sek.');
    expect(formatNumber(12345.6, 'lb')).toBe('12.345,6');
    expect(plain(formatDistance(12345, 'lb'))).toBe('12,3 km');
  });

  it('prints the same text as a runtime that has it', () => {
    const samples = (locale: Locale) => [
      formatDuration(86399, locale),
      formatDistance(12345, locale),
      formatSpeed(1.234, locale),
      formatPercent(12.5, locale),
      formatNumber(-12345.678, locale),
    ];
    const native = samples('lb');
    withoutLuxembourgish();
    expect(samples('lb')).toEqual(native);
  });

  it('names weekdays and months in Luxembourgish, not in French', () => {
    withoutLuxembourgish();
    expect(formatDateLabel('2026-10-30', 'lb', 'weekday')).toBe('Freideg');
    expect(formatDateLabel('2026-10-30', 'lb', 'weekdayShort')).toBe('Fre');
    expect(formatDateLabel('2026-10-30', 'lb', 'weekdayAndDay')).toBe('Fre., 30.');
    expect(formatDateLabel('2026-03-15', 'lb', 'month')).toBe('Mäerz');
    expect(formatDateLabel('2026-03', 'lb', 'monthShort')).toBe('Mäe');
    expect(formatDateLabel('2026-12', 'lb', 'monthAndYear')).toBe('Dezember 2026');
    expect(
      ['01', '02', '03', '04', '05', '06', '07'].map((day) =>
        formatDateLabel(`2026-11-${day}`, 'lb', 'weekday'),
      ),
    ).toEqual([
      'Sonndeg',
      'Méindeg',
      'Dënschdeg',
      'Mëttwoch',
      'Donneschdeg',
      'Freideg',
      'Samschdeg',
    ]);
  });

  it('names every weekday and month as a runtime that has Luxembourgish', () => {
    // Two weeks from a Sunday, and the first of every month of a year: every name of every label.
    const days = [
      ...Array.from({ length: 14 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`),
      ...Array.from({ length: 12 }, (_, index) => `2027-${String(index + 1).padStart(2, '0')}-01`),
    ];
    const samples = () =>
      days.flatMap((day) => dateLabels.map((label) => formatDateLabel(day, 'lb', label)));
    const native = samples();
    withoutLuxembourgish();
    expect(samples()).toEqual(native);
  });
  it("names the forms' countries and the product's languages as a runtime that has Luxembourgish", () => {
    const countries = ['AT', 'BE', 'CH', 'DE', 'ES', 'FR', 'IT', 'LU', 'MC', 'NL'];
    const samples = () => [
      ...countries.map((code) => formatDisplayName(code, 'lb', 'region')),
      ...supportedLocales.map((code) => formatDisplayName(code, 'lb', 'language')),
    ];
    const native = samples();
    withoutLuxembourgish();
    expect(samples()).toEqual(native);
    expect(formatDisplayName('FR', 'lb', 'region')).toBe('Frankräich');
    expect(formatDisplayName('lb', 'lb', 'language')).toBe('Lëtzebuergesch');
    // A country the forms do not offer: in the fallback's language rather than the browser's.
    expect(formatDisplayName('PT', 'lb', 'region')).toBe('Portugal');
    expect(formatDisplayName('JP', 'lb', 'region')).toBe('Japan');
  });
});

describe('formatDisplayName', () => {
  it("names a country or a language in the reader's locale", () => {
    expect(formatDisplayName('DE', 'fr', 'region')).toBe('Allemagne');
    expect(formatDisplayName('DE', 'nl', 'region')).toBe('Duitsland');
    expect(formatDisplayName('de', 'it', 'language')).toBe('tedesco');
  });

  it('gives back a code Intl cannot read, as stored', () => {
    expect(formatDisplayName('F1', 'fr', 'region')).toBe('F1');
    expect(formatDisplayName('ZZ9', 'de', 'region')).toBe('ZZ9');
  });
});

describe('luxembourgishList', () => {
  it('writes "an" or "a" as the next word asks (the Eifel rule)', () => {
    expect(luxembourgishList(['Stull', 'Dësch'])).toBe('Stull an Dësch');
    expect(luxembourgishList(['Stull', 'Staang', 'Gummiband'])).toBe('Stull, Staang a Gummiband');
    expect(luxembourgishList(['Kaffi', 'Kuch'])).toBe('Kaffi a Kuch');
    expect(luxembourgishList(['Brout', 'Ham'])).toBe('Brout an Ham');
    expect(luxembourgishList(['Gesiicht', 'Adress'])).toBe('Gesiicht an Adress');
  });

  it('writes "oder" between alternatives and commas between units', () => {
    expect(luxembourgishList(['Stull', 'Staang', 'Rollator'], 'disjunction')).toBe(
      'Stull, Staang oder Rollator',
    );
    expect(luxembourgishList(['3 St.', '20 Min.'], 'unit')).toBe('3 St., 20 Min.');
  });

  it('writes one item or none as it is', () => {
    expect(luxembourgishList(['Stull'])).toBe('Stull');
    expect(luxembourgishList([])).toBe('');
  });
});

describe('formatDateLabel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uses the runtime’s names when it has the locale', () => {
    expect(formatDateLabel('2026-10-30', 'fr', 'weekday')).toBe('vendredi');
    expect(formatDateLabel('2026-10-30', 'de', 'weekdayAndDay')).toBe('Fr., 30.');
    expect(formatDateLabel('2026-03', 'fr', 'monthShort')).toBe('mars');
    expect(formatDateLabel('2026-03', 'nl', 'monthAndYear')).toBe('maart 2026');
    // Node has Luxembourgish: its Intl writes the label, not the names shipped for Chromium.
    // `format` is a getter of Intl.DateTimeFormat's prototype (typed as a method).
    vi.spyOn(Intl.DateTimeFormat.prototype as { format: unknown }, 'format', 'get').mockReturnValue(
      () => 'from Intl',
    );
    expect(formatDateLabel('2026-10-30', 'lb', 'weekday')).toBe('from Intl');
  });

  it('reads the calendar day as written, whatever the time zone', () => {
    expect(formatDateLabel('2026-12-31', 'en', 'weekday')).toBe('Thursday');
    expect(formatDateLabel('2027-01-01', 'en', 'monthAndYear')).toBe('January 2027');
  });

  it('gives the em dash for a missing or impossible date', () => {
    for (const value of [null, undefined, '', '2027-02-29', '2026-13', '2026-11-01T10:00:00Z']) {
      expect(formatDateLabel(value, 'lb', 'weekday')).toBe(noValue);
    }
  });
});
