/**
 * Authentication of API calls. Every route under /api/v1 requires a valid bearer access token
 * unless it says `config: { public: true }` (sign-in, signup, device ingestion with its own secret,
 * the debug outbox). Routes hand the user to the services in a caller: `callerOf(request)`
 * (./caller.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthenticationRequiredError, InvalidTokenError } from '../http/errors';
import { decodeJwt } from 'jose';
import type { AccessTokens } from './access-tokens';
import type { SystemClient } from './caller';
import type { Revocations } from './revocations';
import { systemTokenAudience, type SystemTokenClaims, type SystemTokens } from './system-tokens';
import type { AuthUser } from './user';

const authUser = Symbol('authUser');
const authSession = Symbol('authSession');
const authClient = Symbol('authClient');

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller. Reading it on a public route throws a 401 problem. */
    readonly user: AuthUser;
    [authUser]: AuthUser | null;
    [authSession]: string | null;
    [authClient]: SystemClient | null;
  }
  interface FastifyContextConfig {
    /** No bearer token required (the route authenticates otherwise, or is public by nature). */
    public?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) {
    return null;
  }
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Decorates requests with `user` (getter) once, on the root instance. */
export function registerRequestUser(app: FastifyInstance) {
  app.decorateRequest(authUser, null);
  app.decorateRequest(authSession, null);
  app.decorateRequest(authClient, null);
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const user = this[authUser];
      if (!user) {
        throw new AuthenticationRequiredError();
      }
      return user;
    },
  });
}

/** The session (`sid`) of the caller's access token; null on a public route. */
export function sessionIdOf(request: FastifyRequest): string | null {
  return request[authSession];
}

/** The health record system of a request with a system token (/fhir/R4); null otherwise. */
export function systemClientOf(request: FastifyRequest): SystemClient | null {
  return request[authClient];
}

/**
 * The user a system's requests read as: its establishment's reader, with the manager's scope
 * (`roles: ['responsable']`, the establishment from the token). `responsableId` is the client's
 * id, which no manager has: a path naming a manager is never the system's. Read only: a system
 * token opens /fhir/R4 only.
 */
export function systemReader(client: SystemClient): AuthUser {
  return Object.freeze<AuthUser>({
    userId: client.id,
    roles: ['responsable'],
    patientId: null,
    reeducatorId: null,
    responsableId: client.id,
    establishmentId: client.establishmentId,
  });
}

/** Whether a bearer token is a system's (its audience), before anything is verified. */
function isSystemToken(token: string): boolean {
  try {
    const { aud } = decodeJwt(token);
    return aud === systemTokenAudience || (Array.isArray(aud) && aud.includes(systemTokenAudience));
  } catch {
    return false;
  }
}

/**
 * The onRequest hook of /fhir/R4: the users' tokens as on /api/v1, and the tokens of the health
 * record systems (SMART Backend Services), each checked against its client (`loadClient`: null
 * when revoked or gone, which ends its tokens at once).
 */
export function fhirAuthenticationHook(
  accessTokens: AccessTokens,
  revocations: Revocations,
  systemTokens: SystemTokens,
  loadClient: (request: FastifyRequest, claims: SystemTokenClaims) => Promise<SystemClient | null>,
) {
  const users = authenticationHook(accessTokens, revocations);
  return async function authenticate(request: FastifyRequest) {
    const token = request.routeOptions.config.public ? null : bearerToken(request);
    if (token === null || !isSystemToken(token)) {
      return users(request);
    }
    const claims = await systemTokens.verify(token);
    const client = await loadClient(request, claims);
    if (!client) {
      throw new InvalidTokenError('The client has been revoked.');
    }
    request[authUser] = systemReader(client);
    request[authClient] = client;
  };
}

/**
 * The onRequest hook of the /api/v1 scope: authenticates every non-public route, and refuses a
 * token of an ended session or a disabled account.
 */
export function authenticationHook(accessTokens: AccessTokens, revocations: Revocations) {
  return async function authenticate(request: FastifyRequest) {
    if (request.routeOptions.config.public) {
      return;
    }
    const token = bearerToken(request);
    if (!token) {
      throw new AuthenticationRequiredError();
    }
    const verified = await accessTokens.verify(token);
    if (
      revocations.isRevoked({
        sessionId: verified.sessionId,
        userId: verified.user.userId,
        issuedAt: verified.issuedAt,
      })
    ) {
      throw new InvalidTokenError('The session has ended.');
    }
    request[authUser] = verified.user;
    request[authSession] = verified.sessionId;
  };
}
