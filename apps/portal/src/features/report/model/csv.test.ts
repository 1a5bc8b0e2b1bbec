import { describe, expect, it } from 'vitest';
import { csvDialect, csvFileName, csvNumber, csvPreamble, toCsv, type CsvIdentity } from './csv';

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

describe('a CSV names its patient', () => {
  const identity: CsvIdentity = {
    patientName: 'Jürgen Laurent-Ærø',
    patientId: '3dcacaf8-630d-4055-8554-2b4a4b09de49',
    from: '2026-11-05',
    to: '2026-12-02',
    exportedOn: '2026-12-03',
  };
  const labels = {
    patient: 'Patient',
    identifier: 'Identifiant oxilio',
    period: 'Période (du, au)',
    exportedOn: 'Exporté le',
  };

  it('in its first lines: who, their identifier, the period, the day of export, then the table', () => {
    const text = toCsv(
      [...csvPreamble(identity, labels), ['Date', 'Pas'], ['2026-11-05', 1200]],
      'fr',
    );
    expect(text.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Patient;Jürgen Laurent-Ærø',
      'Identifiant oxilio;3dcacaf8-630d-4055-8554-2b4a4b09de49',
      'Période (du, au);2026-11-05;2026-12-02',
      'Exporté le;2026-12-03',
      '',
      'Date;Pas',
      '2026-11-05;1200',
      '',
    ]);
  });

  it('keeps a name that looks like a formula from being run', () => {
    const rows = csvPreamble({ ...identity, patientName: '=HYPERLINK("x")' }, labels);
    expect(toCsv(rows.slice(0, 1), 'en')).toBe('\uFEFFPatient,"\'=HYPERLINK(""x"")"\r\n');
  });

  it('in its file name, in plain ASCII', () => {
    expect(csvFileName('mesures', identity)).toBe(
      'oxilio-mesures-jurgen-laurent-aero-2026-11-05_2026-12-02.csv',
    );
    expect(csvFileName('tests', { ...identity, patientName: '—' })).toBe(
      'oxilio-tests-patient-2026-11-05_2026-12-02.csv',
    );
  });
});
