/**
 * Data access of the applications module, on the public scope's database or transaction (the
 * service decides what runs in one transaction). Everything about an application takes the grant
 * its emailed link gave (`scope.applicationLink` over `findByToken`, the locating read);
 * applying and looking an address up take the scope alone (docs/decisions/api-access-scope.md).
 */
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@oxilio/domain/contract';
import {
  applicationDocuments,
  applications,
  establishmentInvitations,
  establishmentRehabilitators,
  establishments,
  patients,
  rehabilitators,
  managers,
  registrationRequests,
  users,
} from '../../db/schema';
import type { ApplicationGrant, PublicScope } from '../../policy/scope';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationWithEstablishment = ApplicationRow & {
  invitingEstablishmentName: string | null;
};

/** An application opened by its link: the row its token found, and the token's hash. */
export type OpenedApplication = ApplicationGrant<ApplicationWithEstablishment>;

export async function insertApplication(
  scope: PublicScope,
  values: typeof applications.$inferInsert & { tokenTtlSeconds: number },
): Promise<string> {
  const { tokenTtlSeconds, ...row } = values;
  const [inserted] = await scope.db
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

/**
 * The application the token opens (with the inviting establishment's name), or null: the locating
 * read `scope.applicationLink` judges.
 */
export async function findByToken(
  scope: PublicScope,
  applicationId: string,
  tokenHash: string,
): Promise<ApplicationWithEstablishment | null> {
  const [row] = await scope.db
    .select({ application: applications, invitingEstablishmentName: establishments.name })
    .from(applications)
    .leftJoin(establishments, eq(establishments.id, applications.establishmentId))
    .where(usable(applicationId, tokenHash));
  return row
    ? { ...row.application, invitingEstablishmentName: row.invitingEstablishmentName }
    : null;
}

/**
 * Whether the token is the spent one of an application whose account was made with it (of `type`
 * when given), expired or not: such a link says "already used", never "invalid or expired".
 */
export async function isSpentToken(
  scope: PublicScope,
  applicationId: string,
  tokenHash: string,
  type: string | null,
): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.verificationTokenHash, tokenHash),
        eq(applications.status, 'signed_up'),
        ...(type === null ? [] : [eq(applications.type, type)]),
      ),
    );
  return row !== undefined;
}

/**
 * Moves an application opened by the token from one of `from` to `to`, with the changes `set`;
 * atomic (two concurrent calls cannot both succeed). Null when the token or the state do not fit.
 */
export async function transition(
  scope: PublicScope,
  { id, tokenHash }: OpenedApplication,
  from: readonly ApplicationStatus[],
  set: Partial<typeof applications.$inferInsert> & { status: ApplicationStatus },
): Promise<ApplicationRow | null> {
  const [row] = await scope.db
    .update(applications)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(usable(id, tokenHash), inArray(applications.status, [...from])))
    .returning();
  return row ?? null;
}

/** Records the account created from the application. */
export async function setApplicationUser(
  scope: PublicScope,
  { id }: OpenedApplication,
  userId: string,
) {
  await scope.db.update(applications).set({ userId }).where(eq(applications.id, id));
}

export async function countDocuments(
  scope: PublicScope,
  { id }: OpenedApplication,
): Promise<number> {
  const [row] = await scope.db
    .select({ n: count() })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, id));
  return row?.n ?? 0;
}

/**
 * Takes the application's row lock for the rest of the transaction, so that two uploads of the
 * same application follow each other (one document per application and kind).
 */
export async function lockApplication(
  scope: PublicScope,
  { id }: OpenedApplication,
): Promise<void> {
  await scope.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update');
}

/** Deletes the application's documents of `kind`; returns their storage keys. */
export async function deleteDocuments(
  scope: PublicScope,
  { id }: OpenedApplication,
  kind: (typeof applicationDocuments.$inferSelect)['kind'],
): Promise<string[]> {
  const deleted = await scope.db
    .delete(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.kind, kind)))
    .returning({ storageKey: applicationDocuments.storageKey });
  return deleted.map((row) => row.storageKey);
}

export async function insertDocument(
  scope: PublicScope,
  { id }: OpenedApplication,
  values: Omit<typeof applicationDocuments.$inferInsert, 'applicationId'>,
): Promise<typeof applicationDocuments.$inferSelect> {
  const [row] = await scope.db
    .insert(applicationDocuments)
    .values({ applicationId: id, ...values })
    .returning();
  return row!;
}

export async function emailHasAccount(scope: PublicScope, email: string): Promise<boolean> {
  const [row] = await scope.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

/** The account of an address, as its emails greet it: first name and language (null: none). */
export async function accountOf(
  scope: PublicScope,
  email: string,
): Promise<{ firstName: string; locale: string } | null> {
  const [row] = await scope.db
    .select({ firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

/** The account the application signs up (its token already used up by `transition`). */
export async function insertUser(
  scope: PublicScope,
  _application: OpenedApplication,
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
  const [user] = await scope.db
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
  scope: PublicScope,
  { establishmentId }: OpenedApplication,
  values: {
    userId: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
  },
): Promise<string> {
  const db = scope.db;
  if (establishmentId) {
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
                eq(patients.establishmentId, establishmentId),
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
      establishmentId,
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
  scope: PublicScope,
  { establishmentId }: OpenedApplication,
  values: {
    userId: string;
    profession: string | null;
    email: string;
  },
): Promise<string> {
  const db = scope.db;
  const [rehabilitator] = await db
    .insert(rehabilitators)
    .values({ userId: values.userId, profession: values.profession })
    .returning({ id: rehabilitators.id });
  const rehabilitatorId = rehabilitator!.id;
  if (establishmentId) {
    await db
      .insert(establishmentRehabilitators)
      .values({ establishmentId, reeducatorId: rehabilitatorId });
    await db
      .update(establishmentInvitations)
      .set({ reeducatorId: rehabilitatorId, status: 'accepted', answeredAt: sql`now()` })
      .where(
        and(
          eq(establishmentInvitations.establishmentId, establishmentId),
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
  scope: PublicScope,
  _application: OpenedApplication,
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
  const db = scope.db;
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
/** `establishmentId`: the application's inviting establishment. */
export async function joinEstablishmentAsManager(
  scope: PublicScope,
  _application: OpenedApplication,
  values: { userId: string; establishmentId: string; function: string | null },
): Promise<void> {
  await scope.db.insert(managers).values(values);
}

/** The name of an establishment of the directory (a patient's pick), or null when there is none. */
export async function establishmentNameOf(
  scope: PublicScope,
  establishmentId: string,
): Promise<string | null> {
  const [row] = await scope.db
    .select({ name: establishments.name })
    .from(establishments)
    .where(eq(establishments.id, establishmentId));
  return row?.name ?? null;
}

/**
 * A self-registered patient's request to the establishment they picked in the application
 * (docs/decisions/patient-registration-requests.md): its managers accept or refuse it.
 */
export async function insertRegistrationRequest(
  scope: PublicScope,
  values: { patientId: string; establishmentId: string },
): Promise<string> {
  const [row] = await scope.db
    .insert(registrationRequests)
    .values(values)
    .returning({ id: registrationRequests.id });
  return row!.id;
}
