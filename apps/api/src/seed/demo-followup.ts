/**
 * Demo data for a rehabilitator following patients (docs/decisions/clinical-context.md): the demo
 * patient's follow-up settings, and one other patient of the demo rehabilitator whose gait
 * asymmetry worsens over the last two weeks, so that the synthesis flags a trend on real data. (A
 * patient crossing a walking speed band comes from the simulated progress already.)
 */
import { sql } from 'drizzle-orm';
import { addDays } from '@oxilio/domain';
import type { DbExecutor } from '../db/client';

/** Added to both asymmetry ratios over the last 14 days: beyond the 0.05 margin of a worsening. */
const asymmetryRise = 0.12;

/** Writes the follow-up demo; returns the number of rows changed. */
export async function demoFollowUp(
  executor: DbExecutor,
  rehabilitatorEmail: string,
  demoPatientId: string,
  today: string,
): Promise<number> {
  await executor.execute(sql`
    update patients set settings = settings || ${JSON.stringify({
      weeklySelfRehabilitationSessions: 3,
      sessionReminderTime: '09:30',
      comment: 'Travail de l’appui sur le côté droit ; surveiller la fatigue en fin de séance.',
    })}::jsonb
    where id = ${demoPatientId}`);
  // The first patient (by name) of the demo rehabilitator, besides the demo patient, who walks.
  const found = (await executor.execute(sql`
    select pr.patient_id
    from patient_reeducators pr
    join reeducators r on r.id = pr.reeducator_id
    join users u on u.id = r.user_id
    join patients p on p.id = pr.patient_id
    where u.email = ${rehabilitatorEmail} and pr.status = 'accepted'
      and pr.ended_at is null and pr.patient_id <> ${demoPatientId}
      and exists (
        select 1 from daily_metrics d
        where d.patient_id = pr.patient_id and d.day > ${addDays(today, -28)}
          and d.step_time_asymmetry is not null)
    order by p.last_name, p.first_name
    limit 1`)) as unknown as { rows: { patient_id: string }[] };
  const patientId = found.rows[0]?.patient_id;
  if (!patientId) {
    return 1;
  }
  const updated = (await executor.execute(sql`
    update daily_metrics
    set step_time_asymmetry = step_time_asymmetry + ${asymmetryRise},
        step_distance_asymmetry = step_distance_asymmetry + ${asymmetryRise}
    where patient_id = ${patientId} and day > ${addDays(today, -14)}
      and step_time_asymmetry is not null
    returning day`)) as unknown as { rows: unknown[] };
  return 1 + updated.rows.length;
}
