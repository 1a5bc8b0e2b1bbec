import type { ReactNode } from 'react';
import type { ChartTone } from './chartTones';

/**
 * How the x values are written: ISO days ('2026-11-01'), ISO weeks by their Monday ('2026-11-02'),
 * ISO months ('2026-11'), or plain labels.
 */
export const chartXKinds = ['day', 'week', 'month', 'category'] as const;
export type ChartXKind = (typeof chartXKinds)[number];

/** One series of a multi-series chart. */
export interface ChartSeries {
  /** Key of the series in each row's `values`. */
  id: string;
  /** Name shown in the legend, tooltip and table. */
  label: string;
  /** Colour, from the theme; by default the next one in order. */
  tone?: ChartTone;
}

/** One x position of a multi-series chart: a day, a month or a category. */
export interface ChartRow {
  /** ISO day, ISO month or category label (see `xKind`). */
  x: string;
  /** Value of each series by id; null or missing means no measure. */
  values: Readonly<Record<string, number | null | undefined>>;
}

/**
 * An objective: one value for the whole chart, or one per x position, in the order of the data,
 * for an objective that changes over time (null where none is in force). Drawn as a dashed
 * reference line, stepped where the value changes.
 */
export type ChartObjective = number | readonly (number | null | undefined)[];

/** The objective in force at an x position, or null. */
export function objectiveAt(objective: ChartObjective | undefined, index: number): number | null {
  if (objective === undefined) {
    return null;
  }
  if (typeof objective === 'number') {
    return objective;
  }
  return objective[index] ?? null;
}

/** The objectives in force at each of `count` x positions (null where none). */
export function objectiveValues(
  objective: ChartObjective | undefined,
  count: number,
): (number | null)[] {
  return Array.from({ length: count }, (_, index) => objectiveAt(objective, index));
}

/** Props shared by LineChart, BarChart and StackedBarChart. */
export interface ChartCommonProps {
  /** Title of the chart, shown in the figure caption and naming the chart for screen readers. */
  title: string;
  /** One or two sentences that say what the chart shows (the main trend), under the title. */
  summary?: ReactNode;
  /** How x values are written and formatted. @defaultValue 'day' */
  xKind?: ChartXKind;
  /** Header of the x column in the data table. @defaultValue "Date", "Mois" or "Catégorie" */
  xLabel?: string;
  /** Formats a value (axis ticks, tooltip, table). @defaultValue the locale's number format */
  formatValue?: (value: number) => string;
  /** Unit of the values (e.g. "pas", "min"), shown above the axis and after values. */
  unit?: string;
  /**
   * How the value axis reads when the values carry their own words, as durations do ("1 h 5 min"
   * in the tooltip and the table, while the axis counts minutes): its tick format and the unit
   * shown above it. @defaultValue `formatValue` and `unit`
   */
  axis?: { format?: (value: number) => string; unit?: string };
  /** Width divided by height of the plot. @defaultValue 2 */
  aspectRatio?: number;
  /** Extra class on the figure. */
  className?: string;
}

/** True when a value is a measure (not null or missing). */
export function isMeasure(value: number | null | undefined): value is number {
  return value !== null && value !== undefined;
}
