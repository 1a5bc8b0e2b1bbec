/**
 * The manager's follow-up list at establishment scale (docs/decisions/manager-follow-up.md): every
 * current patient with the rehabilitator's indicators (the same `computeIndicators`), who follows
 * them and their next steps (`nextStepsOf`), sorted and filtered as asked; the counts are over every
 * current patient so that the home can say how many have no next step without the list.
 */
import { countNextSteps, nextStepsOf, todayIn, type NextStepFacts } from '@oxilio/domain';
import type {
  EstablishmentFollowUp,
  FollowedUpPatient,
  FollowUpFilter,
  FollowUpQuery,
  FollowUpSort,
} from '@oxilio/domain/contract';
import type { EstablishmentGrant, Scope } from '../../policy/scope';
import { computeIndicators } from '../rehabilitators/indicators';
import { findEstablishment } from './establishment.repository';
import { listFollowUp, type FollowUpRow } from './followUp.repository';

const nextStepFactsOf = (row: FollowUpRow): NextStepFacts => ({
  rehabilitatorCount: row.rehabilitators.length,
  hasDevice: row.deviceId !== null,
  functionalCapacity: row.functionalCapacity,
  hasOwnObjectives: row.hasOwnObjectives,
});

function toFollowedUp(row: FollowUpRow): FollowedUpPatient {
  return {
    patientId: row.patientId,
    firstName: row.firstName,
    lastName: row.lastName,
    functionalCapacity: row.functionalCapacity,
    registrationStatus: row.registrationStatus,
    device:
      row.deviceId && row.serialNumber
        ? { deviceId: row.deviceId, serialNumber: row.serialNumber, wheelType: row.wheelType }
        : null,
    archiveScheduledFor: row.archiveScheduledFor,
    rehabilitators: row.rehabilitators.map((rehabilitator, index) => ({
      ...rehabilitator,
      main: index === 0,
    })),
    followUpPending: row.followUpPending,
    hasOwnObjectives: row.hasOwnObjectives,
    nextSteps: nextStepsOf(nextStepFactsOf(row)),
    // The manager marks no alert seen: the pain rule whatever a rehabilitator marked.
    indicators: computeIndicators({ ...row, archived: false, seenPainRise: null }),
  };
}

const keeps: Record<FollowUpFilter, (patient: FollowedUpPatient) => boolean> = {
  all: () => true,
  nextSteps: (patient) => patient.nextSteps.length > 0,
  noRehabilitator: (patient) => patient.nextSteps.includes('noRehabilitator'),
  noDevice: (patient) => patient.nextSteps.includes('noDevice'),
  noCapacity: (patient) => patient.nextSteps.includes('noCapacity'),
  noObjectives: (patient) => patient.nextSteps.includes('noObjectives'),
  painIncrease: (patient) => patient.indicators.painIncrease,
};

/** Each sort puts first what needs attention; ties keep the query's order (by name). */
const sorts: Record<FollowUpSort, ((a: FollowedUpPatient, b: FollowedUpPatient) => number) | null> =
  {
    name: null,
    nextSteps: (a, b) => b.nextSteps.length - a.nextSteps.length,
    alerts: (a, b) => Number(b.indicators.painIncrease) - Number(a.indicators.painIncrease),
    usage: (a, b) => a.indicators.usageDays - b.indicators.usageDays,
    performance: (a, b) => (a.indicators.performance ?? -1) - (b.indicators.performance ?? -1),
  };

/** The establishment's day when it has no patient to tell it. */
async function todayOf(scope: Scope, managed: EstablishmentGrant) {
  return todayIn((await findEstablishment(scope, managed))?.timeZone);
}

export function createFollowUpService() {
  return {
    async followUp(
      scope: Scope,
      { establishmentId, query }: { establishmentId: string; query: FollowUpQuery },
    ): Promise<EstablishmentFollowUp> {
      const managed = scope.managedEstablishment(establishmentId);
      const sort = query.sort ?? 'name';
      const filter = query.filter ?? 'all';
      const rows = await listFollowUp(scope, managed);
      const all = rows.map(toFollowedUp);
      const team = new Map<string, FollowedUpPatient['rehabilitators'][number]>();
      for (const patient of all) {
        for (const rehabilitator of patient.rehabilitators) {
          team.set(rehabilitator.reeducatorId, rehabilitator);
        }
      }
      const kept = all.filter(
        (patient) =>
          keeps[filter](patient) &&
          (query.rehabilitator === undefined ||
            patient.rehabilitators.some((r) => r.reeducatorId === query.rehabilitator)),
      );
      const compare = sorts[sort];
      const patients = compare ? [...kept].sort(compare) : kept;
      await scope.audit('patient.list', null, {
        establishmentId,
        patientIds: patients.map((patient) => patient.patientId),
      });
      return {
        today: rows[0]?.today ?? (await todayOf(scope, managed)),
        sort,
        filter,
        counts: {
          ...countNextSteps(rows.map(nextStepFactsOf)),
          painIncrease: all.filter(keeps.painIncrease).length,
        },
        rehabilitators: [...team.values()]
          .map(({ reeducatorId, firstName, lastName }) => ({ reeducatorId, firstName, lastName }))
          .sort(
            (a, b) =>
              a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
          ),
        patients,
      };
    },
  };
}
