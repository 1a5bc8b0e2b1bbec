/**
 * Health record systems (docs/decisions/api-fhir-clients.md): a manager registers, lists and
 * revokes the systems that read the establishment's data on /fhir/R4; a system gets a token at
 * /oauth2/token with SMART Backend Services' `client_credentials` grant and a signed assertion.
 */
import {
  fhirClientResourceTypes,
  type FhirClient,
  type FhirClientCreateBody,
  type FhirSystemScope,
} from '@oxilio/domain/contract';
import type { JSONWebKeySet } from 'jose';
import {
  AssertionError,
  checkPublicKeys,
  claimedClientId,
  clientAssertionType,
  type ClientAssertions,
} from '../../auth/client-assertions';
import type { SystemClient } from '../../auth/caller';
import type { SystemTokens } from '../../auth/system-tokens';
import { isUuid } from '../../db/ids';
import { HttpProblem, NotFoundError } from '../../http/errors';
import type { PublicScope, Scope } from '../../policy/scope';
import * as repository from './repository';
import type { FhirClientRow } from './repository';

function toClient(row: FhirClientRow): FhirClient {
  return {
    clientId: row.id,
    establishmentId: row.establishmentId,
    name: row.name,
    scopes: row.scopes as FhirSystemScope[],
    jwksUrl: row.jwksUrl,
    keyIds: (row.jwks?.keys ?? []).map((key) => key.kid ?? ''),
    createdAt: row.createdAt.toISOString(),
    createdBy: { firstName: row.createdByFirstName, lastName: row.createdByLastName },
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * The resource types a set of SMART system scopes grants (`system/*.read`: every type served to
 * systems; v2's `rs` as v1's `read`); scopes that grant nothing are left out.
 */
export function grantedTypes(scopes: readonly string[]): string[] {
  const types = new Set<string>();
  for (const scope of scopes) {
    const match = /^system\/(\*|[A-Za-z]+)\.(read|rs)$/.exec(scope);
    if (!match) {
      continue;
    }
    const type = match[1]!;
    for (const served of fhirClientResourceTypes) {
      if (type === '*' || type === served) {
        types.add(served);
      }
    }
  }
  return fhirClientResourceTypes.filter((type) => types.has(type));
}

/** An OAuth 2.0 error answer of the token endpoint (RFC 6749 §5.2). */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error:
      | 'invalid_request'
      | 'invalid_client'
      | 'invalid_grant'
      | 'unsupported_grant_type'
      | 'invalid_scope',
    readonly description: string,
  ) {
    super(description);
  }
}

export interface TokenRequest {
  grant_type?: string;
  scope?: string;
  client_assertion_type?: string;
  client_assertion?: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
}

export function createFhirClientsService(deps: {
  assertions: ClientAssertions;
  systemTokens: SystemTokens;
}) {
  return {
    async list(scope: Scope, { establishmentId }: { establishmentId: string }) {
      const establishment = scope.managedEstablishment(establishmentId);
      return (await repository.listClients(scope, establishment)).map(toClient);
    },

    async create(
      scope: Scope,
      { establishmentId, body }: { establishmentId: string; body: FhirClientCreateBody },
    ) {
      const establishment = scope.managedEstablishment(establishmentId);
      if ((body.jwks === undefined) === (body.jwksUrl === undefined)) {
        throw new HttpProblem(
          'fhir_client_keys_missing',
          'Give the public keys (jwks) or the https URL where they are published (jwksUrl), one of them.',
        );
      }
      if (body.jwks) {
        await checkPublicKeys(body.jwks);
      }
      // Every type includes each one: `system/*.read` alone says it.
      const scopes = body.scopes.includes('system/*.read')
        ? ['system/*.read']
        : [...new Set(body.scopes)];
      return scope.transaction(async (tx) => {
        const row = await repository.insertClient(tx, establishment, {
          name: body.name.trim() || body.name,
          scopes,
          jwks: (body.jwks as JSONWebKeySet | undefined) ?? null,
          jwksUrl: body.jwksUrl ?? null,
        });
        await tx.audit('fhirClient.create', null, { clientId: row.id, name: row.name, scopes });
        return toClient(row);
      });
    },

    async revoke(
      scope: Scope,
      { establishmentId, clientId }: { establishmentId: string; clientId: string },
    ) {
      const establishment = scope.managedEstablishment(establishmentId);
      return scope.transaction(async (tx) => {
        const row = await repository.revokeClient(tx, establishment, clientId);
        if (!row) {
          throw new NotFoundError('No such client.');
        }
        await tx.audit('fhirClient.revoke', null, { clientId: row.id, name: row.name });
        return toClient(row);
      });
    },

    /**
     * SMART Backend Services' token request: `client_credentials` with a client assertion signed
     * by one of the client's keys; the scopes asked that its registration allows.
     */
    async token(
      scope: PublicScope,
      request: TokenRequest,
      { audience }: { audience: string },
    ): Promise<TokenResponse> {
      if (request.grant_type !== 'client_credentials') {
        throw new OAuthError(
          400,
          'unsupported_grant_type',
          'Only grant_type=client_credentials is supported.',
        );
      }
      if (request.client_assertion_type !== clientAssertionType || !request.client_assertion) {
        throw new OAuthError(
          400,
          'invalid_request',
          `Authenticate with client_assertion_type=${clientAssertionType} and a client_assertion.`,
        );
      }
      if (!request.scope?.trim()) {
        throw new OAuthError(400, 'invalid_scope', 'Ask the system scopes wanted in scope.');
      }
      const clientId = claimedClientId(request.client_assertion);
      const located =
        clientId && isUuid(clientId) ? await repository.locateActiveClient(scope, clientId) : null;
      if (!located) {
        throw new OAuthError(401, 'invalid_client', 'Unknown or revoked client.');
      }
      const keys = located.jwks
        ? { jwks: located.jwks, jwksUrl: null }
        : { jwks: null, jwksUrl: located.jwksUrl! };
      let verified;
      try {
        verified = await deps.assertions.verify(request.client_assertion, keys, {
          clientId: located.id,
          audience,
        });
      } catch (error) {
        if (error instanceof AssertionError) {
          throw new OAuthError(401, 'invalid_client', error.message);
        }
        throw error;
      }
      const allowed = new Set(grantedTypes(located.scopes));
      const asked = request.scope.split(/\s+/).filter(Boolean);
      // Each scope asked whose types are all allowed; a wildcard asked gets the registered
      // scopes (a server may grant less than asked: the answer's `scope` says what).
      const granted = [
        ...new Set(
          asked.flatMap((item) => {
            const types = grantedTypes([item]);
            if (types.length > 0 && types.every((type) => allowed.has(type))) {
              return [item];
            }
            return /^system\/\*\./.test(item) ? located.scopes : [];
          }),
        ),
      ];
      if (granted.length === 0) {
        throw new OAuthError(
          400,
          'invalid_scope',
          `None of the scopes asked is granted to this client; it may ask: ${located.scopes.join(' ')}.`,
        );
      }
      if (!(await repository.useAssertion(scope, located.id, verified))) {
        throw new OAuthError(
          401,
          'invalid_client',
          'This client assertion (jti) was used already.',
        );
      }
      return {
        access_token: await deps.systemTokens.sign({
          clientId: located.id,
          establishmentId: located.establishmentId,
          scopes: granted,
        }),
        token_type: 'bearer',
        expires_in: deps.systemTokens.ttlSeconds,
        scope: granted.join(' '),
      };
    },

    /**
     * The system of a request on /fhir/R4, from its token's claims: null when revoked (its tokens
     * stop at once) or no longer its establishment's.
     */
    async systemClient(
      scope: PublicScope,
      claims: { clientId: string; establishmentId: string; scopes: readonly string[] },
    ): Promise<SystemClient | null> {
      const row = await repository.locateActiveClient(scope, claims.clientId);
      if (!row || row.establishmentId !== claims.establishmentId) {
        return null;
      }
      const registered = new Set(grantedTypes(row.scopes));
      return {
        id: row.id,
        name: row.name,
        establishmentId: row.establishmentId,
        resourceTypes: grantedTypes(claims.scopes).filter((type) => registered.has(type)),
      };
    },
  };
}

export type FhirClientsService = ReturnType<typeof createFhirClientsService>;
