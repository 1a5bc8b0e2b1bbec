import type { MetricKey } from '@oxilio/domain';
import type { StatsResponse } from '@oxilio/domain/contract';
import type { Locale } from '@oxilio/locales';
import { toCsv, type CsvCell } from './csv';

/** A column of the report and of its CSV: a metric in the unit a reader expects. */
export interface ReportColumn {
  key: MetricKey;
  /** Unit written in the header, e.g. "min"; none for counts. */
  unit?: 'min' | 'm' | 'm/s' | '%' | 'ratio';
  /** From the API's number to the one written (seconds to minutes). */
  divisor?: number;
}

export const reportColumns: readonly ReportColumn[] = [
  { key: 'StepCount' },
  { key: 'StepCountObjective' },
  { key: 'WalkDistance', unit: 'm' },
  { key: 'WalkDistanceObjective', unit: 'm' },
  { key: 'WalkSpeed', unit: 'm/s' },
  { key: 'WalkTime', unit: 'min', divisor: 60 },
  { key: 'ActiveTime', unit: 'min', divisor: 60 },
  { key: 'ActiveTimeObjective', unit: 'min', divisor: 60 },
  { key: 'StandTime', unit: 'min', divisor: 60 },
  { key: 'StandTimeObjective', unit: 'min', divisor: 60 },
  { key: 'StandCount' },
  { key: 'StepTimeAsymmetry', unit: 'ratio' },
  { key: 'StepDistanceAsymmetry', unit: 'ratio' },
  { key: 'StepTimeCV', unit: '%' },
  { key: 'Performance' },
];

export const reportKeys: readonly MetricKey[] = reportColumns.map((column) => column.key);

/** The value written for a column (converted), or null. */
export function columnValue(column: ReportColumn, value: number | null | undefined): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return null;
  }
  return column.divisor ? value / column.divisor : value;
}

/** The header of a column: its label and unit, "Temps actif (min)". */
export function columnHeader(column: ReportColumn, label: string): string {
  return column.unit && column.unit !== 'ratio' ? `${label} (${column.unit})` : label;
}

/**
 * The daily metrics as CSV: a Date column (ISO days) then one column per report column, one row
 * per day of the answer.
 */
export function dailyMetricsCsv(
  stats: StatsResponse,
  locale: Locale,
  labels: { date: string; column: (column: ReportColumn) => string },
  preamble: readonly CsvCell[][] = [],
): string {
  const header: CsvCell[] = [labels.date, ...reportColumns.map((column) => labels.column(column))];
  const rows: CsvCell[][] = stats.starts.map((day, index) => [
    day,
    ...reportColumns.map((column) => columnValue(column, stats.series[column.key]?.[index])),
  ]);
  return toCsv([...preamble, header, ...rows], locale);
}
