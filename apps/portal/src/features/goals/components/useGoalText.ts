import {
  formatDate,
  formatDistance,
  formatMetric,
  formatNumber,
  formatPercent,
  formatSpeed,
  goalReviewState,
  metricLabel,
  type GoalDropReason,
  noValue,
  outcomeMeasureByKey,
} from '@oxilio/domain';
import type { Goal } from '@oxilio/domain/contract';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { TargetUnit } from '../model/goalForm';
import { goalsMessages as messages } from './messages';

const reasonMessages = {
  notRelevant: messages.reasonNotRelevant,
  healthChange: messages.reasonHealthChange,
  patientChoice: messages.reasonPatientChoice,
  unrealistic: messages.reasonUnrealistic,
  other: messages.reasonOther,
} as const satisfies Record<GoalDropReason, unknown>;

const measureMessages = {
  tenMetreWalkComfortable: messages.measure_tenMetreWalkComfortable,
  tenMetreWalkFast: messages.measure_tenMetreWalkFast,
  timedUpAndGo: messages.measure_timedUpAndGo,
  sixMinuteWalk: messages.measure_sixMinuteWalk,
  fiveTimesSitToStand: messages.measure_fiveTimesSitToStand,
  bergBalanceScale: messages.measure_bergBalanceScale,
  functionalAmbulationCategories: messages.measure_functionalAmbulationCategories,
} as const;

export const unitMessages = {
  count: messages.unitCount,
  minutes: messages.unitMinutes,
  metres: messages.unitMetres,
  metresPerSecond: messages.unitMetresPerSecond,
  seconds: messages.unitSeconds,
  points: messages.unitPoints,
  category: messages.unitCategory,
} as const satisfies Record<TargetUnit, unknown>;

/** The words and figures of a goal, in the user's language. */
export function useGoalText() {
  const intl = useIntl();
  const { locale } = useLocale();

  /** What the goal is measured on: the metric's or the test's name; null in words. */
  const measureName = (goal: Pick<Goal, 'metricKey' | 'measureKey'>): string | null => {
    if (goal.metricKey) {
      return intl.formatMessage(metricLabel[goal.metricKey]);
    }
    if (goal.measureKey) {
      return intl.formatMessage(measureMessages[goal.measureKey]);
    }
    return null;
  };

  /** A value of the goal's figure in its unit ("1 500", "13,5 s", "0,80 m/s", "45 points"). */
  const figure = (goal: Pick<Goal, 'metricKey' | 'measureKey'>, value: number | null): string => {
    if (value === null) {
      return noValue;
    }
    if (goal.metricKey) {
      return formatMetric(goal.metricKey, value, locale);
    }
    if (goal.measureKey) {
      const measure = outcomeMeasureByKey(goal.measureKey);
      const digits = {
        minimumFractionDigits: measure.decimals,
        maximumFractionDigits: measure.decimals,
      };
      switch (measure.unit) {
        case 'metresPerSecond':
          return formatSpeed(value, locale);
        case 'metres':
          return formatDistance(value, locale);
        case 'seconds':
          // The SI symbol, the same in every language (formatjs has no unit data for lb).
          return `${formatNumber(value, locale, digits)}\u00a0s`;
        case 'points':
          return intl.formatMessage(messages.points, { value: formatNumber(value, locale) });
        case 'category':
          return intl.formatMessage(messages.category, { value: formatNumber(value, locale) });
      }
    }
    return formatNumber(value, locale);
  };

  /** "Nombre de pas : au moins 1 500"; null in words. */
  const targetLine = (goal: Goal): string | null => {
    const name = measureName(goal);
    if (name === null || goal.target === null) {
      return null;
    }
    return intl.formatMessage(
      goal.direction === 'lower' ? messages.targetAtMost : messages.targetAtLeast,
      { measure: name, target: figure(goal, goal.target) },
    );
  };

  const percent = (progress: number) => formatPercent(Math.round(progress * 100), locale);

  const reason = (value: GoalDropReason) => intl.formatMessage(reasonMessages[value]);

  const date = (day: string) => formatDate(day, locale);

  /**
   * "Date de revue passée depuis le 1 mars 2025" for a goal in force whose review date has gone by,
   * "Date de revue : aujourd’hui" on the day; null otherwise (`goalReviewState`, the API's rule).
   */
  const reviewSentence = (goal: Pick<Goal, 'status' | 'reviewOn'>, today: string) => {
    const state = goalReviewState(goal, today);
    if (state === 'passed' && goal.reviewOn) {
      return intl.formatMessage(messages.reviewPassed, { date: date(goal.reviewOn) });
    }
    return state === 'today' ? intl.formatMessage(messages.reviewToday) : null;
  };

  return { intl, locale, measureName, figure, targetLine, percent, reason, date, reviewSentence };
}

export { measureMessages, reasonMessages };
