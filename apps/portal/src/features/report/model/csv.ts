import type { Locale } from '@oxilio/locales';

/**
 * CSV that a spreadsheet opens in the user's language (docs/decisions/report-and-csv.md): UTF-8
 * with a byte-order mark, CRLF line ends, ISO dates (YYYY-MM-DD, read as dates everywhere); for
 * English a comma separator and a decimal point, for the other locales a semicolon separator and
 * a decimal comma, as their spreadsheets expect. Numbers have no grouping separator.
 */

export interface CsvDialect {
  separator: ',' | ';';
  decimalMark: '.' | ',';
}

export function csvDialect(locale: Locale): CsvDialect {
  return locale === 'en'
    ? { separator: ',', decimalMark: '.' }
    : { separator: ';', decimalMark: ',' };
}

export type CsvCell = string | number | null | undefined;

/** A number with at most `digits` decimals and the dialect's decimal mark. */
export function csvNumber(value: number, dialect: CsvDialect, digits = 3): string {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  const text = String(Object.is(rounded, -0) ? 0 : rounded);
  return dialect.decimalMark === ',' ? text.replace('.', ',') : text;
}

function csvText(value: string, dialect: CsvDialect): string {
  // A cell starting with = + - @ would be read as a formula by a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(dialect.separator)
    ? `"${safe.replaceAll('"', '""')}"`
    : safe;
}

/** The text of a CSV file: BOM, one line per row, CRLF; missing values are empty cells. */
export function toCsv(rows: readonly (readonly CsvCell[])[], locale: Locale): string {
  const dialect = csvDialect(locale);
  const lines = rows.map((row) =>
    row
      .map((cell) =>
        cell === null || cell === undefined || (typeof cell === 'number' && !Number.isFinite(cell))
          ? ''
          : typeof cell === 'number'
            ? csvNumber(cell, dialect)
            : csvText(cell, dialect),
      )
      .join(dialect.separator),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Whom and what a CSV file is about: written in its first lines and in its name (issue 30). */
export interface CsvIdentity {
  /** The patient's name as the report heads it. */
  patientName: string;
  /** Their oxilio identifier (the API's and FHIR's Patient id), which the clinic can match. */
  patientId: string;
  /** The period, both days included (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The day of the export, in the establishment's time zone (YYYY-MM-DD). */
  exportedOn: string;
}

/** The preamble's labels, translated. */
export interface CsvIdentityLabels {
  patient: string;
  identifier: string;
  period: string;
  exportedOn: string;
}

/**
 * The lines a CSV starts with, so that two patients' files for one period cannot be mistaken for
 * each other once saved: the patient, their identifier, the period and the day of the export,
 * then an empty line before the table.
 */
export function csvPreamble(identity: CsvIdentity, labels: CsvIdentityLabels): CsvCell[][] {
  return [
    [labels.patient, identity.patientName],
    [labels.identifier, identity.patientId],
    [labels.period, identity.from, identity.to],
    [labels.exportedOn, identity.exportedOn],
    [],
  ];
}

/** Letters that do not decompose into an ASCII letter and a mark. */
const asciiLetters: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
};

/**
 * A CSV's file name: `oxilio-<kind>-<patient>-<from>_<to>.csv`, the patient's name in plain ASCII
 * ("oxilio-mesures-jurgen-laurent-2026-11-05_2026-12-02.csv"), `patient` when it has no letter.
 */
export function csvFileName(kind: string, identity: CsvIdentity): string {
  const patient =
    identity.patientName
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[æœøßłđ]/g, (letter) => asciiLetters[letter] ?? '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'patient';
  return `oxilio-${kind}-${patient}-${identity.from}_${identity.to}.csv`;
}
