import {
  formatMetric,
  isMetricKey,
  metricDefinitions,
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
 * A value in the metric's unit (durations, m/km, counts), or a dash. A day's times read in whole
 * minutes from one minute up ("38 min", not "38 min 49 s").
 */
export function metricText(key: string, value: number | null, locale: Locale): string {
  if (!isMetricKey(key) || value === null) {
    return noValue;
  }
  const { unit, fractionDigits } = metricDefinitions[key];
  const minutes = unit === 'seconds' && fractionDigits === undefined && value >= 60;
  return formatMetric(key, minutes ? Math.round(value / 60) * 60 : value, locale);
}

/**
 * A value against its objective, in percent; null without both. `sittingTime` is a ceiling: at or
 * under it is 100 %.
 */
export function completionOf(key: string, value: number | null, objective: number | null) {
  if (value === null || objective === null || objective <= 0) {
    return null;
  }
  if (key === 'sittingTime' || key === 'maxSittingTime') {
    return value <= objective ? 100 : (objective / value) * 100;
  }
  return (value / objective) * 100;
}
