/**
 * Data access of the auth module, on the scope's database or transaction (the service decides
 * what runs in one transaction): the public scope of sign-in, signup, refresh and reset, the
 * caller's scope for sign-out. These calls' checks are their credentials (a password, the hash of
 * a refresh or emailed token), which these reads and writes match themselves, so they take no
 * grant (docs/decisions/api-access-scope.md).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/user';
import { isRole } from '../../auth/user';
import type { PublicScope, Scope } from '../../policy/scope';
import {
  patients,
  rehabilitators,
  refreshTokens,
  managers,
  users,
  userTokens,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type UserTokenPurpose = 'verify_email' | 'reset_password';

/** The scope an auth call runs in: public (no token), or the caller's (sign-out). */
type AuthScope = PublicScope | Scope;

export async function findUserByEmail(scope: AuthScope, email: string): Promise<UserRow | null> {
  const [user] = await scope.db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

export async function findUserById(scope: AuthScope, userId: string): Promise<UserRow | null> {
  const [user] = await scope.db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

/** Creates a patient account: the user and their patient record, not yet confirmed. */
export async function insertPatientAccount(
  scope: AuthScope,
  values: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    locale: string;
  },
): Promise<{ userId: string; patientId: string }> {
  const [user] = await scope.db
    .insert(users)
    .values({ ...values, roles: ['patient'] })
    .returning({ id: users.id });
  const [patient] = await scope.db
    .insert(patients)
    .values({
      userId: user!.id,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
    })
    .returning({ id: patients.id });
  return { userId: user!.id, patientId: patient!.id };
}

/**
 * The claims of a user's access token, read fresh from the database (at sign-in and at every
 * refresh, so that a changed role or link is picked up). Null if the user is missing or disabled.
 * Takes any scope's database: the test fixtures sign their actors in with it.
 */
export async function loadAuthUser(
  scope: Pick<AuthScope, 'db'>,
  userId: string,
): Promise<AuthUser | null> {
  // Each profile table has at most one live row per user: this is one row.
  const [row] = await scope.db
    .select({
      userId: users.id,
      roles: users.roles,
      disabledAt: users.disabledAt,
      patientId: patients.id,
      patientEstablishmentId: patients.establishmentId,
      reeducatorId: rehabilitators.id,
      responsableId: managers.id,
      managerEstablishmentId: managers.establishmentId,
    })
    .from(users)
    .leftJoin(patients, and(eq(patients.userId, users.id), isNull(patients.archivedAt)))
    .leftJoin(
      rehabilitators,
      and(eq(rehabilitators.userId, users.id), isNull(rehabilitators.archivedAt)),
    )
    .leftJoin(managers, and(eq(managers.userId, users.id), isNull(managers.archivedAt)))
    .where(eq(users.id, userId));
  if (!row || row.disabledAt !== null) {
    return null;
  }
  return {
    userId: row.userId,
    roles: row.roles.filter(isRole),
    patientId: row.patientId,
    reeducatorId: row.reeducatorId,
    responsableId: row.responsableId,
    // A manager's establishment; otherwise a patient's.
    establishmentId: row.managerEstablishmentId ?? row.patientEstablishmentId,
  };
}

export async function recordSignin(
  scope: AuthScope,
  userId: string,
  upgradedPasswordHash: string | null,
  /** The language chosen on the sign-in page, when it changes the account's. */
  locale: string | null = null,
): Promise<void> {
  await scope.db
    .update(users)
    .set({
      lastSigninAt: sql`now()`,
      ...(upgradedPasswordHash ? { passwordHash: upgradedPasswordHash } : {}),
      ...(locale ? { locale } : {}),
    })
    .where(eq(users.id, userId));
}

export async function setPassword(scope: AuthScope, userId: string, passwordHash: string) {
  await scope.db
    .update(users)
    .set({
      passwordHash,
      // The reset link reached this mailbox: the address is proven.
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Marks the email verified; returns false if it already was. */
export async function markEmailVerified(scope: AuthScope, userId: string): Promise<boolean> {
  const updated = await scope.db
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

// --- single-use email tokens ---------------------------------------------------------------

export async function insertUserToken(
  scope: AuthScope,
  values: { userId: string; purpose: UserTokenPurpose; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await scope.db.insert(userTokens).values({
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: values.tokenHash,
    expiresAt: sql`now() + ${`${values.ttlSeconds} seconds`}::interval`,
  });
}

const usable = (tokenHash: string, purpose: UserTokenPurpose) =>
  and(
    eq(userTokens.tokenHash, tokenHash),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sql`now()`),
  );

/** The user of a usable token, without using it up. */
export async function peekUserToken(
  scope: AuthScope,
  tokenHash: string,
  purpose: UserTokenPurpose,
): Promise<string | null> {
  const [row] = await scope.db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(usable(tokenHash, purpose));
  return row?.userId ?? null;
}

/** Uses a token up (atomically: two concurrent uses cannot both succeed); returns its user. */
export async function consumeUserToken(
  scope: AuthScope,
  tokenHash: string,
  purpose: UserTokenPurpose,
): Promise<string | null> {
  const [row] = await scope.db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash, purpose))
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** Voids a user's outstanding tokens of a purpose (a new reset link replaces the old ones). */
export async function voidUserTokens(scope: AuthScope, userId: string, purpose: UserTokenPurpose) {
  await scope.db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}

// --- refresh tokens ------------------------------------------------------------------------

export async function insertRefreshToken(
  scope: AuthScope,
  values: {
    familyId: string;
    userId: string;
    tokenHash: string;
    rememberMe: boolean;
    expiresAt: Date;
    familyExpiresAt: Date;
  },
): Promise<void> {
  await scope.db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(
  scope: AuthScope,
  tokenHash: string,
): Promise<RefreshTokenRow | null> {
  const [row] = await scope.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks a token as exchanged; false if it was already rotated or revoked (a concurrent use). */
export async function markRotated(scope: AuthScope, id: string): Promise<boolean> {
  const updated = await scope.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return updated.length > 0;
}

/** Ends a session; false when it had already ended (or never existed). */
export async function revokeFamily(
  scope: AuthScope,
  familyId: string,
  reason: string,
): Promise<boolean> {
  const revoked = await scope.db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length > 0;
}

/** Ends every session of a user; returns the sessions ended. */
export async function revokeAllOfUser(
  scope: AuthScope,
  userId: string,
  reason: string,
): Promise<string[]> {
  const revoked = await scope.db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(revoked.map((row) => row.familyId))];
}
