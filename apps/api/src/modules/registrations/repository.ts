/**
 * Queries of patients' registration requests (docs/decisions/patient-registration-requests.md),
 * on the scope's database or transaction: the public directory (names and towns only), the
 * patient's own registration (their grant), and the requests an establishment's managers answer
 * (its grant).
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  applications,
  establishments,
  patients,
  registrationRequests,
  users,
} from '../../db/schema';
import type { EstablishmentGrant, PatientGrant, PublicScope, Scope } from '../../policy/scope';

/** Letters with accents the directory ignores, and what each stands for (lower case). */
const accented = 'àáâãäåāçćčèéêëēėęìíîïīñńòóôõöøōùúûüūýÿžźżœæß';
const plain = 'aaaaaaaccceeeeeeeiiiiinnooooooouuuuuyyzzzoas';

/** A text as the directory compares it: lower case, accents removed, spaces squeezed. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const folded = (column: typeof establishments.name | typeof establishments.town) =>
  sql`translate(lower(coalesce(${column}, '')), ${accented}, ${plain})`;

/** Establishments whose name or town contains `query` (folded), names first, at most `limit`. */
export async function searchDirectory(scope: PublicScope, query: string, limit: number) {
  const pattern = `%${foldText(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return scope.db
    .select({
      establishmentId: establishments.id,
      name: establishments.name,
      town: establishments.town,
    })
    .from(establishments)
    .where(
      sql`(${folded(establishments.name)} like ${pattern} or ${folded(establishments.town)} like ${pattern})`,
    )
    .orderBy(asc(establishments.name), asc(establishments.town))
    .limit(limit);
}

/** One establishment of the directory by its id, or null. */
export async function findDirectoryEstablishment(
  scope: PublicScope | Scope,
  establishmentId: string,
) {
  const [row] = await scope.db
    .select({
      establishmentId: establishments.id,
      name: establishments.name,
      town: establishments.town,
    })
    .from(establishments)
    .where(eq(establishments.id, establishmentId));
  return row ?? null;
}

/** The patient's latest request, with its establishment's name and town. */
export async function latestRequest(scope: Scope, { patientId }: PatientGrant) {
  const [row] = await scope.db
    .select({
      requestId: registrationRequests.id,
      status: registrationRequests.status,
      createdAt: registrationRequests.createdAt,
      answeredAt: registrationRequests.answeredAt,
      establishmentId: establishments.id,
      name: establishments.name,
      town: establishments.town,
    })
    .from(registrationRequests)
    .innerJoin(establishments, eq(establishments.id, registrationRequests.establishmentId))
    .where(eq(registrationRequests.patientId, patientId))
    .orderBy(desc(registrationRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** Cancels the patient's pending request (a new one replaces it); its id, or null. */
export async function cancelPending(scope: Scope, { patientId }: PatientGrant) {
  const [row] = await scope.db
    .update(registrationRequests)
    .set({ status: 'cancelled', answeredAt: sql`now()` })
    .where(
      and(
        eq(registrationRequests.patientId, patientId),
        eq(registrationRequests.status, 'pending'),
      ),
    )
    .returning({ id: registrationRequests.id });
  return row?.id ?? null;
}

export async function insertRequest(
  scope: Scope | PublicScope,
  values: { patientId: string; establishmentId: string },
): Promise<string> {
  const [row] = await scope.db
    .insert(registrationRequests)
    .values(values)
    .returning({ id: registrationRequests.id });
  return row!.id;
}

/** The town of the address a patient gave in their application (the latest one), if any. */
const applicationTown = sql<string | null>`(
  select ${applications.address} ->> 'town' from ${applications}
  where ${applications.userId} = ${patients.userId}
  order by ${applications.createdAt} desc limit 1
)`;

/** The establishment's pending requests, oldest first (the first to answer). */
export async function listPending(scope: Scope, { establishmentId }: EstablishmentGrant) {
  return scope.db
    .select({
      requestId: registrationRequests.id,
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
      phone: patients.phone,
      town: applicationTown,
      createdAt: registrationRequests.createdAt,
    })
    .from(registrationRequests)
    .innerJoin(patients, eq(patients.id, registrationRequests.patientId))
    .where(
      and(
        eq(registrationRequests.establishmentId, establishmentId),
        eq(registrationRequests.status, 'pending'),
        isNull(patients.archivedAt),
      ),
    )
    .orderBy(asc(registrationRequests.createdAt));
}

/**
 * Answers the establishment's pending request `requestId` (atomic: a second answer finds
 * nothing); the request's patient and when, or null when there is no such pending request.
 */
export async function answerPending(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  requestId: string,
  status: 'accepted' | 'refused',
) {
  const [row] = await scope.db
    .update(registrationRequests)
    .set({ status, answeredAt: sql`now()`, answeredByUserId: scope.user.userId })
    .where(
      and(
        eq(registrationRequests.id, requestId),
        eq(registrationRequests.establishmentId, establishmentId),
        eq(registrationRequests.status, 'pending'),
      ),
    )
    .returning({
      patientId: registrationRequests.patientId,
      answeredAt: registrationRequests.answeredAt,
    });
  return row ? { patientId: row.patientId, answeredAt: row.answeredAt! } : null;
}

/**
 * The establishment starts following the patient of an accepted request, if no establishment does
 * yet; false when one already does.
 */
export async function linkPatient(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  patientId: string,
): Promise<boolean> {
  const linked = await scope.db
    .update(patients)
    .set({ establishmentId, updatedAt: sql`now()` })
    .where(and(eq(patients.id, patientId), isNull(patients.establishmentId)))
    .returning({ id: patients.id });
  return linked.length > 0;
}

/** Who to tell about an answer: the patient's account (address, name, language). */
export async function patientRecipient(scope: Scope, patientId: string) {
  const [row] = await scope.db
    .select({
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
    })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(eq(patients.id, patientId));
  return row ?? null;
}
