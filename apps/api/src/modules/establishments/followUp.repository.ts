/**
 * The manager's follow-up list: the establishment's current patients with who follows them, what
 * they lack and the facts of the rehabilitator's indicators, in ONE query whatever the number of
 * patients (docs/decisions/manager-follow-up.md). Correlated subqueries on indexed keys:
 * patients_establishment_idx, patient_reeducators_patient_idx, objectives_patient_key_from,
 * device_assignments_patient_idx, and the indicators' own (`indicatorFacts`, `painRiseFacts`).
 */
import { sql } from 'drizzle-orm';
import type { NextStepFacts, PainReview } from '@oxilio/domain';
import type { EstablishmentGrant, Scope } from '../../policy/scope';
import { painRiseFacts } from '../alerts/repository';
import { indicatorFacts } from '../rehabilitators/repository';

export interface FollowUpRow {
  patientId: string;
  firstName: string;
  lastName: string;
  functionalCapacity: number | null;
  registrationStatus: string;
  archiveScheduledFor: string | null;
  deviceId: string | null;
  serialNumber: string | null;
  wheelType: string | null;
  /** Accepted, neither ended nor moved to the rehabilitator's archives; the main one first. */
  rehabilitators: { reeducatorId: string; firstName: string; lastName: string }[];
  /** A follow-up asked and not answered yet (by the patient, a rehabilitator or a manager). */
  followUpPending: boolean;
  hasOwnObjectives: boolean;
  hasSelfProgram: boolean;
  painReviews: PainReview[];
  today: string;
  days: {
    day: string;
    stepCount: number | null;
    activeTime: number | null;
    wearTime: number | null;
    performance: number | null;
  }[];
}

/**
 * The rules both statements share, on a patient `p` of the establishment `e` and its day `d.today`
 * (`establishmentDay`): who follows the patient (accepted, neither ended nor moved to that
 * rehabilitator's archives), and objectives of their own in force.
 */
const followsPatient = sql`pr.patient_id = p.id and pr.status = 'accepted' and pr.ended_at is null
  and pr.archived_at is null`;
const ownObjectivesInForce = sql`exists (
  select 1 from objectives o where o.patient_id = p.id and o.valid_from <= d.today
)`;
const establishmentDay = sql`cross join lateral (
  select (now() at time zone coalesce(e.time_zone, 'Europe/Paris'))::date as today
) d`;

/**
 * The facts of `nextStepsOf` for every current patient of the establishment, ONE statement and
 * nothing of the indicators (the home's counts): the same rules as `listFollowUp`.
 */
export async function nextStepFacts(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
): Promise<NextStepFacts[]> {
  const result = await scope.db.execute(sql`
    select
      (select count(*)::int from patient_reeducators pr where ${followsPatient})
        as "rehabilitatorCount",
      exists (
        select 1 from device_assignments da
        where da.patient_id = p.id and da.unassigned_at is null
      ) as "hasDevice",
      p.functional_capacity as "functionalCapacity",
      ${ownObjectivesInForce} as "hasOwnObjectives"
    from patients p
    join establishments e on e.id = p.establishment_id
    ${establishmentDay}
    where p.establishment_id = ${establishmentId} and p.archived_at is null
  `);
  return (result as unknown as { rows: NextStepFacts[] }).rows;
}

export async function listFollowUp(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
): Promise<FollowUpRow[]> {
  const pain = painRiseFacts();
  const facts = indicatorFacts();
  const result = await scope.db.execute(sql`
    select json_build_object(
      'patientId', p.id,
      'firstName', p.first_name,
      'lastName', p.last_name,
      'functionalCapacity', p.functional_capacity,
      'registrationStatus', p.registration_status,
      'archiveScheduledFor', to_char(p.archive_scheduled_for, 'YYYY-MM-DD'),
      'deviceId', da.device_id,
      'serialNumber', dv.serial_number,
      'wheelType', da.wheel_type,
      'rehabilitators', coalesce((
        select json_agg(json_build_object(
          'reeducatorId', r.id, 'firstName', u.first_name, 'lastName', u.last_name
        ) order by coalesce(pr.answered_at, pr.created_at), pr.id)
        from patient_reeducators pr
        join reeducators r on r.id = pr.reeducator_id
        join users u on u.id = r.user_id
        where ${followsPatient}
      ), '[]'::json),
      'followUpPending', exists (
        select 1 from patient_reeducators q
        where q.patient_id = p.id and q.status = 'pending' and q.ended_at is null
      ),
      'hasOwnObjectives', ${ownObjectivesInForce},
      'hasSelfProgram', ${facts.hasSelfProgram},
      'painReviews', ${pain.reviews},
      'today', to_char(d.today, 'YYYY-MM-DD'),
      'days', ${facts.days}
    ) as item
    from patients p
    join establishments e on e.id = p.establishment_id
    ${establishmentDay}
    left join device_assignments da on da.patient_id = p.id and da.unassigned_at is null
    left join devices dv on dv.id = da.device_id
    where p.establishment_id = ${establishmentId} and p.archived_at is null
    order by p.last_name, p.first_name, p.id
  `);
  const rows = (result as unknown as { rows: { item: FollowUpRow | string }[] }).rows;
  return rows.map((row) =>
    typeof row.item === 'string' ? (JSON.parse(row.item) as FollowUpRow) : row.item,
  );
}
