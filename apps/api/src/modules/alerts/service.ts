/**
 * The rehabilitator's alerts (beyond the spec, docs/decisions/api-alerts.md): computed on reading
 * from the rules of the domain package; a rehabilitator following the patient marks them seen.
 */
import { alertRules, isWearDrop, unseenPainRise, type AlertKind } from '@oxilio/domain';
import type { AlertSeen, PatientAlert } from '@oxilio/domain/contract';
import { addDays } from '@oxilio/domain';
import type { Scope } from '../../policy/scope';
import * as repository from './repository';

const dayMs = 24 * 3600 * 1000;

/** The alerts of one patient from the facts of the list query, seen ones left out. */
export function alertsOf(row: repository.AlertFactsRow, now = new Date()): PatientAlert[] {
  const alerts: PatientAlert[] = [];
  const who = { patientId: row.patientId, firstName: row.firstName, lastName: row.lastName };
  // Seen: hidden until a newer review that still rises (the list's indicator follows it).
  const painRise = unseenPainRise(row.reviews, { seenAt: row.seenPainRise, now });
  if (painRise) {
    alerts.push({
      ...who,
      kind: 'painRise',
      pains: painRise.pains,
      recentWearPerDay: null,
      previousWearPerDay: null,
      recentWindow: painRise.pains.length,
      previousWindow: null,
      observedAt: painRise.observedAt,
    });
  }
  const rule = alertRules.wearDrop;
  const wear = {
    recentSecondsPerDay: row.recentWear / rule.recentDays,
    previousSecondsPerDay: row.previousDays > 0 ? row.previousWear / row.previousDays : 0,
    previousDaysWithData: row.previousDays,
  };
  if (isWearDrop(wear)) {
    // Seen: hidden for a whole recent window, then back if the drop holds over new days.
    const seen = row.seenWearDrop ? new Date(row.seenWearDrop) : null;
    if (!seen || now.getTime() - seen.getTime() >= rule.recentDays * dayMs) {
      alerts.push({
        ...who,
        kind: 'wearDrop',
        pains: [],
        recentWearPerDay: Math.round(wear.recentSecondsPerDay),
        previousWearPerDay: Math.round(wear.previousSecondsPerDay),
        recentWindow: rule.recentDays,
        previousWindow: rule.previousDays,
        observedAt: `${addDays(row.today, -1)}T00:00:00.000Z`,
      });
    }
  }
  return alerts;
}

export function createAlertService() {
  return {
    async list(
      scope: Scope,
      { rehabilitatorId, patientId }: { rehabilitatorId: string; patientId?: string | undefined },
    ): Promise<PatientAlert[]> {
      const rehabilitator = scope.ownRehabilitator(rehabilitatorId);
      // Their own patients only: the query keeps the patients they follow.
      const rows = await repository.alertFacts(scope, rehabilitator, patientId);
      const now = new Date();
      const alerts = rows.flatMap((row) => alertsOf(row, now));
      if (alerts.length > 0) {
        await scope.audit('patient.list', null, {
          reeducatorId: rehabilitatorId,
          patientIds: [...new Set(alerts.map((alert) => alert.patientId))],
        });
      }
      return alerts;
    },

    async markSeen(
      scope: Scope,
      {
        rehabilitatorId,
        patientId,
        kind,
      }: { rehabilitatorId: string; patientId: string; kind: AlertKind },
    ): Promise<AlertSeen> {
      const facts = await scope.followedPatient(rehabilitatorId, patientId);
      const seenAt = await repository.markSeen(scope, facts, kind);
      return { patientId: facts.patientId, kind, seenAt: seenAt.toISOString() };
    },
  };
}
