/**
 * The indicators of the rehabilitator's patients list (computed by the API,
 * docs/product.md#indicators), from the row of the list query. Rules in
 * docs/decisions/api-programs-and-indicators.md.
 */
import type { DayActivity, PatientIndicators, RehabilitatorPatient } from '@oxilio/domain/contract';
import { addDays } from '../../days';
import type { PatientListRow } from './repository';

/** Days of the activity window: the 7 calendar days ending today. */
export const windowDays = 7;

export function computeIndicators(row: PatientListRow): PatientIndicators {
  const byDay = new Map(row.days.map((day) => [day.day, day]));
  const last7Days: DayActivity[] = [];
  for (let offset = windowDays - 1; offset >= 0; offset -= 1) {
    const day = addDays(row.today, -offset);
    const found = byDay.get(day);
    last7Days.push({
      day,
      stepCount: found?.stepCount ?? null,
      activeTime: found?.activeTime ?? null,
      wearTime: found?.wearTime ?? null,
      performance: found?.performance ?? null,
    });
  }
  const scores = last7Days.flatMap((day) => (day.performance === null ? [] : [day.performance]));
  const performance =
    scores.length === 0
      ? null
      : Math.round((scores.reduce((sum, value) => sum + value, 0) / scores.length) * 10) / 10;
  const [latestPain, previousPain] = row.recentPains;
  return {
    painIncrease:
      latestPain !== undefined && previousPain !== undefined && latestPain > previousPain,
    awaitingSelfRehabilitation: !row.hasSelfProgram,
    noDevice: row.deviceId === null,
    last7Days,
    performance,
    usageDays: last7Days.filter((day) => (day.wearTime ?? 0) > 0).length,
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
    device: row.deviceId ? { deviceId: row.deviceId, wheelType: row.wheelType } : null,
    indicators: computeIndicators(row),
  };
}
