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
