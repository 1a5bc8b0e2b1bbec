export type TrendDirection = 'up' | 'down' | 'flat';
export type TrendTone = 'positive' | 'negative' | 'neutral';

export interface Trend {
  direction: TrendDirection;
  /** Relative change as a fraction of the reference, e.g. 0.12 for 12 %. */
  change: number;
  tone: TrendTone;
}

/**
 * Change of a value against a reference, rounded to whole percents: a change that rounds to 0 %
 * is flat. No trend against a reference of 0 (no meaningful percentage).
 */
export function trendOf(value: number, reference: number, higherIsBetter: boolean): Trend | null {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference === 0) {
    return null;
  }
  const change = (value - reference) / Math.abs(reference);
  const rounded = Math.round(change * 100);
  if (rounded === 0) {
    return { direction: 'flat', change: 0, tone: 'neutral' };
  }
  const direction = rounded > 0 ? 'up' : 'down';
  const better = direction === 'up' ? higherIsBetter : !higherIsBetter;
  return { direction, change, tone: better ? 'positive' : 'negative' };
}
