import {
  formatNumber,
  outcomeMeasureByKey,
  type ChangeJudgement,
  type OutcomeAssistance,
  type OutcomeMeasure,
  type OutcomeMeasureKey,
  type OutcomeUnit,
  type OutcomeWalkingAid,
} from '@oxilio/domain';
import type { Locale } from '@oxilio/locales';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { outcomeMessages as m } from './messages';

const names: Record<OutcomeMeasureKey, MessageDescriptor> = {
  tenMetreWalkComfortable: m.tenMetreWalkComfortable,
  tenMetreWalkFast: m.tenMetreWalkFast,
  timedUpAndGo: m.timedUpAndGo,
  sixMinuteWalk: m.sixMinuteWalk,
  fiveTimesSitToStand: m.fiveTimesSitToStand,
  bergBalanceScale: m.bergBalanceScale,
  functionalAmbulationCategories: m.functionalAmbulationCategories,
};

const explanations: Record<OutcomeMeasureKey, MessageDescriptor> = {
  tenMetreWalkComfortable: m.explainTenMetreWalkComfortable,
  tenMetreWalkFast: m.explainTenMetreWalkFast,
  timedUpAndGo: m.explainTimedUpAndGo,
  sixMinuteWalk: m.explainSixMinuteWalk,
  fiveTimesSitToStand: m.explainFiveTimesSitToStand,
  bergBalanceScale: m.explainBergBalanceScale,
  functionalAmbulationCategories: m.explainFunctionalAmbulationCategories,
};

const values: Record<OutcomeUnit, MessageDescriptor> = {
  metresPerSecond: m.valueMetresPerSecond,
  seconds: m.valueSeconds,
  metres: m.valueMetres,
  points: m.valuePoints,
  category: m.valueCategory,
};

const units: Record<OutcomeUnit, MessageDescriptor> = {
  metresPerSecond: m.unitMetresPerSecond,
  seconds: m.unitSeconds,
  metres: m.unitMetres,
  points: m.unitPoints,
  category: m.unitCategory,
};

const bands: Record<string, MessageDescriptor> = {
  household: m.bandHousehold,
  limitedCommunity: m.bandLimitedCommunity,
  community: m.bandCommunity,
  lowFallRisk: m.bandLowFallRisk,
  fallRisk: m.bandFallRisk,
  nonFunctional: m.bandNonFunctional,
  dependentContinuous: m.bandDependentContinuous,
  dependentIntermittent: m.bandDependentIntermittent,
  dependentSupervision: m.bandDependentSupervision,
  independentLevel: m.bandIndependentLevel,
  independent: m.bandIndependent,
};

const judgements: Record<ChangeJudgement, MessageDescriptor> = {
  improved: m.improved,
  withinError: m.withinError,
  worse: m.worse,
};

const patientJudgements: Record<ChangeJudgement, MessageDescriptor> = {
  improved: m.patientImproved,
  withinError: m.patientWithinError,
  worse: m.patientWorse,
};

const aids: Record<OutcomeWalkingAid, MessageDescriptor> = {
  none: m.aidNone,
  cane: m.aidCane,
  walker: m.aidWalker,
  other: m.aidOther,
};

const assistances: Record<OutcomeAssistance, MessageDescriptor> = {
  none: m.assistanceNone,
  standby: m.assistanceStandby,
  physical: m.assistancePhysical,
};

/** The words of the standardised tests: names, values with their unit, bands, judgements. */
export function useOutcomeText() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const say = (message: MessageDescriptor, v?: Record<string, string | number>) =>
    intl.formatMessage(message, v);
  const number = (measure: OutcomeMeasure, value: number) =>
    formatNumber(value, locale, {
      minimumFractionDigits: measure.decimals,
      maximumFractionDigits: measure.decimals,
    });
  const value = (key: OutcomeMeasureKey, raw: number) => {
    const measure = outcomeMeasureByKey(key);
    return say(values[measure.unit], { value: number(measure, raw), count: raw });
  };
  return {
    name: (key: OutcomeMeasureKey) => say(names[key]),
    explain: (key: OutcomeMeasureKey) => say(explanations[key]),
    number: (key: OutcomeMeasureKey, raw: number) => number(outcomeMeasureByKey(key), raw),
    /** A number as typed, without trailing zeros (a range's bounds: "2", "0,05"). */
    plain: (raw: number) => formatNumber(raw, locale),
    value,
    /** A signed change with its unit: "+0,12 m/s", "−3,4 s". */
    change: (key: OutcomeMeasureKey, raw: number) =>
      `${raw > 0 ? '+' : raw < 0 ? '−' : ''}${value(key, Math.abs(raw))}`,
    unit: (key: OutcomeMeasureKey) => say(units[outcomeMeasureByKey(key).unit]),
    band: (id: string | null) => (id && bands[id] ? say(bands[id]) : null),
    judgement: (judgement: ChangeJudgement) => say(judgements[judgement]),
    patientJudgement: (judgement: ChangeJudgement) => say(patientJudgements[judgement]),
    aid: (aid: OutcomeWalkingAid) => say(aids[aid]),
    assistance: (assistance: OutcomeAssistance) => say(assistances[assistance]),
  };
}

export type OutcomeText = ReturnType<typeof useOutcomeText>;
