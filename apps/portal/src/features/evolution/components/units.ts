/**
 * How the evolution charts show each kind of value: the number the API sends turned into what a
 * patient reads (minutes rather than seconds, centimetres rather than metres, an asymmetry ratio as
 * the percentage by which one side exceeds the other), with its unit word and its decimals.
 */
import { formatDuration } from '@oxilio/domain';
import { defaultLocale, isLocale } from '@oxilio/locales';
import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';

const unitMessages = defineMessages({
  steps: { id: 'patient.evolution.unit.steps', defaultMessage: 'pas' },
  metres: { id: 'patient.evolution.unit.metres', defaultMessage: 'm' },
  centimetres: { id: 'patient.evolution.unit.centimetres', defaultMessage: 'cm' },
  minutes: { id: 'patient.evolution.unit.minutes', defaultMessage: 'min' },
  hours: { id: 'patient.evolution.unit.hours', defaultMessage: 'h' },
  seconds: { id: 'patient.evolution.unit.seconds', defaultMessage: 's' },
  metresPerSecond: { id: 'patient.evolution.unit.metresPerSecond', defaultMessage: 'm/s' },
  score: { id: 'patient.evolution.unit.score', defaultMessage: 'sur 100' },
});

export interface UnitSpec {
  /** From the API's number to the one shown. */
  convert: (value: number) => number;
  /** Decimals shown (at most). */
  fractionDigits: number;
  /** The unit word; none for counts whose title names them (sessions, stars, stand-ups). */
  word?: keyof typeof unitMessages;
  /** Written as a percentage by the locale ("12 %", "12%"), the value being on the 0-100 scale. */
  percent?: true;
  /**
   * A duration: its seconds per unit shown. Values read as the product's durations ("1 h 5 min"),
   * the axis counts the unit (its word above the axis).
   */
  durationOf?: number;
}

const identity = (value: number) => value;

export const units = {
  steps: { convert: identity, fractionDigits: 0, word: 'steps' },
  count: { convert: identity, fractionDigits: 1 },
  metres: { convert: identity, fractionDigits: 0, word: 'metres' },
  /** A step's length: metres to centimetres. */
  centimetres: { convert: (metres) => metres * 100, fractionDigits: 0, word: 'centimetres' },
  minutes: {
    convert: (seconds) => seconds / 60,
    fractionDigits: 0,
    word: 'minutes',
    durationOf: 60,
  },
  hours: {
    convert: (seconds) => seconds / 3600,
    fractionDigits: 1,
    word: 'hours',
    durationOf: 3600,
  },
  /** A step's duration, in seconds with hundredths. */
  seconds: { convert: identity, fractionDigits: 2, word: 'seconds' },
  metresPerSecond: { convert: identity, fractionDigits: 2, word: 'metresPerSecond' },
  percent: { convert: identity, fractionDigits: 0, percent: true },
  /** Larger side / smaller side (1 = symmetric) as how much larger, in percent (0 = symmetric). */
  asymmetry: { convert: (ratio) => (ratio - 1) * 100, fractionDigits: 0, percent: true },
  score: { convert: identity, fractionDigits: 0, word: 'score' },
} as const satisfies Record<string, UnitSpec>;

export type UnitName = keyof typeof units;

/**
 * The precision a unit's values are shown at, in the unit shown: one second for a duration
 * (docs/product.md#constants: hours, minutes, seconds), else its last decimal. A table judged
 * against objectives takes more decimals where needed (`valuesAgainstObjectives`).
 */
export function unitStep(name: UnitName): { step: number; extraDigits: number } {
  const spec: UnitSpec = units[name];
  return spec.durationOf
    ? { step: 1 / spec.durationOf, extraDigits: 0 }
    : { step: 10 ** -spec.fractionDigits, extraDigits: 3 };
}

/**
 * A unit in the current locale: the word after values (none when the formatted value has its own
 * words), the value formatter, the axis (its tick format and unit), and the converter from the
 * API's number. Durations are written to the second, as every duration a user reads; the axis
 * ticks count whole units. `extraDigits` adds decimals to the values (not to the ticks), for a
 * table whose values must not read as their objectives.
 */
export function unitText(intl: IntlShape, name: UnitName, extraDigits = 0) {
  const spec: UnitSpec = units[name];
  const locale = isLocale(intl.locale) ? intl.locale : defaultLocale;
  const word = spec.word ? intl.formatMessage(unitMessages[spec.word]) : undefined;
  const numberWith = (digits: number) => (value: number) =>
    spec.percent
      ? intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: digits })
      : intl.formatNumber(value, { maximumFractionDigits: digits });
  const number = numberWith(spec.fractionDigits);
  const { durationOf } = spec;
  return {
    word: durationOf ? undefined : word,
    format: durationOf
      ? (value: number) => formatDuration(value * durationOf, locale)
      : numberWith(spec.fractionDigits + extraDigits),
    axis: durationOf ? { format: number, unit: word } : undefined,
    convert: (value: number | null) => (value === null ? null : spec.convert(value)),
  };
}
