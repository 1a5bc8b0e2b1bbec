/**
 * Pure display formatters for the seven locales (browser and Node alike).
 *
 * - Missing or invalid input (`null`, `undefined`, NaN, ±Infinity, and negatives for quantities
 *   that cannot be negative) gives `noValue`, an em dash, rather than a misleading number.
 * - A number and its unit never break apart: the space between them is non-breaking.
 * - Luxembourgish: Node's full ICU knows `lb`, but Chromium's ICU does not (it silently falls back
 *   to the browser's default locale). When the runtime lacks `lb`, numbers follow `de-LU` (same
 *   separators as `lb`), the time units take CLDR's Luxembourgish words (St., Min., Sek.) and the
 *   weekday and month names CLDR's Luxembourgish names (`formatDateLabel`), so both runtimes print
 *   the same text.
 */
import type { Locale } from '@oxilio/locales';
import { metricDefinitions, type MetricKey } from './metrics';
import { defaultTimeZone, wallClockParts } from './days';
import { intlLocale } from './intlLocale';

export { intlLocale };

/** What every formatter prints for a missing or invalid value. */
export const noValue = '—';

/** What a person's name is written from: the API's fields, any of them possibly missing. */
export interface PersonNameParts {
  firstName?: string | null;
  lastName?: string | null;
  /** Shown when both names are missing (an invitation not answered yet). */
  email?: string | null;
}

/** Trimmed, with every run of white space inside made one space ('' for nothing). */
const tidy = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * A person's name as every screen, e-mail and report writes it: "First Last", each part trimmed and
 * its inner white space made one space; without either name, the e-mail; without it, `fallback`
 * (default `noValue`). Never empty, never with a double or an edge space.
 */
export function formatPersonName(
  person: PersonNameParts,
  fallback: string | null = noValue,
): string {
  const name = tidy(`${person.firstName ?? ''} ${person.lastName ?? ''}`);
  return name || tidy(person.email) || tidy(fallback) || noValue;
}

/** CLDR's short unit words for locales the runtime may lack (replaces the fallback's words). */
const unitWordFallback: Partial<Record<Locale, Partial<Record<Unit, string>>>> = {
  lb: { hour: 'St.', minute: 'Min.', second: 'Sek.' },
};

type Unit = 'hour' | 'minute' | 'second' | 'meter' | 'kilometer' | 'meter-per-second' | 'percent';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(cacheKey);
  if (format === undefined) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(cacheKey, format);
  }
  return format;
}

function isMissing(value: number | null | undefined): value is null | undefined {
  return value === null || value === undefined || !Number.isFinite(value);
}

function isInvalidQuantity(value: number | null | undefined): value is null | undefined {
  return isMissing(value) || value < 0;
}

function formatUnit(
  value: number,
  unit: Unit,
  locale: Locale,
  fractionDigits: { minimum?: number; maximum: number; roundDown?: boolean },
): string {
  const tag = intlLocale(locale);
  const parts = numberFormat(tag, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    minimumFractionDigits: fractionDigits.minimum ?? 0,
    maximumFractionDigits: fractionDigits.maximum,
    ...(fractionDigits.roundDown ? { roundingMode: 'floor' as const } : {}),
  }).formatToParts(value);
  const unitWord = tag === locale ? undefined : unitWordFallback[locale]?.[unit];
  return parts
    .map((part) => {
      if (part.type === 'unit' && unitWord !== undefined) {
        return unitWord;
      }
      if (part.type === 'literal') {
        return part.value.replace(/ /g, '\u00a0');
      }
      return part.value;
    })
    .join('');
}

/**
 * A duration as hours, minutes and seconds, omitting the zero parts, with the locale's short unit
 * words: fr "1 h 5 s", en "1 hr 5 sec", de "1 Std. 5 Sek.". Seconds are rounded to the nearest
 * whole second; hours are not folded into days (25 h stays "25 h"). Zero is "0 s" (in the locale's
 * words). Negative, missing or non-finite input gives `noValue`.
 */
export function formatDuration(seconds: number | null | undefined, locale: Locale): string {
  if (isInvalidQuantity(seconds)) {
    return noValue;
  }
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const parts: string[] = [];
  if (hours > 0) {
    parts.push(formatUnit(hours, 'hour', locale, { maximum: 0 }));
  }
  if (minutes > 0) {
    parts.push(formatUnit(minutes, 'minute', locale, { maximum: 0 }));
  }
  if (rest > 0 || parts.length === 0) {
    parts.push(formatUnit(rest, 'second', locale, { maximum: 0 }));
  }
  return parts.join(' ');
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO calendar date (`YYYY-MM-DD`) as dd/mm/yy, the same in every locale
 * (docs/product.md#constants). The string is read as written, with no `Date` and therefore no
 * time-zone shift. Anything else (a timestamp, an impossible date such as 2027-02-29) gives
 * `noValue`. The locale is accepted for a uniform signature and does not change the result.
 */
export function formatDate(isoDate: string | null | undefined, _locale?: Locale): string {
  const parts = calendarDate(isoDate);
  return parts ? `${pad2(parts.day)}/${pad2(parts.month)}/${pad2(parts.year % 100)}` : noValue;
}

/**
 * A date of birth as dd/mm/yyyy: with two digits, 14/05/48 could be 1948 or 2048, and a clinician
 * must never guess a patient's age. Otherwise as `formatDate`.
 */
export function formatBirthDate(isoDate: string | null | undefined, _locale?: Locale): string {
  const parts = calendarDate(isoDate);
  return parts ? `${pad2(parts.day)}/${pad2(parts.month)}/${parts.year}` : noValue;
}

/** The labels the product writes with a calendar name, as the Intl options that write them. */
const dateLabelOptions = {
  /** A weekday on its own: "vendredi", "Freideg". */
  weekday: { weekday: 'long' },
  /** A weekday on its own, abbreviated: "ven.", "Fre". */
  weekdayShort: { weekday: 'short' },
  /** A day's column header: "ven. 30", "Fre., 30.". */
  weekdayAndDay: { weekday: 'short', day: 'numeric' },
  /** A month on its own: "novembre", "November". */
  month: { month: 'long' },
  /** A month on its own, abbreviated (an axis tick): "nov.", "Nov". */
  monthShort: { month: 'short' },
  /** A month and its year: "novembre 2026", "November 2026". */
  monthAndYear: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateLabel = keyof typeof dateLabelOptions;

/** Every label `formatDateLabel` writes. */
export const dateLabels = Object.keys(dateLabelOptions) as DateLabel[];

interface CalendarDay {
  year: number;
  month: number;
  day: number;
  /** 0 for Sunday, as `Date.getUTCDay`. */
  weekday: number;
}

/**
 * CLDR's Luxembourgish names (cldr-json, `lb/ca-gregorian.json`), Sunday and January first: the
 * abbreviations Intl's `short` prints, stand-alone (a name on its own) or in a date's format.
 */
const luxembourgishNames = {
  weekdays: ['Sonndeg', 'Méindeg', 'Dënschdeg', 'Mëttwoch', 'Donneschdeg', 'Freideg', 'Samschdeg'],
  weekdaysShort: ['Son', 'Méi', 'Dën', 'Mët', 'Don', 'Fre', 'Sam'],
  weekdaysShortInDate: ['Son.', 'Méi.', 'Dën.', 'Mët.', 'Don.', 'Fre.', 'Sam.'],
  months: [
    'Januar',
    'Februar',
    'Mäerz',
    'Abrëll',
    'Mee',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  monthsShort: ['Jan', 'Feb', 'Mäe', 'Abr', 'Mee', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
} as const;

/**
 * The labels of a locale the runtime may lack, written from CLDR's names and patterns (`Ed`
 * "E, d.", `yMMMM` "MMMM y") exactly as a runtime with the locale writes them.
 */
const dateLabelFallback: Partial<Record<Locale, Record<DateLabel, (date: CalendarDay) => string>>> =
  {
    lb: {
      weekday: (date) => luxembourgishNames.weekdays[date.weekday]!,
      weekdayShort: (date) => luxembourgishNames.weekdaysShort[date.weekday]!,
      weekdayAndDay: (date) =>
        `${luxembourgishNames.weekdaysShortInDate[date.weekday]!}, ${date.day}.`,
      month: (date) => luxembourgishNames.months[date.month - 1]!,
      monthShort: (date) => luxembourgishNames.monthsShort[date.month - 1]!,
      monthAndYear: (date) => `${luxembourgishNames.months[date.month - 1]!} ${date.year}`,
    },
  };

/**
 * CLDR's Luxembourgish names (cldr-json `lb/territories.json`, `lb/languages.json`) of the
 * countries the forms offer (`countries` in the portal's sign-up model) and of the product's
 * languages (a video's subtitles).
 */
const luxembourgishDisplayNames: Record<'region' | 'language', Record<string, string>> = {
  region: {
    AT: 'Éisträich',
    BE: 'Belsch',
    CH: 'Schwäiz',
    DE: 'Däitschland',
    ES: 'Spanien',
    FR: 'Frankräich',
    IT: 'Italien',
    LU: 'Lëtzebuerg',
    MC: 'Monaco',
    NL: 'Holland',
  },
  language: {
    de: 'Däitsch',
    en: 'Englesch',
    es: 'Spuenesch',
    fr: 'Franséisch',
    it: 'Italienesch',
    lb: 'Lëtzebuergesch',
    nl: 'Hollännesch',
  },
};

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A country (ISO 3166 code, "FR") or a language (BCP 47 code, "fr") named in the reader's locale:
 * "Frankräich", "Franséisch" in Luxembourgish. Written by the runtime's Intl when it has the
 * locale; otherwise from the names shipped here, and for a code without one in the fallback's
 * language (German for Luxembourgish). An unknown code is given back as it is.
 */
export function formatDisplayName(
  code: string,
  locale: Locale,
  type: 'region' | 'language',
): string {
  const tag = intlLocale(locale);
  const shipped = tag === locale ? undefined : luxembourgishDisplayNames[type][code];
  if (locale === 'lb' && shipped !== undefined) {
    return shipped;
  }
  const cacheKey = `${tag}|${type}`;
  let names = displayNames.get(cacheKey);
  if (names === undefined) {
    names = new Intl.DisplayNames([tag], { type, fallback: 'code' });
    displayNames.set(cacheKey, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    // A code Intl cannot read ("F1"): shown as stored rather than breaking the form.
    return code;
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateLabelFormat(locale: Locale, label: DateLabel): Intl.DateTimeFormat {
  const cacheKey = `${locale}|${label}`;
  let format = dateFormats.get(cacheKey);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { ...dateLabelOptions[label], timeZone: 'UTC' });
    dateFormats.set(cacheKey, format);
  }
  return format;
}

/**
 * A calendar date (`YYYY-MM-DD`, or a month `YYYY-MM`, read as its first day) as one of the
 * product's named labels (`DateLabel`): "Freideg", "Fre., 30.", "November 2026" in Luxembourgish.
 * Written by the runtime's Intl when it has the locale; otherwise from the names shipped here
 * (Chromium has no Luxembourgish data and would print French or English names). The date is read
 * as written, with no time-zone shift. An unreadable or impossible date gives `noValue`. Numeric
 * dates are `formatDate`'s.
 */
export function formatDateLabel(
  isoDate: string | null | undefined,
  locale: Locale,
  label: DateLabel,
): string {
  const parts = calendarDate(/^\d{4}-\d{2}$/.test(isoDate ?? '') ? `${isoDate}-01` : isoDate);
  if (parts === null) {
    return noValue;
  }
  const utc = Date.UTC(parts.year, parts.month - 1, parts.day);
  const shipped = dateLabelFallback[locale];
  if (shipped !== undefined && Intl.DateTimeFormat.supportedLocalesOf(locale).length === 0) {
    return shipped[label]({ ...parts, weekday: new Date(utc).getUTCDay() });
  }
  return dateLabelFormat(locale, label).format(utc);
}

function calendarDate(isoDate: string | null | undefined) {
  const match = isoDatePattern.exec(isoDate ?? '');
  if (match === null) {
    return null;
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return { year, month, day };
}

/**
 * An instant (ISO timestamp, or `Date`) as "dd/mm/yy HH:MM" on the 24-hour clock, in the given
 * time zone (default Europe/Paris): the calendar day is the establishment's, not UTC's. An
 * unreadable instant gives `noValue`. The locale is accepted for a uniform signature: the seven
 * locales all write this the same way.
 */
export function formatDateTime(
  instant: string | Date | null | undefined,
  _locale?: Locale,
  timeZone: string = defaultTimeZone,
): string {
  if (instant === null || instant === undefined || instant === '') {
    return noValue;
  }
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) {
    return noValue;
  }
  const parts = wallClockParts(date, timeZone);
  const year = Number(parts.year) % 100;
  return `${parts.day}/${parts.month}/${pad2(year)} ${parts.hour}:${parts.minute}`;
}

/**
 * The calendar day of an instant in the given time zone (default Europe/Paris), written as
 * `formatDate` writes a day: "the invitation of 31/12/26" is the establishment's 31 December,
 * never UTC's (docs/decisions/one-clock.md). An unreadable instant gives `noValue`.
 */
export function formatDayOfInstant(
  instant: string | Date | null | undefined,
  _locale?: Locale,
  timeZone: string = defaultTimeZone,
): string {
  const dateTime = formatDateTime(instant, _locale, timeZone);
  return dateTime === noValue ? noValue : (dateTime.split(' ')[0] ?? noValue);
}

/**
 * A distance: whole metres below 1 000 m ("999 m"), kilometres with one decimal from there
 * ("1,0 km", "12,3 km" in French). Negative, missing or non-finite input gives `noValue`.
 */
export function formatDistance(metres: number | null | undefined, locale: Locale): string {
  if (isInvalidQuantity(metres)) {
    return noValue;
  }
  if (Math.round(metres) < 1000) {
    return formatUnit(Math.round(metres), 'meter', locale, { maximum: 0 });
  }
  return formatUnit(metres / 1000, 'kilometer', locale, { minimum: 1, maximum: 1 });
}

/**
 * A speed in metres per second with two decimals ("0,85 m/s" in French). Negative, missing or
 * non-finite input gives `noValue`.
 */
export function formatSpeed(metresPerSecond: number | null | undefined, locale: Locale): string {
  if (isInvalidQuantity(metresPerSecond)) {
    return noValue;
  }
  return formatUnit(metresPerSecond, 'meter-per-second', locale, { minimum: 2, maximum: 2 });
}

/**
 * A percentage given on the 0-100 scale, as the API sends them (12.5 gives "12,5 %" in French),
 * with at most one decimal. Values above 100 are kept (an objective exceeded). Negative, missing or
 * non-finite input gives `noValue`; for a signed change, use `formatNumber`.
 */
export function formatPercent(percent: number | null | undefined, locale: Locale): string {
  if (isInvalidQuantity(percent)) {
    return noValue;
  }
  return formatUnit(percent, 'percent', locale, { maximum: 1 });
}

export interface NumberOptions {
  /** Fewest decimals shown. @defaultValue 0 */
  minimumFractionDigits?: number;
  /** Most decimals shown. @defaultValue 2 */
  maximumFractionDigits?: number;
}

/**
 * A plain number with the locale's separators ("12 345,6" in French). Negative numbers are
 * formatted (this is the formatter for signed values); missing or non-finite input gives `noValue`.
 */
export function formatNumber(
  value: number | null | undefined,
  locale: Locale,
  options: NumberOptions = {},
): string {
  if (isMissing(value)) {
    return noValue;
  }
  const minimumFractionDigits = options.minimumFractionDigits ?? 0;
  const maximumFractionDigits = Math.max(options.maximumFractionDigits ?? 2, minimumFractionDigits);
  return numberFormat(intlLocale(locale), {
    minimumFractionDigits,
    maximumFractionDigits,
  }).format(value);
}

/**
 * A metric's value in the metric's unit: durations for times, m/km for distances, "0,62 s" or
 * "0,45 m" for step measures, m/s, %, two decimals for ratios, whole numbers for counts, stars and
 * scores. Negative, missing or non-finite input gives `noValue`.
 */
export function formatMetric(
  key: MetricKey,
  value: number | null | undefined,
  locale: Locale,
): string {
  if (isInvalidQuantity(value)) {
    return noValue;
  }
  const { unit, fractionDigits } = metricDefinitions[key];
  switch (unit) {
    case 'seconds':
      return fractionDigits === undefined
        ? formatDuration(value, locale)
        : formatUnit(value, 'second', locale, { minimum: fractionDigits, maximum: fractionDigits });
    case 'metres':
      return fractionDigits === undefined
        ? formatDistance(value, locale)
        : formatUnit(value, 'meter', locale, { minimum: fractionDigits, maximum: fractionDigits });
    case 'metresPerSecond':
      return formatSpeed(value, locale);
    case 'percent':
      return formatPercent(value, locale);
    case 'ratio':
      return formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    case 'count':
    case 'stars':
    case 'score':
      return formatNumber(value, locale, { maximumFractionDigits: 0 });
  }
}

/** How many more decimals a value below its objective may take so as not to read as it. */
const maxExtraDigits = 3;

/** A metric's value as a number in one Intl unit with base decimals (`formatMetric`'s choice). */
function metricNumber(
  key: MetricKey,
  value: number,
): { unit: Unit | null; scale: number; digits: number; minimum: number } {
  const { unit, fractionDigits } = metricDefinitions[key];
  switch (unit) {
    case 'seconds':
      return {
        unit: 'second',
        scale: 1,
        digits: fractionDigits ?? 0,
        minimum: fractionDigits ?? 0,
      };
    case 'metres':
      if (fractionDigits === undefined && Math.round(value) >= 1000) {
        return { unit: 'kilometer', scale: 1 / 1000, digits: 1, minimum: 1 };
      }
      return { unit: 'meter', scale: 1, digits: fractionDigits ?? 0, minimum: fractionDigits ?? 0 };
    case 'metresPerSecond':
      return { unit: 'meter-per-second', scale: 1, digits: 2, minimum: 2 };
    case 'percent':
      return { unit: 'percent', scale: 1, digits: 1, minimum: 0 };
    case 'ratio':
      return { unit: null, scale: 1, digits: 2, minimum: 2 };
    case 'count':
    case 'stars':
    case 'score':
      return { unit: null, scale: 1, digits: 0, minimum: 0 };
  }
}

/**
 * A metric's value shown beside its objective (docs/product.md#constants, "judged values"): as
 * `formatMetric`, except that a value below its objective never reads as the objective. Such a
 * value takes the decimals needed to tell it apart (at most three more: "19,6 m" against "20 m",
 * "1,199 km" against "1,2 km"), then is rounded down; a duration is rounded down to the second
 * ("19 min 59 s" against "20 min"). A value that meets its objective reads as `formatMetric`.
 */
export function formatMetricAgainst(
  key: MetricKey,
  value: number | null | undefined,
  objective: number | null | undefined,
  locale: Locale,
): string {
  const text = formatMetric(key, value, locale);
  if (isInvalidQuantity(value) || isInvalidQuantity(objective) || value >= objective) {
    return text;
  }
  if (text !== formatMetric(key, objective, locale)) {
    return text;
  }
  const { unit, fractionDigits } = metricDefinitions[key];
  if (unit === 'seconds' && fractionDigits === undefined) {
    return formatDuration(Math.floor(value), locale);
  }
  const { unit: intlUnit, scale, digits, minimum } = metricNumber(key, value);
  const objectiveText = formatMetric(key, objective, locale);
  let shown = text;
  for (let extra = 1; extra <= maxExtraDigits; extra += 1) {
    const options = {
      minimum,
      maximum: digits + extra,
      roundDown: extra === maxExtraDigits,
    };
    shown =
      intlUnit === null
        ? numberFormat(intlLocale(locale), {
            minimumFractionDigits: options.minimum,
            maximumFractionDigits: options.maximum,
            ...(options.roundDown ? { roundingMode: 'floor' as const } : {}),
          }).format(value * scale)
        : formatUnit(value * scale, intlUnit, locale, options);
    if (shown !== objectiveText) {
      return shown;
    }
  }
  return shown;
}

/**
 * Numbers of a table or chart shown beside their objectives, all at one precision
 * (docs/product.md#constants, "judged values"): `step` is the precision a column is shown at
 * (0.1 for one decimal; for a duration, one second in the unit shown). When a value below its
 * objective would round to it or above, the column takes up to `extraDigits` more decimals; a
 * value still reading as its objective then is rounded down. Returns the values to show and judge
 * (a value that meets its objective, or that already reads below it, is left as it is) and the
 * decimals added.
 */
export function valuesAgainstObjectives(
  values: readonly (number | null)[],
  objectives: readonly (number | null)[] | undefined,
  step: number,
  extraDigits: number = maxExtraDigits,
): { values: (number | null)[]; extraDigits: number } {
  if (!objectives) {
    return { values: [...values], extraDigits: 0 };
  }
  const roundTo = (value: number, precision: number) => Math.round(value / precision) * precision;
  const misses = values.flatMap((value, index) => {
    const objective = objectives[index];
    return typeof value === 'number' && typeof objective === 'number' && value < objective
      ? [{ index, value, objective }]
      : [];
  });
  let extra = 0;
  const readsAsObjective = (miss: { value: number; objective: number }, precision: number) =>
    roundTo(miss.value, precision) >= roundTo(miss.objective, precision) - precision / 1e6;
  while (extra < extraDigits && misses.some((miss) => readsAsObjective(miss, step / 10 ** extra))) {
    extra += 1;
  }
  const precision = step / 10 ** extra;
  const shown = [...values];
  for (const miss of misses) {
    if (readsAsObjective(miss, precision)) {
      // Rounded down to the precision shown, and kept below the objective.
      shown[miss.index] = Math.min(
        Math.floor(miss.value / precision + 1e-9) * precision,
        miss.value,
      );
    }
  }
  return { values: shown, extraDigits: extra };
}
