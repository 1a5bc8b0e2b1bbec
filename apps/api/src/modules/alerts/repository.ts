/** Queries of the alerts module (the service checks the policy first). */
import { alertRules, type AlertKind, type PainReview } from '@oxilio/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { PatientGrant, RehabilitatorGrant, Scope } from '../../policy/scope';
import { alertViews } from '../../db/schema';

/** What the alert rules need of one current patient, as the list query builds it. */
export interface AlertFactsRow {
  patientId: string;
  firstName: string;
  lastName: string;
  /** Today in the establishment's time zone. */
  today: string;
  /** The latest reviews within the rule's days, oldest first (at most `alertRules.painRise.reviews`). */
  reviews: PainReview[];
  /** Wear time summed over the recent window (missing days count as 0). */
  recentWear: number;
  /** Wear time summed over the reference window, and its days with wear time. */
  previousWear: number;
  previousDays: number;
  seenPainRise: string | null;
  seenWearDrop: string | null;
}

/**
 * The facts of the pain rule for the patient `p` and the rehabilitator `pr.reeducator_id` of a query
 * over `patient_reeducators pr join patients p` that has the establishment's `d.today`: the latest
 * reviews within the rule's days, oldest first, as JSON, and when this rehabilitator marked the
 * pain-rise alert seen. The alerts and the patients list's indicator read these same facts, and
 * `unseenPainRise` of the domain package decides (one rule).
 */
export function painRiseFacts(): { reviews: SQL; seenAt: SQL } {
  const pain = alertRules.painRise;
  return {
    reviews: sql`coalesce((
        select json_agg(json_build_object('pain', t.pain, 'submittedAt', t.submitted_at)
          order by t.submitted_at, t.session_id)
        from (
          select r.pain, r.submitted_at, r.session_id
          from sessions s join session_reviews r on r.session_id = s.id
          where s.patient_id = p.id
            and s.day >= d.today - ${pain.withinDays}::int
            and r.submitted_at >= now() - make_interval(days => ${pain.withinDays}::int)
          order by r.submitted_at desc, r.session_id desc
          limit ${pain.reviews}::int
        ) t
      ), '[]'::json)`,
    seenAt: sql`(
        select v.seen_at from alert_views v
        where v.reeducator_id = pr.reeducator_id and v.patient_id = p.id and v.kind = 'painRise'
      )`,
  };
}

/**
 * The rehabilitator's current patients (accepted, neither ended nor archived) with the facts of the
 * alert rules, in ONE query whatever the number of patients: correlated subqueries on indexed keys
 * (sessions_patient_day_idx + session_reviews PK, daily_metrics PK (patient_id, day), alert_views PK).
 */
export async function alertFacts(
  scope: Scope,
  { rehabilitatorId }: RehabilitatorGrant,
  patientId?: string,
): Promise<AlertFactsRow[]> {
  const pain = painRiseFacts();
  const wear = alertRules.wearDrop;
  const conditions: SQL[] = [
    sql`pr.reeducator_id = ${rehabilitatorId}`,
    sql`pr.status = 'accepted'`,
    sql`pr.ended_at is null`,
    sql`pr.archived_at is null`,
    sql`p.archived_at is null`,
  ];
  if (patientId) {
    conditions.push(sql`p.id = ${patientId}`);
  }
  const recentFrom = wear.recentDays;
  const previousFrom = wear.recentDays + wear.previousDays;
  const result = await scope.db.execute(sql`
    select json_build_object(
      'patientId', p.id,
      'firstName', p.first_name,
      'lastName', p.last_name,
      'today', to_char(d.today, 'YYYY-MM-DD'),
      'reviews', ${pain.reviews},
      'recentWear', w.recent_wear,
      'previousWear', w.previous_wear,
      'previousDays', w.previous_days,
      'seenPainRise', ${pain.seenAt},
      'seenWearDrop', (
        select v.seen_at from alert_views v
        where v.reeducator_id = pr.reeducator_id and v.patient_id = p.id and v.kind = 'wearDrop'
      )
    ) as item
    from patient_reeducators pr
    join patients p on p.id = pr.patient_id
    left join establishments e on e.id = p.establishment_id
    cross join lateral (
      select (now() at time zone coalesce(e.time_zone, 'Europe/Paris'))::date as today
    ) d
    cross join lateral (
      select
        coalesce(sum(m.wear_time) filter (where m.day >= d.today - ${recentFrom}::int), 0)
          as recent_wear,
        coalesce(sum(m.wear_time) filter (where m.day < d.today - ${recentFrom}::int), 0)
          as previous_wear,
        count(*) filter (where m.day < d.today - ${recentFrom}::int and m.wear_time > 0)
          as previous_days
      from daily_metrics m
      where m.patient_id = p.id
        and m.day between d.today - ${previousFrom}::int and d.today - 1
    ) w
    where ${sql.join(conditions, sql` and `)}
    order by p.last_name, p.first_name, p.id
  `);
  const rows = (result as unknown as { rows: { item: AlertFactsRow | string }[] }).rows;
  return rows.map((row) =>
    typeof row.item === 'string' ? (JSON.parse(row.item) as AlertFactsRow) : row.item,
  );
}

/** Marks the alert seen now (again, if it was seen before). */
export async function markSeen(
  scope: Scope,
  view: PatientGrant & RehabilitatorGrant,
  kind: AlertKind,
): Promise<Date> {
  const [row] = await scope.db
    .insert(alertViews)
    .values({
      reeducatorId: view.rehabilitatorId,
      patientId: view.patientId,
      kind,
      seenAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [alertViews.reeducatorId, alertViews.patientId, alertViews.kind],
      set: { seenAt: sql`now()` },
    })
    .returning({ seenAt: alertViews.seenAt });
  return row!.seenAt;
}
