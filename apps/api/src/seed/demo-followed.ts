/**
 * The demo rehabilitator's patients as the demo records of progress (test results, goals) read
 * them: followed now, not archived, the demo patient first, then by name; at most twelve.
 */
import { FunctionalCapacity } from '@oxilio/domain';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';

export interface FollowedPatient {
  readonly id: string;
  /** The recorded capacity; standing when none is recorded. */
  readonly capacity: FunctionalCapacity;
  readonly rehabilitatorId: string;
  readonly rehabilitatorUserId: string;
}

export async function patientsFollowedBy(
  executor: DbExecutor,
  rehabilitatorEmail: string,
  demoPatientId: string,
): Promise<FollowedPatient[]> {
  const found = (await executor.execute(sql`
    select p.id, p.functional_capacity, r.id as reeducator_id, u.id as user_id
    from patient_reeducators pr
    join reeducators r on r.id = pr.reeducator_id
    join users u on u.id = r.user_id
    join patients p on p.id = pr.patient_id
    where u.email = ${rehabilitatorEmail} and pr.status = 'accepted'
      and pr.ended_at is null and p.archived_at is null
    order by p.id = ${demoPatientId} desc, p.last_name, p.first_name
    limit 12`)) as unknown as {
    rows: {
      id: string;
      functional_capacity: number | null;
      reeducator_id: string;
      user_id: string;
    }[];
  };
  return found.rows.map((row) => ({
    id: row.id,
    capacity: (row.functional_capacity ?? FunctionalCapacity.Standing) as FunctionalCapacity,
    rehabilitatorId: row.reeducator_id,
    rehabilitatorUserId: row.user_id,
  }));
}
