/** Queries of the establishment module (Drizzle only; the service decides and checks). */
import { and, asc, desc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  applications,
  deviceAssignments,
  devices,
  establishmentInvitations,
  establishmentReeducators,
  establishments,
  patients,
  reeducators,
  responsables,
  users,
} from '../../db/schema';

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

export async function findResponsableEstablishment(executor: DbExecutor, responsableId: string) {
  const [row] = await executor
    .select(establishmentColumns)
    .from(responsables)
    .innerJoin(establishments, eq(establishments.id, responsables.establishmentId))
    .where(eq(responsables.id, responsableId));
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

/** Application statuses that are no longer pending. */
export const closedApplicationStatuses = ['signed_up', 'cancelled', 'expired'];

export async function listPendingPatientApplications(
  executor: DbExecutor,
  establishmentId: string,
) {
  return executor
    .select({
      applicationId: applications.id,
      email: applications.email,
      firstName: applications.firstName,
      lastName: applications.lastName,
      phone: applications.phone,
      status: applications.status,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(
      and(
        eq(applications.establishmentId, establishmentId),
        eq(applications.type, 'patient'),
        notInArray(applications.status, closedApplicationStatuses),
      ),
    )
    .orderBy(desc(applications.createdAt));
}

export async function findPendingApplication(
  executor: DbExecutor,
  establishmentId: string,
  type: 'patient' | 'reeducator',
  email: string,
) {
  const [row] = await executor
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.establishmentId, establishmentId),
        eq(applications.type, type),
        sql`lower(${applications.email}) = ${email}`,
        notInArray(applications.status, closedApplicationStatuses),
      ),
    );
  return row ?? null;
}

export async function findUserByEmail(executor: DbExecutor, email: string) {
  const [row] = await executor
    .select({
      userId: users.id,
      firstName: users.firstName,
      locale: users.locale,
      reeducatorId: reeducators.id,
    })
    .from(users)
    .leftJoin(reeducators, eq(reeducators.userId, users.id))
    .where(eq(users.email, email));
  return row ?? null;
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

export const invitationColumns = {
  id: establishmentInvitations.id,
  establishmentId: establishmentInvitations.establishmentId,
  origin: establishmentInvitations.origin,
  status: establishmentInvitations.status,
  email: establishmentInvitations.email,
  reeducatorId: establishmentInvitations.reeducatorId,
  invitedFirstName: establishmentInvitations.firstName,
  invitedLastName: establishmentInvitations.lastName,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  createdAt: establishmentInvitations.createdAt,
};

export async function findInvitation(executor: DbExecutor, invitationId: string) {
  const [row] = await executor
    .select(invitationColumns)
    .from(establishmentInvitations)
    .leftJoin(reeducators, eq(reeducators.id, establishmentInvitations.reeducatorId))
    .leftJoin(users, eq(users.id, reeducators.userId))
    .where(eq(establishmentInvitations.id, invitationId));
  return row ?? null;
}

export async function listPendingInvitations(executor: DbExecutor, establishmentId: string) {
  return executor
    .select(invitationColumns)
    .from(establishmentInvitations)
    .leftJoin(reeducators, eq(reeducators.id, establishmentInvitations.reeducatorId))
    .leftJoin(users, eq(users.id, reeducators.userId))
    .where(
      and(
        eq(establishmentInvitations.establishmentId, establishmentId),
        eq(establishmentInvitations.status, 'pending'),
      ),
    )
    .orderBy(desc(establishmentInvitations.createdAt));
}

export async function findPendingEmailInvitation(
  executor: DbExecutor,
  establishmentId: string,
  email: string,
) {
  const [row] = await executor
    .select({ id: establishmentInvitations.id })
    .from(establishmentInvitations)
    .where(
      and(
        eq(establishmentInvitations.establishmentId, establishmentId),
        eq(establishmentInvitations.status, 'pending'),
        sql`lower(${establishmentInvitations.email}) = ${email}`,
      ),
    );
  return row ?? null;
}

export const teamColumns = {
  reeducatorId: reeducators.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  profession: reeducators.profession,
};

export async function listTeam(executor: DbExecutor, establishmentId: string) {
  return executor
    .select({ ...teamColumns, joinedAt: establishmentReeducators.joinedAt })
    .from(establishmentReeducators)
    .innerJoin(reeducators, eq(reeducators.id, establishmentReeducators.reeducatorId))
    .innerJoin(users, eq(users.id, reeducators.userId))
    .where(
      and(
        eq(establishmentReeducators.establishmentId, establishmentId),
        isNull(establishmentReeducators.leftAt),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function isInTeam(
  executor: DbExecutor,
  establishmentId: string,
  reeducatorId: string,
) {
  const [row] = await executor
    .select({ reeducatorId: establishmentReeducators.reeducatorId })
    .from(establishmentReeducators)
    .where(
      and(
        eq(establishmentReeducators.establishmentId, establishmentId),
        eq(establishmentReeducators.reeducatorId, reeducatorId),
        isNull(establishmentReeducators.leftAt),
      ),
    );
  return row !== undefined;
}

export async function findReeducatorProfile(executor: DbExecutor, reeducatorId: string) {
  const [row] = await executor
    .select({ ...teamColumns, userId: users.id })
    .from(reeducators)
    .innerJoin(users, eq(users.id, reeducators.userId))
    .where(eq(reeducators.id, reeducatorId));
  return row ?? null;
}

export async function cancelReeducatorApplications(
  executor: DbExecutor,
  establishmentId: string,
  email: string,
) {
  await executor
    .update(applications)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(applications.establishmentId, establishmentId),
        eq(applications.type, 'reeducator'),
        sql`lower(${applications.email}) = ${email}`,
        notInArray(applications.status, closedApplicationStatuses),
      ),
    );
}
