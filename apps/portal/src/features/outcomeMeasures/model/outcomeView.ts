import {
  outcomeMeasureByKey,
  outcomeMeasures,
  type OutcomeMeasure,
  type OutcomeMeasureKey,
} from '@oxilio/domain';
import type { OutcomeResult } from '@oxilio/domain/contract';

/** One test's results as a screen shows them. */
export interface MeasureGroup {
  key: OutcomeMeasureKey;
  measure: OutcomeMeasure;
  /** Every result, struck out ones included, oldest first. */
  results: OutcomeResult[];
  /** The rehabilitators' results not struck out, oldest first: the chart's series. */
  series: OutcomeResult[];
  /** The latest of `series`, else null. */
  latest: OutcomeResult | null;
  /**
   * The results the patient noted in their own sessions, not struck out, oldest first: shown
   * apart, never in the series (docs/decisions/outcome-measures.md).
   */
  patientMeasured: OutcomeResult[];
}

/** The patient's results by test, in the catalogue's order; tests without results left out. */
export function measureGroups(results: readonly OutcomeResult[]): MeasureGroup[] {
  return outcomeMeasures.flatMap((measure) => {
    const own = results
      .filter((result) => result.measureKey === measure.key)
      .sort(
        (a, b) =>
          a.measuredOn.localeCompare(b.measuredOn) || a.recordedAt.localeCompare(b.recordedAt),
      );
    if (own.length === 0) {
      return [];
    }
    const series = own.filter(
      (result) => !result.struck && result.measuredBy.role === 'rehabilitator',
    );
    const patientMeasured = own.filter(
      (result) => !result.struck && result.measuredBy.role === 'patient',
    );
    return [
      {
        key: measure.key,
        measure,
        results: own,
        series,
        latest: series.at(-1) ?? null,
        patientMeasured,
      },
    ];
  });
}

/** The chart's points: one per day (the day's last result). */
export function chartPoints(series: readonly OutcomeResult[]): { x: string; value: number }[] {
  const byDay = new Map<string, number>();
  for (const result of series) {
    byDay.set(result.measuredOn, result.value);
  }
  return [...byDay].map(([x, value]) => ({ x, value }));
}

/**
 * The threshold a chart draws: where the favourable band starts (TUG 13.5 s, Berg 45, 5xSTS
 * 15 s, comfortable walk 0.8 m/s); null for a test without bands or with an ordinal scale.
 */
export function chartThreshold(key: OutcomeMeasureKey): number | null {
  const measure = outcomeMeasureByKey(key);
  if (measure.unit === 'category') {
    return null;
  }
  const good = measure.bands.findIndex((band) => band.tone === 'good');
  if (good < 0) {
    return null;
  }
  // The favourable band is the first (lower is better) or the last (higher is better).
  return good === 0 ? measure.bands[0]!.upper : (measure.bands[good - 1]?.upper ?? null);
}

/** A band's limits as the screen writes them: "< 0.4", "0.4–0.8", "> 0.8", "≥ 13.5". */
export type BandLimits =
  | { kind: 'below'; value: number; included: boolean }
  | { kind: 'between'; from: number; to: number }
  | { kind: 'above'; value: number; included: boolean };

/** Each band's limits, for the list of bands under a chart (none for an ordinal scale). */
export function bandLimits(measure: OutcomeMeasure): { id: string; limits: BandLimits | null }[] {
  return measure.bands.map((band, index) => {
    const previous = measure.bands[index - 1];
    if (measure.unit === 'category') {
      return { id: band.id, limits: null };
    }
    if (!previous) {
      return {
        id: band.id,
        limits:
          band.upper === null
            ? null
            : { kind: 'below', value: band.upper, included: band.upperIncluded },
      };
    }
    if (band.upper === null) {
      return {
        id: band.id,
        limits: { kind: 'above', value: previous.upper!, included: !previous.upperIncluded },
      };
    }
    return { id: band.id, limits: { kind: 'between', from: previous.upper!, to: band.upper } };
  });
}
