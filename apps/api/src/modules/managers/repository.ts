import type { Locale } from '@oxilio/locales';
/**
 * Queries of the manager's calls: a device's history, the establishment's managers and
 * invitations, on the scope's database or transaction, within the establishment the scope granted
 * (`scope.managedEstablishment`, docs/decisions/api-access-scope.md).
 */
import { and, asc, count, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import {
  applications,
  deviceAssignments,
  devices,
  managers,
  patients,
  refreshTokens,
  users,
} from '../../db/schema';
import type { EstablishmentGrant, Scope } from '../../policy/scope';

/** The device when it belongs to the establishment (retired ones included: their history stays). */
export async function findDevice(
  scope: Scope,
  deviceId: string,
  { establishmentId }: EstablishmentGrant,
) {
  const [row] = await scope.db
    .select({ deviceId: devices.id, serialNumber: devices.serialNumber })
    .from(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.establishmentId, establishmentId)));
  return row ?? null;
}

/**
 * The device's associations with the establishment's patients, newest first (index
 * device_assignments_device_idx). Patients of another establishment (a device lent before) stay
 * out of it.
 */
export async function deviceHistory(
  scope: Scope,
  deviceId: string,
  { establishmentId }: EstablishmentGrant,
) {
  return scope.db
    .select({
      assignmentId: deviceAssignments.id,
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      archivedAt: patients.archivedAt,
      wheelType: deviceAssignments.wheelType,
      assignedAt: deviceAssignments.assignedAt,
      unassignedAt: deviceAssignments.unassignedAt,
    })
    .from(deviceAssignments)
    .innerJoin(patients, eq(patients.id, deviceAssignments.patientId))
    .where(
      and(eq(deviceAssignments.deviceId, deviceId), eq(patients.establishmentId, establishmentId)),
    )
    .orderBy(desc(deviceAssignments.assignedAt), desc(deviceAssignments.id));
}

const activeManagers = (establishmentId: string) =>
  and(eq(managers.establishmentId, establishmentId), isNull(managers.archivedAt));

export async function listManagers(scope: Scope, { establishmentId }: EstablishmentGrant) {
  return scope.db
    .select({
      responsableId: managers.id,
      userId: managers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      function: managers.function,
      since: managers.createdAt,
    })
    .from(managers)
    .innerJoin(users, eq(users.id, managers.userId))
    .where(activeManagers(establishmentId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(managers.id));
}

/**
 * The establishment's managers, locked: two managers removing each other at once are served one
 * after the other, and the second finds one manager left.
 */
export async function lockManagers(scope: Scope, { establishmentId }: EstablishmentGrant) {
  return scope.db
    .select({ responsableId: managers.id, userId: managers.userId })
    .from(managers)
    .where(activeManagers(establishmentId))
    .orderBy(asc(managers.id))
    .for('update');
}

/** Takes the manager out of the establishment; the account loses the manager role. */
export async function removeManager(
  scope: Scope,
  manager: { responsableId: string; userId: string },
): Promise<void> {
  await scope.db
    .update(managers)
    .set({ archivedAt: sql`now()` })
    .where(eq(managers.id, manager.responsableId));
  const [user] = await scope.db
    .select({ roles: users.roles })
    .from(users)
    .where(eq(users.id, manager.userId));
  const remaining = (user?.roles ?? [])
    .map((role) => (role === 'reeducatorresponsable' ? 'reeducator' : role))
    .filter((role, index, all) => role !== 'responsable' && all.indexOf(role) === index);
  await scope.db
    .update(users)
    .set(
      remaining.length > 0
        ? { roles: remaining, updatedAt: sql`now()` }
        : // A manager account and nothing else: it can no longer sign in (rows are never deleted).
          { disabledAt: sql`now()`, updatedAt: sql`now()` },
    )
    .where(eq(users.id, manager.userId));
  // Its sessions end: the next access token is issued with the new roles (or not at all).
  await scope.db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, revokedReason: 'removed_from_establishment' })
    .where(and(eq(refreshTokens.userId, manager.userId), isNull(refreshTokens.revokedAt)));
}

/** Invitations of managers: establishment applications of this establishment, not used yet. */
const openManagerInvitations = (establishmentId: string) =>
  and(
    eq(applications.establishmentId, establishmentId),
    eq(applications.type, 'establishment'),
    eq(applications.status, 'confirmed'),
    isNull(applications.userId),
    gt(applications.verificationTokenExpiresAt, sql`now()`),
  );

const invitationColumns = {
  applicationId: applications.id,
  email: applications.email,
  firstName: applications.firstName,
  lastName: applications.lastName,
  createdAt: applications.createdAt,
  expiresAt: applications.verificationTokenExpiresAt,
};

export async function listInvitations(scope: Scope, { establishmentId }: EstablishmentGrant) {
  return scope.db
    .select(invitationColumns)
    .from(applications)
    .where(openManagerInvitations(establishmentId))
    .orderBy(desc(applications.createdAt));
}

export async function hasOpenInvitation(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  email: string,
): Promise<boolean> {
  const [row] = await scope.db
    .select({ n: count() })
    .from(applications)
    .where(and(openManagerInvitations(establishmentId), eq(applications.email, email)));
  return (row?.n ?? 0) > 0;
}

export async function emailHasAccount(scope: Scope, email: string): Promise<boolean> {
  const [row] = await scope.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

export async function insertInvitation(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  values: {
    establishmentName: string;
    email: string;
    firstName: string;
    lastName: string;
    function: string | null;
    invitedByUserId: string;
    verificationTokenHash: string;
    validDays: number;
    locale: Locale;
  },
) {
  const { validDays, ...rest } = values;
  const [row] = await scope.db
    .insert(applications)
    .values({
      ...rest,
      establishmentId,
      type: 'establishment',
      status: 'confirmed',
      confirmedAt: sql`now()`,
      verificationTokenExpiresAt: sql`now() + ${`${validDays} days`}::interval`,
    })
    .returning(invitationColumns);
  return row!;
}

/** Cancels an open invitation of the establishment; false when there is none with that id. */
export async function cancelInvitation(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  applicationId: string,
): Promise<boolean> {
  const rows = await scope.db
    .update(applications)
    .set({ status: 'cancelled', verificationTokenHash: null, updatedAt: sql`now()` })
    .where(and(eq(applications.id, applicationId), openManagerInvitations(establishmentId)))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/**
 * Gives an open patient invitation of the establishment a new token and 14 more days; null when
 * there is none with that id (used, cancelled, expired, another establishment's).
 */
export async function renewPatientInvitation(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  applicationId: string,
  values: { verificationTokenHash: string; validDays: number },
) {
  const [row] = await scope.db
    .update(applications)
    .set({
      verificationTokenHash: values.verificationTokenHash,
      verificationTokenExpiresAt: sql`now() + ${`${values.validDays} days`}::interval`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.establishmentId, establishmentId),
        eq(applications.type, 'patient'),
        isNull(applications.userId),
        notInArray(applications.status, ['signed_up', 'cancelled', 'expired']),
      ),
    )
    .returning({
      applicationId: applications.id,
      email: applications.email,
      firstName: applications.firstName,
      lastName: applications.lastName,
      phone: applications.phone,
      status: applications.status,
      createdAt: applications.createdAt,
      establishmentName: applications.establishmentName,
      locale: applications.locale,
    });
  return row ?? null;
}
