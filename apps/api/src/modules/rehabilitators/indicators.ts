/**
 * The indicators of the rehabilitator's patients list (computed by the API,
 * docs/product.md#indicators), from the row of the list query. Rules in
 * docs/decisions/api-programs-and-indicators.md.
 */
import {
  completedWindowDays,
  hasPainIncrease,
  lastCompletedDays,
  weekVerdict,
} from '@oxilio/domain';
import type { DayActivity, PatientIndicators, RehabilitatorPatient } from '@oxilio/domain/contract';
import type { PatientListRow } from './repository';

/** Days of the activity window: the 7 completed days ending yesterday (today is in progress). */
export const windowDays = completedWindowDays;

/** What the indicators are computed from: a row of the rehabilitator's or the manager's list. */
export type IndicatorFacts = Pick<
  PatientListRow,
  'archived' | 'painReviews' | 'seenPainRise' | 'hasSelfProgram' | 'deviceId' | 'today' | 'days'
>;

export function computeIndicators(row: IndicatorFacts): PatientIndicators {
  const byDay = new Map(row.days.map((day) => [day.day, day]));
  const last7Days: DayActivity[] = lastCompletedDays(row.today, windowDays).days.map((day) => {
    const found = byDay.get(day);
    return {
      day,
      stepCount: found?.stepCount ?? null,
      activeTime: found?.activeTime ?? null,
      wearTime: found?.wearTime ?? null,
      performance: found?.performance ?? null,
    };
  });
  const verdict = weekVerdict(last7Days);
  return {
    // One rule with the alert: a pain rise this rehabilitator has not marked seen (alerts are for
    // current patients only, so none in the archives).
    painIncrease:
      !row.archived &&
      hasPainIncrease(row.painReviews, { seenAt: row.seenPainRise, now: new Date() }),
    awaitingSelfRehabilitation: !row.hasSelfProgram,
    noDevice: row.deviceId === null,
    last7Days,
    performance: verdict.performance,
    performanceDays: verdict.performanceDays,
    usageDays: verdict.usageDays,
  };
}

export function toRehabilitatorPatient(row: PatientListRow): RehabilitatorPatient {
  return {
    patientId: row.patientId,
    firstName: row.firstName,
    lastName: row.lastName,
    functionalCapacity: row.functionalCapacity,
    pathologies: row.pathologies,
    mainPathology: row.mainPathology,
    main: row.main,
    archived: row.archived,
    device: row.deviceId
      ? { deviceId: row.deviceId, serialNumber: row.serialNumber ?? '', wheelType: row.wheelType }
      : null,
    indicators: computeIndicators(row),
  };
}
