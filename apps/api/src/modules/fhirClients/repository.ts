/**
 * The health record systems an establishment registered (`fhir_clients`) and the assertions they
 * used (`fhir_client_assertions`): listed, registered and revoked by a manager through their
 * grant; located by id for the token route and each system request, before any check (what the
 * check is made with), as a device is by its serial number.
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { JSONWebKeySet } from 'jose';
import { establishments, fhirClientAssertions, fhirClients, users } from '../../db/schema';
import type { EstablishmentGrant, PublicScope, Scope } from '../../policy/scope';

export interface FhirClientRow {
  id: string;
  establishmentId: string;
  name: string;
  scopes: string[];
  jwks: JSONWebKeySet | null;
  jwksUrl: string | null;
  createdAt: Date;
  createdByFirstName: string;
  createdByLastName: string;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const creator = alias(users, 'creator');

const columns = {
  id: fhirClients.id,
  establishmentId: fhirClients.establishmentId,
  name: fhirClients.name,
  scopes: fhirClients.scopes,
  jwks: sql<JSONWebKeySet | null>`${fhirClients.jwks}`,
  jwksUrl: fhirClients.jwksUrl,
  createdAt: fhirClients.createdAt,
  createdByFirstName: creator.firstName,
  createdByLastName: creator.lastName,
  lastUsedAt: fhirClients.lastUsedAt,
  revokedAt: fhirClients.revokedAt,
};

/** The establishment's clients, newest first (revoked ones included: the history). */
export async function listClients(
  scope: Scope,
  establishment: EstablishmentGrant,
): Promise<FhirClientRow[]> {
  return scope.db
    .select(columns)
    .from(fhirClients)
    .innerJoin(creator, eq(creator.id, fhirClients.createdByUserId))
    .where(eq(fhirClients.establishmentId, establishment.establishmentId))
    .orderBy(desc(fhirClients.createdAt), desc(fhirClients.id));
}

async function findClient(scope: Scope | PublicScope, id: string): Promise<FhirClientRow | null> {
  const [row] = await scope.db
    .select(columns)
    .from(fhirClients)
    .innerJoin(creator, eq(creator.id, fhirClients.createdByUserId))
    .where(eq(fhirClients.id, id));
  return row ?? null;
}

export async function insertClient(
  scope: Scope,
  establishment: EstablishmentGrant,
  values: { name: string; scopes: string[]; jwks: JSONWebKeySet | null; jwksUrl: string | null },
): Promise<FhirClientRow> {
  const [row] = await scope.db
    .insert(fhirClients)
    .values({
      establishmentId: establishment.establishmentId,
      name: values.name,
      scopes: values.scopes,
      jwks: values.jwks,
      jwksUrl: values.jwksUrl,
      createdByUserId: scope.user.userId,
    })
    .returning({ id: fhirClients.id });
  return (await findClient(scope, row!.id))!;
}

/** Revokes the establishment's client (once: a revoked one keeps its date); null for none. */
export async function revokeClient(
  scope: Scope,
  establishment: EstablishmentGrant,
  clientId: string,
): Promise<FhirClientRow | null> {
  await scope.db
    .update(fhirClients)
    .set({ revokedAt: sql`now()`, revokedByUserId: scope.user.userId })
    .where(
      and(
        eq(fhirClients.id, clientId),
        eq(fhirClients.establishmentId, establishment.establishmentId),
        isNull(fhirClients.revokedAt),
      ),
    );
  const row = await findClient(scope, clientId);
  return row && row.establishmentId === establishment.establishmentId ? row : null;
}

/** A client in service (not revoked, its establishment not archived), before any check. */
export async function locateActiveClient(
  scope: PublicScope,
  id: string,
): Promise<FhirClientRow | null> {
  const [row] = await scope.db
    .select(columns)
    .from(fhirClients)
    .innerJoin(creator, eq(creator.id, fhirClients.createdByUserId))
    .innerJoin(establishments, eq(establishments.id, fhirClients.establishmentId))
    .where(
      and(eq(fhirClients.id, id), isNull(fhirClients.revokedAt), isNull(establishments.archivedAt)),
    );
  return row ?? null;
}

/**
 * Records an assertion's `jti` until it expires, and the client's use; false when the client
 * used it already (a replay). Expired assertions of the client are forgotten first.
 */
export async function useAssertion(
  scope: PublicScope,
  clientId: string,
  assertion: { jti: string; expiresAt: Date },
): Promise<boolean> {
  return scope.transaction(async (tx) => {
    await tx.db
      .delete(fhirClientAssertions)
      .where(
        and(
          eq(fhirClientAssertions.clientId, clientId),
          lt(fhirClientAssertions.expiresAt, sql`now()`),
        ),
      );
    const inserted = await tx.db
      .insert(fhirClientAssertions)
      .values({ clientId, jti: assertion.jti, expiresAt: assertion.expiresAt })
      .onConflictDoNothing()
      .returning({ jti: fhirClientAssertions.jti });
    if (inserted.length === 0) {
      return false;
    }
    await tx.db
      .update(fhirClients)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(fhirClients.id, clientId));
    return true;
  });
}
