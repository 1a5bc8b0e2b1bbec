/**
 * The demo's achievements, dated as if they had been earned day by day
 * (docs/decisions/portal-patient-day.md).
 *
 * The seed writes 180 days at once and recomputes the stars in one go, so every rank and tag it
 * records is stamped with the moment of seeding. Here each one gets the evening of the day it was
 * really reached: the day the cumulative stars crossed the rank's threshold, the day of the n-th
 * completed self-rehabilitation session, the day the n-th day in a row with a star was reached,
 * the day the metres walked in total crossed the distance. The profile's rank and success tabs then
 * show a history, and the one tag left unseen for the start-up modal is the latest earned.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';

/** When an achievement of `day` is dated: 19:00 in the establishment's time zone, never later than now. */
const eveningOf = (day: SQL, now: Date) =>
  sql`least(${now.toISOString()}::timestamptz, ((${day}) + time '19:00') at time zone tz.zone)`;

export async function dateDemoAchievements(
  executor: DbExecutor,
  { patientIds, demoPatientId, now }: { patientIds: string[]; demoPatientId: string; now: Date },
): Promise<void> {
  if (patientIds.length === 0) {
    return;
  }
  const ids = sql`array[${sql.join(
    patientIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  // The establishment's time zone of each patient.
  const zoneOf = (patient: SQL) => sql`(
    select coalesce(e.time_zone, 'Europe/Paris') as zone
    from patients p left join establishments e on e.id = p.establishment_id
    where p.id = ${patient}
  ) tz`;

  await executor.execute(sql`
    update patient_ranks pr set reached_at = coalesce((
      select ${eveningOf(sql`t.day`, now)}
      from (
        select d.day, sum(coalesce(d.stars, 0)) over (order by d.day) as total
        from daily_metrics d where d.patient_id = pr.patient_id
      ) t, ranks r, ${zoneOf(sql`pr.patient_id`)}
      where r.id = pr.rank_id and t.total >= r.min_stars
      order by t.day limit 1
    ), pr.reached_at)
    where pr.patient_id = any(${ids})`);

  await executor.execute(sql`
    update patient_tags pt set earned_at = coalesce((
      select ${eveningOf(sql`x.day`, now)}
      from (
        select case g.kind
          when 'distance' then (
            select t.day from (
              select d.day, sum(coalesce(d.walk_distance, 0)) over (order by d.day) as total
              from daily_metrics d where d.patient_id = pt.patient_id
            ) t where t.total >= g.threshold order by t.day limit 1)
          when 'sessions' then (
            select t.day from (
              select s.day, row_number() over (order by s.day, s.completed_at) as n
              from sessions s left join session_reviews v on v.session_id = s.id
              where s.patient_id = pt.patient_id and s.is_self_rehabilitation
                and (s.status = 'done' or s.completed_at is not null or v.session_id is not null)
            ) t where t.n >= g.threshold order by t.day limit 1)
          when 'streak' then (
            select t.day from (
              select i.day, row_number() over (partition by i.island order by i.day) as run
              from (
                select d.day, d.day - (row_number() over (order by d.day))::int as island
                from daily_metrics d where d.patient_id = pt.patient_id and d.stars >= 1
              ) i
            ) t where t.run >= g.threshold order by t.day limit 1)
        end as day
        from tags g where g.id = pt.tag_id
      ) x, ${zoneOf(sql`pt.patient_id`)}
      where x.day is not null
    ), pt.earned_at)
    where pt.patient_id = any(${ids})`);

  // The demo patient's start-up modal announces the tag earned last, not an old one.
  await executor.execute(sql`
    update patient_tags set seen_at = ${now.toISOString()}::timestamptz
    where patient_id = ${demoPatientId}`);
  await executor.execute(sql`
    update patient_tags set seen_at = null
    where patient_id = ${demoPatientId}
      and tag_id = (
        select tag_id from patient_tags where patient_id = ${demoPatientId}
        order by earned_at desc, tag_id limit 1)`);
}
