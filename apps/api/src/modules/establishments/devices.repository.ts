/** Queries of an establishment's devices and their association with its patients. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { deviceAssignments, devices, establishments, patients } from '../../db/schema';

/** Devices of the establishment (not retired) with the patient each is associated with. */
export async function listDevices(executor: DbExecutor, establishmentId: string) {
  return executor
    .select({
      deviceId: devices.id,
      serialNumber: devices.serialNumber,
      lastSeenAt: devices.lastSeenAt,
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      wheelType: deviceAssignments.wheelType,
      assignedAt: deviceAssignments.assignedAt,
    })
    .from(devices)
    .leftJoin(
      deviceAssignments,
      and(eq(deviceAssignments.deviceId, devices.id), isNull(deviceAssignments.unassignedAt)),
    )
    .leftJoin(patients, eq(patients.id, deviceAssignments.patientId))
    .where(and(eq(devices.establishmentId, establishmentId), isNull(devices.retiredAt)))
    .orderBy(asc(devices.serialNumber));
}

/** The device, locked for the association, when it belongs to the establishment. */
export async function lockDevice(executor: DbExecutor, deviceId: string, establishmentId: string) {
  const [row] = await executor
    .select({ deviceId: devices.id, serialNumber: devices.serialNumber })
    .from(devices)
    .where(
      and(
        eq(devices.id, deviceId),
        eq(devices.establishmentId, establishmentId),
        isNull(devices.retiredAt),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function activeAssignments(executor: DbExecutor, deviceId: string, patientId: string) {
  return executor
    .select({
      id: deviceAssignments.id,
      deviceId: deviceAssignments.deviceId,
      patientId: deviceAssignments.patientId,
    })
    .from(deviceAssignments)
    .where(
      and(
        isNull(deviceAssignments.unassignedAt),
        sql`(${deviceAssignments.deviceId} = ${deviceId} or ${deviceAssignments.patientId} = ${patientId})`,
      ),
    );
}

export async function patientDeviceState(executor: DbExecutor, patientId: string) {
  const [row] = await executor
    .select({
      patientId: patients.id,
      archivedAt: patients.archivedAt,
      serviceEndedAt: patients.serviceEndedAt,
      archiveScheduledFor: patients.archiveScheduledFor,
      timeZone: establishments.timeZone,
      assignmentId: deviceAssignments.id,
      deviceId: devices.id,
      serialNumber: devices.serialNumber,
      wheelType: deviceAssignments.wheelType,
    })
    .from(patients)
    .leftJoin(establishments, eq(establishments.id, patients.establishmentId))
    .leftJoin(
      deviceAssignments,
      and(eq(deviceAssignments.patientId, patients.id), isNull(deviceAssignments.unassignedAt)),
    )
    .leftJoin(devices, eq(devices.id, deviceAssignments.deviceId))
    .where(eq(patients.id, patientId));
  return row ?? null;
}
/** Associates the device with the patient; a new device resumes the service (no archiving). */
export async function associate(
  executor: DbExecutor,
  association: { deviceId: string; patientId: string; wheelType: string | null; byUserId: string },
): Promise<void> {
  await executor.insert(deviceAssignments).values({
    deviceId: association.deviceId,
    patientId: association.patientId,
    wheelType: association.wheelType,
    assignedByUserId: association.byUserId,
  });
  await executor
    .update(patients)
    .set({ serviceEndedAt: null, archiveScheduledFor: null, updatedAt: sql`now()` })
    .where(eq(patients.id, association.patientId));
}

export async function dissociate(
  executor: DbExecutor,
  assignmentId: string,
  byUserId: string,
): Promise<void> {
  await executor
    .update(deviceAssignments)
    .set({ unassignedAt: sql`now()`, unassignedByUserId: byUserId })
    .where(eq(deviceAssignments.id, assignmentId));
}

/** Ends the service now; the account is archived on `archiveScheduledFor`. */
export async function endService(
  executor: DbExecutor,
  patientId: string,
  archiveScheduledFor: string,
): Promise<void> {
  await executor
    .update(patients)
    .set({ serviceEndedAt: sql`now()`, archiveScheduledFor, updatedAt: sql`now()` })
    .where(eq(patients.id, patientId));
}
