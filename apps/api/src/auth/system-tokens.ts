/**
 * The access tokens of the health record systems an establishment registered (SMART Backend
 * Services, docs/decisions/api-fhir-clients.md): JWT, HS256 with the server's secret, like the
 * users' (./access-tokens.ts), but for another audience (`oxilio-fhir`), so that neither kind is
 * taken for the other: a system's token opens /fhir/R4 only, never /api/v1. `sub` is the client's
 * id, `establishmentId` the establishment it reads, `scope` the system scopes granted.
 */
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { isUuid } from '../db/ids';
import { InvalidTokenError } from '../http/errors';

const issuer = 'oxilio-api';
export const systemTokenAudience = 'oxilio-fhir';

export interface SystemTokenClaims {
  clientId: string;
  establishmentId: string;
  /** The granted scopes, as the token response gave them (space-separated in the token). */
  scopes: readonly string[];
}

export interface SystemTokens {
  readonly ttlSeconds: number;
  sign(claims: SystemTokenClaims): Promise<string>;
  /** Verifies signature, issuer, audience, expiry and the claims. Throws InvalidTokenError. */
  verify(token: string): Promise<SystemTokenClaims>;
}

export function createSystemTokens(secretBytes: Uint8Array, ttlSeconds: number): SystemTokens {
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
    async sign({ clientId, establishmentId, scopes }) {
      return new SignJWT({ establishmentId, scope: scopes.join(' ') })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(clientId)
        .setIssuer(issuer)
        .setAudience(systemTokenAudience)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key());
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key(), {
          algorithms: ['HS256'],
          issuer,
          audience: systemTokenAudience,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const { sub, establishmentId, scope } = payload;
        if (
          typeof sub !== 'string' ||
          !isUuid(sub) ||
          typeof establishmentId !== 'string' ||
          !isUuid(establishmentId) ||
          typeof scope !== 'string'
        ) {
          throw new InvalidTokenError();
        }
        return { clientId: sub, establishmentId, scopes: scope.split(' ').filter(Boolean) };
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
  };
}
