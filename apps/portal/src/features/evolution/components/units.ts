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

/** Seconds rounded to whole minutes from a minute up: a mean of days has no meaningful seconds. */
const roundDuration = (seconds: number) =>
  seconds >= 60 ? Math.round(seconds / 60) * 60 : seconds;

/**
 * A unit in the current locale: the word after values (none when the formatted value has its own
 * words), the value formatter, the axis (its tick format and unit), and the converter from the
 * API's number.
 */
export function unitText(intl: IntlShape, name: UnitName) {
  const spec: UnitSpec = units[name];
  const locale = isLocale(intl.locale) ? intl.locale : defaultLocale;
  const word = spec.word ? intl.formatMessage(unitMessages[spec.word]) : undefined;
  const number = (value: number) =>
    spec.percent
      ? intl.formatNumber(value / 100, {
          style: 'percent',
          maximumFractionDigits: spec.fractionDigits,
        })
      : intl.formatNumber(value, { maximumFractionDigits: spec.fractionDigits });
  const { durationOf } = spec;
  return {
    word: durationOf ? undefined : word,
    format: durationOf
      ? (value: number) => formatDuration(roundDuration(value * durationOf), locale)
      : number,
    axis: durationOf ? { format: number, unit: word } : undefined,
    convert: (value: number | null) => (value === null ? null : spec.convert(value)),
  };
}
