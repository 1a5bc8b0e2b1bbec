/**
 * Queries of an establishment's devices and their association with its patients, on the scope's
 * database or transaction, for the establishment or the patient the scope granted.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { deviceAssignments, devices, establishments, patients } from '../../db/schema';
import type { EstablishmentGrant, PatientGrant, Scope } from '../../policy/scope';

/** Devices of the establishment (not retired) with the patient each is associated with. */
export async function listDevices(scope: Scope, { establishmentId }: EstablishmentGrant) {
  return scope.db
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

/** The device, locked for the association, when it belongs to the patient's establishment. */
export async function lockDevice(
  scope: Scope,
  { establishmentId }: PatientGrant,
  deviceId: string,
) {
  if (establishmentId === null) {
    return null;
  }
  const [row] = await scope.db
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

/** The open associations of the device or of the patient. */
export async function activeAssignments(
  scope: Scope,
  { patientId }: PatientGrant,
  deviceId: string,
) {
  return scope.db
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

export async function patientDeviceState(scope: Scope, { patientId }: PatientGrant) {
  const [row] = await scope.db
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
  scope: Scope,
  { patientId }: PatientGrant,
  association: { deviceId: string; wheelType: string | null },
): Promise<void> {
  await scope.db.insert(deviceAssignments).values({
    deviceId: association.deviceId,
    patientId,
    wheelType: association.wheelType,
    assignedByUserId: scope.user.userId,
  });
  await scope.db
    .update(patients)
    .set({ serviceEndedAt: null, archiveScheduledFor: null, updatedAt: sql`now()` })
    .where(eq(patients.id, patientId));
}

/** Ends the patient's open association `assignmentId` (from `patientDeviceState`). */
export async function dissociate(
  scope: Scope,
  { patientId }: PatientGrant,
  assignmentId: string,
): Promise<void> {
  await scope.db
    .update(deviceAssignments)
    .set({ unassignedAt: sql`now()`, unassignedByUserId: scope.user.userId })
    .where(and(eq(deviceAssignments.id, assignmentId), eq(deviceAssignments.patientId, patientId)));
}

/** Ends the service now; the account is archived on `archiveScheduledFor`. */
export async function endService(
  scope: Scope,
  { patientId }: PatientGrant,
  archiveScheduledFor: string,
): Promise<void> {
  await scope.db
    .update(patients)
    .set({ serviceEndedAt: sql`now()`, archiveScheduledFor, updatedAt: sql`now()` })
    .where(eq(patients.id, patientId));
}
