/**
 * Data access of the applications module. Every function takes the executor first (the database
 * or a transaction): the service decides what runs in one transaction.
 */
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@oxilio/domain/contract';
import type { DbExecutor } from '../../db/client';
import {
  applicationDocuments,
  applications,
  establishmentInvitations,
  establishmentRehabilitators,
  establishments,
  patients,
  rehabilitators,
  managers,
  users,
} from '../../db/schema';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationWithEstablishment = ApplicationRow & {
  invitingEstablishmentName: string | null;
};

export async function insertApplication(
  db: DbExecutor,
  values: typeof applications.$inferInsert & { tokenTtlSeconds: number },
): Promise<string> {
  const { tokenTtlSeconds, ...row } = values;
  const [inserted] = await db
    .insert(applications)
    .values({
      ...row,
      verificationTokenExpiresAt: sql`now() + ${`${tokenTtlSeconds} seconds`}::interval`,
    })
    .returning({ id: applications.id });
  return inserted!.id;
}

/** The token of the emailed link opens its application while it has not expired. */
const usable = (applicationId: string, tokenHash: string) =>
  and(
    eq(applications.id, applicationId),
    eq(applications.verificationTokenHash, tokenHash),
    gt(applications.verificationTokenExpiresAt, sql`now()`),
  );

/** The application the token opens (with the inviting establishment's name), or null. */
export async function findByToken(
  db: DbExecutor,
  applicationId: string,
  tokenHash: string,
): Promise<ApplicationWithEstablishment | null> {
  const [row] = await db
    .select({ application: applications, invitingEstablishmentName: establishments.name })
    .from(applications)
    .leftJoin(establishments, eq(establishments.id, applications.establishmentId))
    .where(usable(applicationId, tokenHash));
  return row
    ? { ...row.application, invitingEstablishmentName: row.invitingEstablishmentName }
    : null;
}

/**
 * Moves an application opened by the token from one of `from` to `to`, with the changes `set`;
 * atomic (two concurrent calls cannot both succeed). Null when the token or the state do not fit.
 */
export async function transition(
  db: DbExecutor,
  applicationId: string,
  tokenHash: string,
  from: readonly ApplicationStatus[],
  set: Partial<typeof applications.$inferInsert> & { status: ApplicationStatus },
): Promise<ApplicationRow | null> {
  const [row] = await db
    .update(applications)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(usable(applicationId, tokenHash), inArray(applications.status, [...from])))
    .returning();
  return row ?? null;
}

/** Records the account created from the application. */
export async function setApplicationUser(db: DbExecutor, applicationId: string, userId: string) {
  await db.update(applications).set({ userId }).where(eq(applications.id, applicationId));
}

export async function countDocuments(db: DbExecutor, applicationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId));
  return row?.n ?? 0;
}

/**
 * Takes the application's row lock for the rest of the transaction, so that two uploads of the
 * same application follow each other (one document per application and kind).
 */
export async function lockApplication(db: DbExecutor, applicationId: string): Promise<void> {
  await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
}

/** Deletes the application's documents of `kind`; returns their storage keys. */
export async function deleteDocuments(
  db: DbExecutor,
  applicationId: string,
  kind: (typeof applicationDocuments.$inferSelect)['kind'],
): Promise<string[]> {
  const deleted = await db
    .delete(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationId, applicationId),
        eq(applicationDocuments.kind, kind),
      ),
    )
    .returning({ storageKey: applicationDocuments.storageKey });
  return deleted.map((row) => row.storageKey);
}

export async function insertDocument(
  db: DbExecutor,
  values: typeof applicationDocuments.$inferInsert,
): Promise<typeof applicationDocuments.$inferSelect> {
  const [row] = await db.insert(applicationDocuments).values(values).returning();
  return row!;
}

export async function emailHasAccount(db: DbExecutor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

export async function insertUser(
  db: DbExecutor,
  values: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    locale: string;
    role: 'patient' | 'reeducator' | 'responsable';
  },
): Promise<string> {
  const { role, ...rest } = values;
  const [user] = await db
    .insert(users)
    .values({ ...rest, roles: [role], emailVerifiedAt: sql`now()`, welcomedAt: null })
    .returning({ id: users.id });
  return user!.id;
}

/**
 * The patient record of a new patient account: the one an establishment's invitation created
 * (same establishment and email, no account yet) when there is one, else a new one.
 */
export async function attachOrCreatePatient(
  db: DbExecutor,
  values: {
    userId: string;
    establishmentId: string | null;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
  },
): Promise<string> {
  if (values.establishmentId) {
    const [attached] = await db
      .update(patients)
      .set({
        userId: values.userId,
        registrationStatus: 'active',
        firstName: values.firstName,
        lastName: values.lastName,
        phone: sql`coalesce(${values.phone}, ${patients.phone})`,
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          patients.id,
          db
            .select({ id: patients.id })
            .from(patients)
            .where(
              and(
                eq(patients.establishmentId, values.establishmentId),
                sql`lower(${patients.email}) = ${values.email}`,
                isNull(patients.userId),
                isNull(patients.archivedAt),
              ),
            )
            .orderBy(patients.createdAt)
            .limit(1),
        ),
      )
      .returning({ id: patients.id });
    if (attached) {
      return attached.id;
    }
  }
  const [created] = await db
    .insert(patients)
    .values({
      userId: values.userId,
      establishmentId: values.establishmentId,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
      registrationStatus: 'active',
    })
    .returning({ id: patients.id });
  return created!.id;
}

/**
 * A rehabilitator profile; with an inviting establishment, joins its team and accepts the
 * pending invitations sent to this email by that establishment.
 */
export async function createRehabilitator(
  db: DbExecutor,
  values: {
    userId: string;
    profession: string | null;
    establishmentId: string | null;
    email: string;
  },
): Promise<string> {
  const [rehabilitator] = await db
    .insert(rehabilitators)
    .values({ userId: values.userId, profession: values.profession })
    .returning({ id: rehabilitators.id });
  const rehabilitatorId = rehabilitator!.id;
  if (values.establishmentId) {
    await db
      .insert(establishmentRehabilitators)
      .values({ establishmentId: values.establishmentId, reeducatorId: rehabilitatorId });
    await db
      .update(establishmentInvitations)
      .set({ reeducatorId: rehabilitatorId, status: 'accepted', answeredAt: sql`now()` })
      .where(
        and(
          eq(establishmentInvitations.establishmentId, values.establishmentId),
          sql`lower(${establishmentInvitations.email}) = ${values.email}`,
          isNull(establishmentInvitations.reeducatorId),
          eq(establishmentInvitations.status, 'pending'),
        ),
      );
  }
  return rehabilitatorId;
}

/** The establishment of an establishment application, and its manager. */
export async function createEstablishmentWithManager(
  db: DbExecutor,
  values: {
    userId: string;
    name: string;
    type: string | null;
    address: {
      number?: string;
      street?: string;
      precisions?: string;
      zipCode?: string;
      town?: string;
    } | null;
    county: string | null;
    function: string | null;
  },
): Promise<string> {
  const [establishment] = await db
    .insert(establishments)
    .values({
      name: values.name,
      type: values.type,
      number: values.address?.number ?? null,
      street: values.address?.street ?? null,
      precisions: values.address?.precisions ?? null,
      zipCode: values.address?.zipCode ?? null,
      town: values.address?.town ?? null,
      county: values.county,
    })
    .returning({ id: establishments.id });
  const establishmentId = establishment!.id;
  await db
    .insert(managers)
    .values({ userId: values.userId, establishmentId, function: values.function });
  return establishmentId;
}

/** A manager of an existing establishment (an invitation by one of its managers). */
export async function joinEstablishmentAsManager(
  db: DbExecutor,
  values: { userId: string; establishmentId: string; function: string | null },
): Promise<void> {
  await db.insert(managers).values(values);
}
