/**
 * Queries of the establishment itself and of its patients list, on the scope's database or
 * transaction, for the establishment (or the manager) the scope granted
 * (docs/decisions/api-access-scope.md).
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { deviceAssignments, devices, establishments, patients, managers } from '../../db/schema';
import type {
  EstablishmentGrant,
  EstablishmentReadGrant,
  ManagerGrant,
  Scope,
} from '../../policy/scope';

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

/** The establishment the caller reads or manages (coaching and managers read its time zone, name). */
export async function findEstablishment(
  scope: Scope,
  { establishmentId }: EstablishmentGrant | EstablishmentReadGrant,
) {
  const [row] = await scope.db
    .select(establishmentColumns)
    .from(establishments)
    .where(eq(establishments.id, establishmentId));
  return row ?? null;
}

export async function findManagerEstablishment(scope: Scope, { managerId }: ManagerGrant) {
  const [row] = await scope.db
    .select(establishmentColumns)
    .from(managers)
    .innerJoin(establishments, eq(establishments.id, managers.establishmentId))
    .where(eq(managers.id, managerId));
  return row ?? null;
}

export async function updateEstablishment(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  changes: Partial<typeof establishments.$inferInsert>,
) {
  const [row] = await scope.db
    .update(establishments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(establishments.id, establishmentId))
    .returning(establishmentColumns);
  return row ?? null;
}

export async function listPatients(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  archived: boolean | undefined,
) {
  return scope.db
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
