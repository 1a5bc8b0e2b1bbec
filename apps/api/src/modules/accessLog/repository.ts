/** The query of a patient's access log (docs/decisions/patient-access-log.md). */
import { sql } from 'drizzle-orm';
import { aboutPatient } from '../../audit/audit';
import { auditLog, fhirClients, patients, users } from '../../db/schema';
import type { PatientGrant, Scope } from '../../policy/scope';

/** The professional roles an access is shown for (the first role of the token at the time). */
export const professionalRoles = ['reeducator', 'responsable', 'reeducatorresponsable'] as const;
export type ProfessionalRole = (typeof professionalRoles)[number];

/** Actions that only read, beyond those named `*.read`. */
export const readActions = [
  'patient.list',
  'patient.search',
  'session.list',
  'stats.percentages',
  'stats.establishment',
] as const;

export interface AccessGroupRow {
  day: string;
  kind: 'viewed' | 'changed';
  firstAt: Date;
  lastAt: Date;
  count: number;
  actions: string[];
  firstName: string;
  lastName: string;
  role: ProfessionalRole | 'client';
}

/**
 * The accesses to a patient's data by professionals (never the patient's own account, never
 * another patient, never a device), grouped by author, calendar day in `timeZone` and kind, newest
 * group first; `limit` groups at most. The entries about the patient are found with `aboutPatient`:
 * their own, and the reports that listed them (PatientsStats writes one entry per report).
 */
export async function accessGroups(
  scope: Scope,
  { patientId }: PatientGrant,
  { timeZone, limit }: { timeZone: string; limit: number },
): Promise<AccessGroupRow[]> {
  // A health record system (/fhir/R4) is named by its client, with the role `client`.
  const role = sql`case when ${auditLog.actorClientId} is not null then 'client'
    else split_part(${auditLog.actorRoles}, ',', 1) end`;
  const day = sql`(${auditLog.at} at time zone ${timeZone})::date`;
  const kind = sql`case when ${auditLog.action} like '%.read'
      or ${auditLog.action} in (${sql.join(
        readActions.map((action) => sql`${action}`),
        sql`, `,
      )}) then 'viewed' else 'changed' end`;
  // Grouped and ordered by position: the day and the kind carry parameters, which PostgreSQL
  // would not recognise as the same expressions if they were written again.
  const result = (await scope.db.execute(sql`
    select to_char(${day}, 'YYYY-MM-DD') as day, ${kind} as kind,
      min(${auditLog.at}) as first_at, max(${auditLog.at}) as last_at, count(*)::int as count,
      array_agg(distinct ${auditLog.action}) as actions,
      coalesce(${users.firstName}, '') as first_name,
      coalesce(${users.lastName}, ${fhirClients.name}) as last_name, ${role} as role
    from ${auditLog}
    left join ${users} on ${users.id} = ${auditLog.actorUserId}
    left join ${fhirClients} on ${fhirClients.id} = ${auditLog.actorClientId}
    where ${aboutPatient(patientId)}
      and (${role} in (${sql.join(
        professionalRoles.map((value) => sql`${value}`),
        sql`, `,
      )}) and ${users.id} is not null or ${fhirClients.id} is not null)
      and ${auditLog.actorUserId} is distinct from
        (select ${patients.userId} from ${patients} where ${patients.id} = ${patientId})
    group by ${auditLog.actorUserId}, ${auditLog.actorClientId}, 1, 2, 7, 8, 9
    order by max(${auditLog.at}) desc, ${auditLog.actorUserId}, ${auditLog.actorClientId}, 2
    limit ${limit}`)) as unknown as {
    rows: {
      day: string;
      kind: 'viewed' | 'changed';
      first_at: string | Date;
      last_at: string | Date;
      count: number;
      actions: string[];
      first_name: string;
      last_name: string;
      role: ProfessionalRole | 'client';
    }[];
  };
  return result.rows.map((row) => ({
    day: row.day,
    kind: row.kind,
    firstAt: new Date(row.first_at),
    lastAt: new Date(row.last_at),
    count: Number(row.count),
    actions: row.actions,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
  }));
}
