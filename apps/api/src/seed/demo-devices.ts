/**
 * The demo's devices seen when they spoke (docs/decisions/api-device-last-seen.md): each device's
 * `last_seen_at` is when the last day it sent was received, and one resident's device has been
 * silent for a week, so that the manager's devices page shows the flag.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';

/** The resident's device that stopped sending: its last day of data is 8 days before today. */
export const demoSilentDevice = {
  /** Index of the resident in the demo's loop of other residents. */
  residentIndex: 10,
  serialNumber: 'OX-A-0011',
  silentForDays: 8,
} as const;

/**
 * Sets every device's `last_seen_at` from the days written for it (the seed writes days, not
 * sendings): the latest `received_at` of its rows, which the builder never puts after now.
 */
export async function markDemoDevicesSeen(executor: DbExecutor): Promise<void> {
  await executor.execute(sql`
    update devices d set last_seen_at = s.received_at
    from (
      select device_id, max(received_at) as received_at
      from daily_metrics where device_id is not null
      group by device_id
    ) s
    where s.device_id = d.id`);
}
