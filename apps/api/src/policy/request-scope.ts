/**
 * `request.scope`: the access scope of an authenticated request (./scope.ts), built on first use
 * from the caller the authentication hook verified and the app's database, then kept for the
 * request. Reading it on a public route throws the 401 problem `request.user` throws; a public
 * route hands `request.publicScope` (no user, even when the request carries a token).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, publicCallerOf } from '../auth/caller';
import { publicScopeFor, scopeFor, type PublicScope, type Scope } from './scope';

const built = Symbol('scope');

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's access scope: what a route hands to its service. */
    readonly scope: Scope;
    /** The scope of a public route: the request's facts and the database. */
    readonly publicScope: PublicScope;
    [built]: Scope | null;
  }
}

/** Decorates requests with `scope` (getter) once, on the root instance, after `user`. */
export function registerRequestScope(app: FastifyInstance) {
  app.decorateRequest(built, null);
  app.decorateRequest('scope', {
    getter(this: FastifyRequest) {
      this[built] ??= scopeFor(this.server.db, callerOf(this));
      return this[built];
    },
  });
  app.decorateRequest('publicScope', {
    getter(this: FastifyRequest) {
      return publicScopeFor(this.server.db, publicCallerOf(this));
    },
  });
}
