/**
 * Queries of the rehabilitator module, on the scope's database or transaction: a rehabilitator's
 * own lists through the grant of `scope.ownRehabilitator`, a patient's data through the grant of
 * `scope.patient` or `scope.followedPatient` (docs/decisions/api-access-scope.md).
 */
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { PainReview } from '@oxilio/domain';
import { actsAsRehabilitator } from '../../auth/user';
import { painRiseFacts } from '../alerts/repository';
import {
  defaultObjectives,
  establishmentInvitations,
  establishments,
  objectives,
  patientRehabilitators,
  patients,
  users,
} from '../../db/schema';
import type { PatientGrant, RehabilitatorGrant, Scope } from '../../policy/scope';

/** One row of the patients list, as the list query builds it (JSON, one object per patient). */
export interface PatientListRow {
  patientId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  establishmentId: string | null;
  functionalCapacity: number | null;
  /** Equipment available during the sessions; null: not recorded. */
  availableEquipment: number[] | null;
  archived: boolean;
  main: boolean;
  pathologies: number[];
  mainPathology: number | null;
  deviceId: string | null;
  serialNumber: string | null;
  wheelType: string | null;
  hasSelfProgram: boolean;
  /** The facts of the pain rule (`painRiseFacts`, shared with the alerts). */
  painReviews: PainReview[];
  seenPainRise: string | null;
  /** Today in the establishment's time zone (in progress: the days are the 7 before it). */
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
 * The facts of the indicators besides the pain rule, as correlated subqueries on `p` (patients)
 * and `d.today` (the establishment's day): whether a self-rehabilitation program is in force
 * (patient_programs_patient_idx) and the last 7 days' metrics (daily_metrics PK). Shared with the
 * manager's follow-up list, so that both compute the same indicators (`computeIndicators`).
 */
export function indicatorFacts(): { hasSelfProgram: SQL; days: SQL } {
  return {
    hasSelfProgram: sql`exists (
        select 1 from patient_programs g
        where g.patient_id = p.id and g.is_self_rehabilitation and g.ended_at is null
      )`,
    days: sql`coalesce((
        select json_agg(json_build_object(
          'day', to_char(m.day, 'YYYY-MM-DD'),
          'stepCount', m.step_count,
          'activeTime', m.active_time,
          'wearTime', m.wear_time,
          'performance', m.performance
        ) order by m.day)
        from daily_metrics m
        -- The last 7 days: the completed days ending yesterday (indicators.ts, @oxilio/domain).
        where m.patient_id = p.id and m.day between d.today - 7 and d.today - 1
      ), '[]'::json)`,
  };
}

/**
 * The rehabilitator's patients with everything the indicators need, in ONE query whatever the
 * number of patients: correlated subqueries on indexed keys (patient_pathologies PK,
 * patient_programs_patient_idx, sessions_patient_day_idx + session_reviews PK, daily_metrics PK).
 */
export async function listLinkedPatients(
  scope: Scope,
  { rehabilitatorId }: RehabilitatorGrant,
  filter: { patientId?: string; archived?: boolean } = {},
): Promise<PatientListRow[]> {
  const conditions: SQL[] = [
    sql`pr.reeducator_id = ${rehabilitatorId}`,
    sql`pr.status = 'accepted'`,
    sql`pr.ended_at is null`,
  ];
  if (filter.patientId) {
    conditions.push(sql`p.id = ${filter.patientId}`);
  }
  if (filter.archived === true) {
    conditions.push(sql`(pr.archived_at is not null or p.archived_at is not null)`);
  } else if (filter.archived === false) {
    conditions.push(sql`pr.archived_at is null and p.archived_at is null`);
  }
  const pain = painRiseFacts();
  const facts = indicatorFacts();
  const result = await scope.db.execute(sql`
    select json_build_object(
      'patientId', p.id,
      'firstName', p.first_name,
      'lastName', p.last_name,
      'email', p.email,
      'phone', p.phone,
      'birthDate', to_char(p.birth_date, 'YYYY-MM-DD'),
      'establishmentId', p.establishment_id,
      'functionalCapacity', p.functional_capacity,
      'availableEquipment', p.available_equipment,
      'archived', (pr.archived_at is not null or p.archived_at is not null),
      'main', not exists (
        select 1 from patient_reeducators o
        where o.patient_id = p.id and o.status = 'accepted' and o.ended_at is null
          and o.id <> pr.id
          and (coalesce(o.answered_at, o.created_at), o.id) < (coalesce(pr.answered_at, pr.created_at), pr.id)
      ),
      'pathologies', coalesce((
        select json_agg(pp.pathology order by pp.is_main desc, pp.pathology)
        from patient_pathologies pp where pp.patient_id = p.id
      ), '[]'::json),
      'mainPathology', (
        select pp.pathology from patient_pathologies pp where pp.patient_id = p.id and pp.is_main
      ),
      'deviceId', da.device_id,
      'serialNumber', dv.serial_number,
      'wheelType', da.wheel_type,
      'hasSelfProgram', ${facts.hasSelfProgram},
      'painReviews', ${pain.reviews},
      'seenPainRise', ${pain.seenAt},
      'today', to_char(d.today, 'YYYY-MM-DD'),
      'days', ${facts.days}
    ) as item
    from patient_reeducators pr
    join patients p on p.id = pr.patient_id
    left join establishments e on e.id = p.establishment_id
    cross join lateral (
      select (now() at time zone coalesce(e.time_zone, 'Europe/Paris'))::date as today
    ) d
    left join device_assignments da on da.patient_id = p.id and da.unassigned_at is null
    left join devices dv on dv.id = da.device_id
    where ${sql.join(conditions, sql` and `)}
    order by p.last_name, p.first_name, p.id
  `);
  const rows = (result as unknown as { rows: { item: PatientListRow | string }[] }).rows;
  return rows.map((row) =>
    typeof row.item === 'string' ? (JSON.parse(row.item) as PatientListRow) : row.item,
  );
}

export async function pendingLinks(scope: Scope, { rehabilitatorId }: RehabilitatorGrant) {
  return scope.db
    .select({
      id: patientRehabilitators.id,
      origin: patientRehabilitators.origin,
      status: patientRehabilitators.status,
      createdAt: patientRehabilitators.createdAt,
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      // A manager's request (origin 'establishment'): who asked, for the patient's establishment.
      requesterFirstName: users.firstName,
      requesterLastName: users.lastName,
      establishmentName: establishments.name,
      timeZone: establishments.timeZone,
    })
    .from(patientRehabilitators)
    .innerJoin(patients, eq(patients.id, patientRehabilitators.patientId))
    .leftJoin(users, eq(users.id, patientRehabilitators.requestedByUserId))
    .leftJoin(establishments, eq(establishments.id, patients.establishmentId))
    .where(
      and(
        eq(patientRehabilitators.reeducatorId, rehabilitatorId),
        eq(patientRehabilitators.status, 'pending'),
        isNull(patientRehabilitators.endedAt),
      ),
    )
    .orderBy(desc(patientRehabilitators.createdAt));
}

/**
 * The follow-ups of this rehabilitator the patients ended since `since`, newest first, with the
 * patient's names and establishment's time zone (null without one). A patient followed again since
 * (an open follow-up) is left out.
 */
export async function endedByPatients(
  scope: Scope,
  { rehabilitatorId }: RehabilitatorGrant,
  since: Date,
) {
  return scope.db
    .select({
      followUpId: patientRehabilitators.id,
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      endedAt: sql<Date>`${patientRehabilitators.endedAt}`.mapWith(patientRehabilitators.endedAt),
      timeZone: establishments.timeZone,
    })
    .from(patientRehabilitators)
    .innerJoin(patients, eq(patients.id, patientRehabilitators.patientId))
    .leftJoin(establishments, eq(establishments.id, patients.establishmentId))
    .where(
      and(
        eq(patientRehabilitators.reeducatorId, rehabilitatorId),
        eq(patientRehabilitators.endedBy, 'patient'),
        gte(patientRehabilitators.endedAt, since),
        sql`not exists (
          select 1 from patient_reeducators o
          where o.patient_id = ${patientRehabilitators.patientId}
            and o.reeducator_id = ${patientRehabilitators.reeducatorId}
            and o.status in ('pending','accepted') and o.ended_at is null
        )`,
      ),
    )
    .orderBy(desc(patientRehabilitators.endedAt));
}

export async function pendingEstablishmentInvitations(
  scope: Scope,
  { rehabilitatorId }: RehabilitatorGrant,
) {
  return scope.db
    .select({
      id: establishmentInvitations.id,
      establishmentId: establishments.id,
      establishmentName: establishments.name,
      createdAt: establishmentInvitations.createdAt,
      timeZone: establishments.timeZone,
    })
    .from(establishmentInvitations)
    .innerJoin(establishments, eq(establishments.id, establishmentInvitations.establishmentId))
    .where(
      and(
        eq(establishmentInvitations.reeducatorId, rehabilitatorId),
        eq(establishmentInvitations.status, 'pending'),
        eq(establishmentInvitations.origin, 'establishment'),
      ),
    )
    .orderBy(desc(establishmentInvitations.createdAt));
}

/** The patient (archived or not), when the rehabilitator may ask to follow them. */
export async function findInvitablePatient(
  scope: Scope,
  rehabilitator: RehabilitatorGrant,
  patientId: string,
) {
  const [row] = await scope.db
    .select({ patientId: patients.id, archivedAt: patients.archivedAt })
    .from(patients)
    .where(and(eq(patients.id, patientId), scope.invitablePatients(rehabilitator)));
  return row ?? null;
}

/** The open (pending or accepted, not ended) link between the patient and the rehabilitator. */
export async function findOpenLink(
  scope: Scope,
  { rehabilitatorId }: RehabilitatorGrant,
  patientId: string,
) {
  const [row] = await scope.db
    .select()
    .from(patientRehabilitators)
    .where(
      and(
        eq(patientRehabilitators.reeducatorId, rehabilitatorId),
        eq(patientRehabilitators.patientId, patientId),
        inArray(patientRehabilitators.status, ['pending', 'accepted']),
        isNull(patientRehabilitators.endedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The fewest digits of a phone number searched whole: a French or Luxembourg mobile without its prefix. */
const wholePhoneDigits = 9;

export interface SearchCriteria {
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
}

/** GET Patients: the patients the caller may find (403 for whoever may search none). */
export async function searchPatients(scope: Scope, criteria: SearchCriteria, limit = 50) {
  const conditions: (SQL | undefined)[] = [scope.searchablePatients(), isNull(patients.archivedAt)];
  const { user } = scope;
  const rehabilitatorId = actsAsRehabilitator(user) ? user.reeducatorId : null;
  if (criteria.firstName) {
    conditions.push(ilike(patients.firstName, `%${escapeLike(criteria.firstName.trim())}%`));
  }
  if (criteria.lastName) {
    conditions.push(ilike(patients.lastName, `%${escapeLike(criteria.lastName.trim())}%`));
  }
  // A rehabilitator finds a patient who has not accepted them by their whole email or phone only:
  // a fragment that matched would tell, one guess after another, what their contact details are
  // (docs/decisions/portal-rehabilitator-patients.md, "Search privacy").
  const whole = (partial: SQL, complete: SQL) =>
    rehabilitatorId
      ? or(and(eq(patientRehabilitators.status, 'accepted'), partial), complete)
      : partial;
  if (criteria.email) {
    const email = criteria.email.trim();
    conditions.push(
      whole(
        ilike(patients.email, `%${escapeLike(email)}%`),
        sql`lower(${patients.email}) = lower(${email})`,
      ),
    );
  }
  if (criteria.phone) {
    // Leading zeros are the national (0) or international (00) prefix: "06 98..." finds "+33 6 98...".
    const digits = criteria.phone.replace(/[^0-9]/g, '').replace(/^0+/, '');
    const stored = sql`regexp_replace(coalesce(${patients.phone}, ''), '[^0-9]', '', 'g')`;
    conditions.push(
      digits
        ? whole(
            sql`${stored} like ${`%${digits}%`}`,
            // A whole number: at least a national number's digits, at the end of the stored ones.
            digits.length >= wholePhoneDigits ? sql`${stored} like ${`%${digits}`}` : sql`false`,
          )
        : sql`false`,
    );
  }
  // At most one open link per patient and rehabilitator (unique index patient_reeducators_one_open).
  return scope.db
    .select({
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
      phone: patients.phone,
      establishmentId: patients.establishmentId,
      link: patientRehabilitators.status,
    })
    .from(patients)
    .leftJoin(
      patientRehabilitators,
      rehabilitatorId
        ? and(
            eq(patientRehabilitators.patientId, patients.id),
            eq(patientRehabilitators.reeducatorId, rehabilitatorId),
            inArray(patientRehabilitators.status, ['pending', 'accepted']),
            isNull(patientRehabilitators.endedAt),
          )
        : sql`false`,
    )
    .where(and(...conditions))
    .orderBy(asc(patients.lastName), asc(patients.firstName), asc(patients.id))
    .limit(limit);
}

/** The objectives in force on `day` (latest valid_from <= day per metric key). */
export async function objectivesInForce(scope: Scope, { patientId }: PatientGrant, day: string) {
  return scope.db
    .selectDistinctOn([objectives.metricKey], {
      metricKey: objectives.metricKey,
      value: objectives.value,
      validFrom: objectives.validFrom,
    })
    .from(objectives)
    .where(and(eq(objectives.patientId, patientId), lte(objectives.validFrom, day)))
    .orderBy(asc(objectives.metricKey), desc(objectives.validFrom));
}

/** The default objectives of a functional capacity (reference data). */
export async function defaultObjectivesFor(scope: Scope, capacity: number | null) {
  if (capacity === null) {
    return [];
  }
  return scope.db
    .select({ metricKey: defaultObjectives.metricKey, value: defaultObjectives.value })
    .from(defaultObjectives)
    .where(eq(defaultObjectives.functionalCapacity, capacity));
}

export async function patientSettingsRow(scope: Scope, { patientId }: PatientGrant) {
  const [row] = await scope.db
    .select({
      patientId: patients.id,
      functionalCapacity: patients.functionalCapacity,
      settings: patients.settings,
      timeZone: establishments.timeZone,
    })
    .from(patients)
    .leftJoin(establishments, eq(establishments.id, patients.establishmentId))
    .where(eq(patients.id, patientId));
  return row ?? null;
}

export type LinkRow = typeof patientRehabilitators.$inferSelect;

/** A new link, asked by the rehabilitator (pending until the patient answers). */
export async function insertLink(
  scope: Scope,
  { rehabilitatorId }: RehabilitatorGrant,
  patientId: string,
): Promise<LinkRow> {
  const [row] = await scope.db
    .insert(patientRehabilitators)
    .values({ patientId, reeducatorId: rehabilitatorId, origin: 'reeducator' })
    .returning();
  return row!;
}

/** Changes one of the rehabilitator's links (`findOpenLink`). */
export async function updateLink(
  scope: Scope,
  { rehabilitatorId }: RehabilitatorGrant,
  linkId: string,
  change: PgUpdateSetSource<typeof patientRehabilitators>,
): Promise<LinkRow> {
  const [row] = await scope.db
    .update(patientRehabilitators)
    .set(change)
    .where(
      and(
        eq(patientRehabilitators.id, linkId),
        eq(patientRehabilitators.reeducatorId, rehabilitatorId),
      ),
    )
    .returning();
  return row!;
}

/** The patient's objectives from `validFrom` on (one change a day per key: the last one wins). */
export async function setObjectives(
  scope: Scope,
  { patientId }: PatientGrant,
  values: ReadonlyMap<string, number>,
  validFrom: string,
): Promise<void> {
  const setByUserId = scope.user.userId;
  await scope.db
    .insert(objectives)
    .values(
      [...values].map(([metricKey, value]) => ({
        patientId,
        metricKey,
        value,
        validFrom,
        setByUserId,
      })),
    )
    .onConflictDoUpdate({
      target: [objectives.patientId, objectives.metricKey, objectives.validFrom],
      set: { value: sql`excluded.value`, setByUserId: sql`excluded.set_by_user_id` },
    });
}

/** Merges `settings` into the patient's other settings (the keys sent replace theirs). */
export async function mergePatientSettings(
  scope: Scope,
  { patientId }: PatientGrant,
  settings: Record<string, unknown>,
): Promise<void> {
  await scope.db
    .update(patients)
    .set({
      settings: sql`${patients.settings} || ${JSON.stringify(settings)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(patients.id, patientId));
}
