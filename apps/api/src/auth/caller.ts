/**
 * The caller of a service method: who calls (the signed-in user, or no one on a public route) and
 * what the audit log records of the request (its id, the client's address, the method and the
 * route), with the language the client reads. Routes build it once per request, `callerOf(request)`
 * or `publicCallerOf(request)`, and every service method takes it first: `method(caller, input)`.
 */
import type { Locale } from '@oxilio/locales';
import type { FastifyRequest } from 'fastify';
import { preferredLocale } from '../http/languages';
import { sessionIdOf, systemClientOf } from './authenticate';
import type { AuthUser } from './user';

interface RequestFacts {
  readonly requestId: string;
  /** The client's address (behind a proxy, as TRUST_PROXY allows). */
  readonly ip: string;
  readonly method: string;
  /** The route's path pattern, e.g. `/api/v1/patients/:id`. */
  readonly route: string | null;
  /** From Accept-Language: the language of the emails a public call sends. */
  readonly locale: Locale;
}

/**
 * A health record system reading /fhir/R4 with a system token (SMART Backend Services,
 * docs/decisions/api-fhir-clients.md): the client an establishment's manager registered.
 */
export interface SystemClient {
  readonly id: string;
  readonly name: string;
  readonly establishmentId: string;
  /** The resource types its token's scopes grant (`system/Observation.read`: Observation). */
  readonly resourceTypes: readonly string[];
}

/** A caller with a verified access token. */
export interface Caller extends RequestFacts {
  readonly user: AuthUser;
  /** The session (refresh-token family) the access token belongs to; empty for a system. */
  readonly sessionId: string;
  /**
   * The system, when the token is a system's: `user` is then its establishment's reader (the
   * manager's scope, read only), and the audit log names the client, not a user.
   */
  readonly client?: SystemClient;
}

/** A caller of a public route (sign-in, signup, the application links, device ingestion). */
export interface PublicCaller extends RequestFacts {
  readonly user: null;
}

function requestFacts(request: FastifyRequest): RequestFacts {
  return {
    requestId: request.id,
    ip: request.ip,
    method: request.method,
    route: request.routeOptions.url ?? null,
    locale: preferredLocale(request.headers['accept-language']),
  };
}

/** The caller of an authenticated route (reading it on a public route throws a 401 problem). */
export function callerOf(request: FastifyRequest): Caller {
  const { user } = request;
  const client = systemClientOf(request);
  return {
    user,
    sessionId: sessionIdOf(request) ?? '',
    ...(client ? { client } : {}),
    ...requestFacts(request),
  };
}

/** The caller of a public route: no user, even when the request carries a token. */
export function publicCallerOf(request: FastifyRequest): PublicCaller {
  return { user: null, ...requestFacts(request) };
}
