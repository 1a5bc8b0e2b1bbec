/**
 * Access tokens: JWT, HS256, short-lived (docs/decisions/api-token-lifetimes.md). Claims are named
 * as the User entity (docs/product.md#entities): roles (comma-separated), patientId, reeducatorId,
 * responsableId, establishmentId; `sub` is the user id and `sid` the session (the refresh-token
 * family), so that an ended session stops its access tokens (./revocations.ts).
 */
import { randomBytes } from 'node:crypto';
import type { AccessTokenClaims } from '@oxilio/domain/contract';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { DbExecutor } from '../db/client';
import { isUuid } from '../db/ids';
import { serverSecrets } from '../db/schema';
import { InvalidTokenError } from '../http/errors';
import { parseRoles, type AuthUser } from './user';

const issuer = 'oxilio-api';
const audience = 'oxilio';
/** A token whose signature and claims were checked. */
export interface VerifiedAccessToken {
  readonly user: AuthUser;
  /** `sid`: the session (refresh-token family) the token was issued in. */
  readonly sessionId: string;
  /** `iat`, in seconds. */
  readonly issuedAt: number;
  /** `exp`, in seconds. */
  readonly expiresAt: number;
}

export interface AccessTokens {
  readonly ttlSeconds: number;
  /** A token for `user` in the session `sessionId`. */
  sign(user: AuthUser, sessionId: string): Promise<string>;
  /** Verifies signature, issuer, audience, expiry and the claims. Throws InvalidTokenError. */
  verify(token: string): Promise<VerifiedAccessToken>;
  /** The user id of a token we signed, even if expired; null if forged or malformed. */
  subjectIgnoringExpiry(token: string): Promise<string | null>;
}

function optionalId(payload: JWTPayload, name: keyof AccessTokenClaims): string | null {
  const value = payload[name];
  return typeof value === 'string' && isUuid(value) ? value : null;
}

function toVerified(payload: JWTPayload): VerifiedAccessToken {
  const roles = typeof payload.roles === 'string' ? parseRoles(payload.roles) : [];
  if (
    typeof payload.sub !== 'string' ||
    !isUuid(payload.sub) ||
    typeof payload.sid !== 'string' ||
    !isUuid(payload.sid) ||
    typeof payload.iat !== 'number' ||
    typeof payload.exp !== 'number' ||
    roles.length === 0
  ) {
    throw new InvalidTokenError();
  }
  const user: AuthUser = Object.freeze({
    userId: payload.sub,
    roles,
    patientId: optionalId(payload, 'patientId'),
    reeducatorId: optionalId(payload, 'reeducatorId'),
    responsableId: optionalId(payload, 'responsableId'),
    establishmentId: optionalId(payload, 'establishmentId'),
  });
  return Object.freeze({
    user,
    sessionId: payload.sid,
    issuedAt: payload.iat,
    expiresAt: payload.exp,
  });
}

export function createAccessTokens(secretBytes: Uint8Array, ttlSeconds: number): AccessTokens {
  // A token without an expiry would never end, one without a subject names nobody, one without a
  // session could not be ended.
  const verifyOptions = {
    algorithms: ['HS256'],
    issuer,
    audience,
    requiredClaims: ['exp', 'iat', 'sub', 'sid'],
  };
  // Tokens whose signature and claims were checked, by their whole text (signature included): a
  // session sends the same token with every call for its 15 minutes, and checking it again cost
  // a tenth of a small call. Only the expiry is checked again. Bounded: emptied when full.
  const verified = new Map<string, VerifiedAccessToken>();
  const maxVerified = 10_000;
  // Imported once: given bytes, jose imports a key at every call.
  let importedKey: Promise<CryptoKey> | null = null;
  const key = () =>
    (importedKey ??= globalThis.crypto.subtle.importKey(
      'raw',
      new Uint8Array(secretBytes),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  return {
    ttlSeconds,
    async sign(user, sessionId) {
      const claims: Record<string, string> = { roles: user.roles.join(','), sid: sessionId };
      for (const name of [
        'patientId',
        'reeducatorId',
        'responsableId',
        'establishmentId',
      ] as const) {
        const value = user[name];
        if (value) {
          claims[name] = value;
        }
      }
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key());
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // The same test as jose's: expired from the second of `exp` on.
        if (Math.floor(Date.now() / 1000) < known.expiresAt) {
          return known;
        }
        verified.delete(token);
        throw new InvalidTokenError('The access token has expired.');
      }
      try {
        const { payload } = await jwtVerify(token, await key(), verifyOptions);
        const result = toVerified(payload);
        if (verified.size >= maxVerified) {
          verified.clear();
        }
        verified.set(token, result);
        return result;
      } catch (error) {
        if (error instanceof InvalidTokenError) {
          throw error;
        }
        throw new InvalidTokenError(
          error instanceof joseErrors.JWTExpired
            ? 'The access token has expired.'
            : 'The access token is invalid.',
        );
      }
    },
    async subjectIgnoringExpiry(token) {
      try {
        const { payload } = await jwtVerify(token, await key(), verifyOptions);
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch (error) {
        // jose checks the signature before the claims: an expired token carries verified claims.
        if (error instanceof joseErrors.JWTExpired && typeof error.payload.sub === 'string') {
          return error.payload.sub;
        }
        return null;
      }
    },
  };
}

/**
 * The HS256 key: JWT_SECRET when given, else a random key generated once and kept in the
 * database, so that every API instance (and every restart) shares it.
 */
export async function resolveJwtSecret(
  db: DbExecutor,
  configured: string | null,
): Promise<Uint8Array> {
  if (configured) {
    return new TextEncoder().encode(configured);
  }
  const name = 'jwt_hs256';
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) {
    throw new Error('The JWT secret could not be stored');
  }
  return Buffer.from(row.value, 'base64url');
}
