/**
 * A patient's access log (docs/decisions/patient-access-log.md): which professionals viewed or
 * changed the patient's data, and when, from the audit log. The patient reads their own only.
 */
import {
  accessLogAreas,
  type AccessLog,
  type AccessLogArea,
  type AccessLogQuery,
} from '@oxilio/domain/contract';
import { defaultTimeZone } from '@oxilio/domain';
import type { Scope } from '../../policy/scope';
import * as repository from './repository';

const defaultLimit = 10;

/** Where an audited action belongs, for the patient: by the resource it names. */
export function areaOf(action: string): AccessLogArea {
  if (action.startsWith('patient.relative')) {
    return 'relatives';
  }
  if (
    action === 'patient.link' ||
    action.startsWith('patient.reeducators') ||
    action.startsWith('patient.invitation')
  ) {
    return 'followUp';
  }
  if (action.startsWith('stats.') || action === 'patient.recap.read') {
    return 'results';
  }
  if (
    action.startsWith('session.') ||
    action.startsWith('patient.program') ||
    action.startsWith('patient.settings') ||
    action.startsWith('goal.') ||
    action.startsWith('patient.notes') ||
    action === 'patient.recommendation.read'
  ) {
    return 'rehabilitation';
  }
  if (action.startsWith('apa.')) {
    return 'activities';
  }
  if (action.startsWith('device.') || action === 'measurements.store') {
    return 'device';
  }
  if (action === 'patient.read' || action === 'patient.update' || action === 'user.update') {
    return 'profile';
  }
  return 'other';
}

/** The areas of a group's actions, once each, in the contract's order. */
export function areasOf(actions: readonly string[]): AccessLogArea[] {
  const found = new Set(actions.map(areaOf));
  return accessLogAreas.filter((area) => found.has(area));
}

export function createAccessLogService() {
  return {
    async ofPatient(
      scope: Scope,
      { patientId, query }: { patientId: string; query: AccessLogQuery },
    ): Promise<AccessLog> {
      const patient = await scope.patient(patientId, 'readAccessLog');
      const limit = query.limit ?? defaultLimit;
      const rows = await repository.accessGroups(scope, patient, {
        timeZone: patient.timeZone ?? defaultTimeZone,
        limit: limit + 1,
      });
      await scope.audit('patient.accessLog.read', patient.patientId, { limit });
      return {
        entries: rows.slice(0, limit).map((row) => ({
          day: row.day,
          firstAt: row.firstAt.toISOString(),
          lastAt: row.lastAt.toISOString(),
          kind: row.kind,
          areas: areasOf(row.actions),
          count: row.count,
          actor: { firstName: row.firstName, lastName: row.lastName, role: row.role },
        })),
        hasMore: rows.length > limit,
      };
    },
  };
}
