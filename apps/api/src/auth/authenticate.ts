/**
 * Authentication of API calls. Every route under /api/v1 requires a valid bearer access token
 * unless it says `config: { public: true }` (sign-in, signup, device ingestion with its own secret,
 * the debug outbox). Routes hand the user to the services in a caller: `callerOf(request)`
 * (./caller.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthenticationRequiredError, InvalidTokenError } from '../http/errors';
import type { AccessTokens } from './access-tokens';
import type { Revocations } from './revocations';
import type { AuthUser } from './user';

const authUser = Symbol('authUser');
const authSession = Symbol('authSession');

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller. Reading it on a public route throws a 401 problem. */
    readonly user: AuthUser;
    [authUser]: AuthUser | null;
    [authSession]: string | null;
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
