import { describe, expect, it } from 'vitest';
import { csvDialect, csvNumber, toCsv } from './csv';

describe('CSV for spreadsheets', () => {
  it('uses a semicolon and a decimal comma in French, with a BOM and CRLF', () => {
    const text = toCsv(
      [
        ['Date', 'Vitesse (m/s)'],
        ['2026-11-01', 0.45],
      ],
      'fr',
    );
    expect(text).toBe('\uFEFFDate;Vitesse (m/s)\r\n2026-11-01;0,45\r\n');
  });

  it('uses a comma and a decimal point in English', () => {
    expect(toCsv([['2026-11-01', 1234.5, 2]], 'en')).toBe('\uFEFF2026-11-01,1234.5,2\r\n');
  });

  it('uses the semicolon dialect for every locale but English', () => {
    for (const locale of ['fr', 'de', 'es', 'it', 'lb', 'nl'] as const) {
      expect(csvDialect(locale)).toEqual({ separator: ';', decimalMark: ',' });
    }
  });

  it('leaves missing values empty', () => {
    expect(toCsv([['2026-11-01', null, undefined, Number.NaN, 3]], 'de')).toBe(
      '\uFEFF2026-11-01;;;;3\r\n',
    );
  });

  it('quotes a text holding the separator, a quote or a line break', () => {
    expect(toCsv([['Pas; total', 'Dit "oui"', 'a\nb']], 'fr')).toBe(
      '\uFEFF"Pas; total";"Dit ""oui""";"a\nb"\r\n',
    );
    expect(toCsv([['Steps, total']], 'en')).toBe('\uFEFF"Steps, total"\r\n');
  });

  it('keeps a text that looks like a formula from being run', () => {
    expect(toCsv([['=SUM(A1)', '-1']], 'en')).toBe("\uFEFF'=SUM(A1),'-1\r\n");
  });

  it('rounds to three decimals without grouping thousands', () => {
    expect(csvNumber(12345.67891, { separator: ';', decimalMark: ',' })).toBe('12345,679');
    expect(csvNumber(-0.0001, { separator: ',', decimalMark: '.' })).toBe('0');
  });
});
