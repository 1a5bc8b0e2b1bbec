import {
  formatMetric,
  formatMetricAgainst,
  isMetricKey,
  metricLabel,
  noValue,
  type MetricKey,
} from '@oxilio/domain';
import type { Locale } from '@oxilio/locales';
import {
  Accessibility,
  Activity,
  ArrowUpFromLine,
  Footprints,
  PersonStanding,
  Route,
  Ruler,
  Target,
  Timer,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from 'react-intl';

/** A decorative icon per activity metric of "my day" (the rest get a target). */
const icons: Partial<Record<MetricKey, LucideIcon>> = {
  StepCount: Footprints,
  StandCount: ArrowUpFromLine,
  StandTime: PersonStanding,
  WalkTime: Timer,
  WalkDistance: Route,
  ActiveTime: Activity,
  sittingDistance: Accessibility,
  WalkPerimeter: Ruler,
};

export const metricIcon = (key: string): LucideIcon =>
  (isMetricKey(key) ? icons[key] : undefined) ?? Target;

/** The metric's translated name; null for a key the portal does not know. */
export const metricName = (key: string): MessageDescriptor | null =>
  isMetricKey(key) ? metricLabel[key] : null;

/**
 * A value in the metric's unit (durations to the second, m/km, counts), or a dash
 * (docs/product.md#constants).
 */
export function metricText(key: string, value: number | null, locale: Locale): string {
  return isMetricKey(key) && value !== null ? formatMetric(key, value, locale) : noValue;
}

/**
 * A value as judged against its objective: a miss never reads as the objective ("19,6 m" against
 * "20 m"; docs/product.md#constants, judged values).
 */
export function judgedText(
  key: string,
  value: number | null,
  objective: number | null,
  locale: Locale,
): string {
  return isMetricKey(key) && value !== null
    ? formatMetricAgainst(key, value, objective, locale)
    : noValue;
}
