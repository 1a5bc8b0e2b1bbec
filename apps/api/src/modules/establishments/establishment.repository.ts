/** Queries of the establishment itself and of its patients list (the services check and decide). */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { deviceAssignments, devices, establishments, patients, managers } from '../../db/schema';

export const establishmentColumns = {
  establishmentId: establishments.id,
  name: establishments.name,
  type: establishments.type,
  number: establishments.number,
  street: establishments.street,
  precisions: establishments.precisions,
  zipCode: establishments.zipCode,
  town: establishments.town,
  county: establishments.county,
  siret: establishments.siret,
  timeZone: establishments.timeZone,
};

export async function findEstablishment(executor: DbExecutor, id: string) {
  const [row] = await executor
    .select(establishmentColumns)
    .from(establishments)
    .where(eq(establishments.id, id));
  return row ?? null;
}

export async function findManagerEstablishment(executor: DbExecutor, managerId: string) {
  const [row] = await executor
    .select(establishmentColumns)
    .from(managers)
    .innerJoin(establishments, eq(establishments.id, managers.establishmentId))
    .where(eq(managers.id, managerId));
  return row ?? null;
}

export async function updateEstablishment(
  executor: DbExecutor,
  id: string,
  changes: Partial<typeof establishments.$inferInsert>,
) {
  const [row] = await executor
    .update(establishments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(establishments.id, id))
    .returning(establishmentColumns);
  return row ?? null;
}

export async function listPatients(
  executor: DbExecutor,
  establishmentId: string,
  archived: boolean | undefined,
) {
  return executor
    .select({
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
      phone: patients.phone,
      functionalCapacity: patients.functionalCapacity,
      registrationStatus: patients.registrationStatus,
      archivedAt: patients.archivedAt,
      serviceEndedAt: patients.serviceEndedAt,
      archiveScheduledFor: patients.archiveScheduledFor,
      deviceId: devices.id,
      serialNumber: devices.serialNumber,
      wheelType: deviceAssignments.wheelType,
    })
    .from(patients)
    .leftJoin(
      deviceAssignments,
      and(eq(deviceAssignments.patientId, patients.id), isNull(deviceAssignments.unassignedAt)),
    )
    .leftJoin(devices, eq(devices.id, deviceAssignments.deviceId))
    .where(
      and(
        eq(patients.establishmentId, establishmentId),
        archived === undefined
          ? undefined
          : archived
            ? isNotNull(patients.archivedAt)
            : isNull(patients.archivedAt),
      ),
    )
    .orderBy(asc(patients.lastName), asc(patients.firstName));
}
