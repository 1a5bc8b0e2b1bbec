/** The queries behind GET /users/me. */
import type { UserEstablishment } from '@oxilio/domain/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountGrant, Scope } from '../../policy/scope';
import {
  establishmentRehabilitators,
  establishments,
  patients,
  rehabilitators,
  managers,
  users,
} from '../../db/schema';

export async function findUser(scope: Scope, { userId }: AccountGrant) {
  const [row] = await scope.db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      roles: users.roles,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The establishments the user belongs to, in one statement: as a patient (their establishment), as
 * a rehabilitator (the teams not left) and as a manager. Archived memberships are left out.
 */
export async function establishmentsOfUser(
  scope: Scope,
  { userId }: AccountGrant,
): Promise<UserEstablishment[]> {
  const asPatient = scope.db
    .select({
      establishmentId: establishments.id,
      name: establishments.name,
      as: sql<UserEstablishment['as']>`'patient'`.as('as'),
      since: sql<Date | null>`null::timestamptz`.as('since'),
    })
    .from(patients)
    .innerJoin(establishments, eq(establishments.id, patients.establishmentId))
    .where(and(eq(patients.userId, userId), isNull(patients.archivedAt)));
  const asRehabilitator = scope.db
    .select({
      establishmentId: establishments.id,
      name: establishments.name,
      as: sql<UserEstablishment['as']>`'reeducator'`.as('as'),
      since: sql<Date | null>`${establishmentRehabilitators.joinedAt}`.as('since'),
    })
    .from(rehabilitators)
    .innerJoin(
      establishmentRehabilitators,
      eq(establishmentRehabilitators.reeducatorId, rehabilitators.id),
    )
    .innerJoin(establishments, eq(establishments.id, establishmentRehabilitators.establishmentId))
    .where(and(eq(rehabilitators.userId, userId), isNull(establishmentRehabilitators.leftAt)));
  const asManager = scope.db
    .select({
      establishmentId: establishments.id,
      name: establishments.name,
      as: sql<UserEstablishment['as']>`'responsable'`.as('as'),
      since: sql<Date | null>`${managers.createdAt}`.as('since'),
    })
    .from(managers)
    .innerJoin(establishments, eq(establishments.id, managers.establishmentId))
    .where(and(eq(managers.userId, userId), isNull(managers.archivedAt)));
  const rows = await asPatient.unionAll(asRehabilitator).unionAll(asManager);
  return rows
    .map((row) => ({
      establishmentId: row.establishmentId,
      name: row.name,
      as: row.as,
      since: row.since === null ? null : new Date(row.since).toISOString(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.as.localeCompare(b.as));
}
