/**
 * Data access of device ingestion, on the public scope's database or transaction: the device is
 * found by its id (the locating read `scope.device` judges by the secret), then everything it
 * writes takes the grant of its proved secret (docs/decisions/api-access-scope.md).
 */
import { deviceMetricKeys, type MeasurementsBody } from '@oxilio/domain/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import { metricDefinitions } from '../../db/metrics';
import { dailyMetrics, deviceAssignments, devices, establishments } from '../../db/schema';
import type { DeviceGrant, PublicScope } from '../../policy/scope';

/** A device in service, with its secret hash and its establishment's time zone. */
export async function findActiveDevice(scope: PublicScope, deviceId: string) {
  if (!isUuid(deviceId)) {
    return null;
  }
  const [device] = await scope.db
    .select({
      id: devices.id,
      secretHash: devices.secretHash,
      timeZone: establishments.timeZone,
    })
    .from(devices)
    .leftJoin(establishments, eq(establishments.id, devices.establishmentId))
    .where(and(eq(devices.id, deviceId), isNull(devices.retiredAt)));
  return device ?? null;
}

/** The patient the device is associated with now, if any. */
export async function activeAssignment(scope: PublicScope, { deviceId }: DeviceGrant) {
  const [assignment] = await scope.db
    .select({ patientId: deviceAssignments.patientId, assignedAt: deviceAssignments.assignedAt })
    .from(deviceAssignments)
    .where(and(eq(deviceAssignments.deviceId, deviceId), isNull(deviceAssignments.unassignedAt)));
  return assignment ?? null;
}

/**
 * The device spoke: `last_seen_at` becomes the time its records are stored (the transaction's
 * time), never earlier than a value already there (two API processes whose clocks differ a little).
 */
export async function markSeen(
  scope: PublicScope,
  { deviceId }: DeviceGrant,
  firmwareVersion: string | null,
): Promise<void> {
  await scope.db
    .update(devices)
    .set({
      lastSeenAt: sql`greatest(${devices.lastSeenAt}, now())`,
      ...(firmwareVersion !== null ? { firmwareVersion } : {}),
    })
    .where(eq(devices.id, deviceId));
}

const deviceColumns = deviceMetricKeys.map((key) => metricDefinitions[key].column);

/**
 * Writes the days the device sent for its patient (`patientId`: its `activeAssignment`'s);
 * re-sending a day replaces it (a key absent now is cleared).
 */
export async function replaceDays(
  scope: PublicScope,
  { deviceId }: DeviceGrant,
  patientId: string,
  records: MeasurementsBody['records'],
): Promise<void> {
  await scope.db
    .insert(dailyMetrics)
    .values(
      records.map((record) => {
        const values: Record<string, number | null> = {};
        for (const key of deviceMetricKeys) {
          values[metricDefinitions[key].column] = record.metrics[key] ?? null;
        }
        return {
          patientId,
          day: record.day,
          deviceId,
          ...values,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [dailyMetrics.patientId, dailyMetrics.day],
      set: {
        ...Object.fromEntries(
          deviceColumns.map((column) => [
            column,
            sql.raw(`excluded."${dailyMetrics[column].name}"`),
          ]),
        ),
        deviceId: sql`excluded.device_id`,
        updatedAt: sql`now()`,
      },
    });
}
