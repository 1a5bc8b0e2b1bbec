/**
 * SMART Backend Services' client authentication (docs/decisions/api-fhir-clients.md): a health
 * record system proves it is the client it registered as with a JWT it signs with its private key
 * (RS384 or ES384), `iss` and `sub` its client_id, `aud` our token URL, `exp` at most five minutes
 * ahead, a `jti` it never reuses. Its public keys were given at registration, inline or at an
 * https URL (fetched, then cached, by jose's remote key set).
 */
import type { PublicJwkSet } from '@oxilio/domain/contract';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  decodeJwt,
  importJWK,
  jwtVerify,
  type FetchImplementation,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { HttpProblem } from '../http/errors';

export const clientAssertionType = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
export const assertionAlgorithms = ['RS384', 'ES384'] as const;
/** SMART: an assertion expires no more than five minutes after it is made. */
export const maxAssertionLifetimeSeconds = 300;
/** The smallest RSA modulus taken (NIST SP 800-131A). */
const minRsaBits = 2048;

/** Why an assertion is refused: said to the client in `error_description`. */
export class AssertionError extends Error {}

/**
 * Checks the keys a manager registers: each one a public RS384 (RSA, at least 2048 bits) or
 * ES384 (EC P-384) signing key that imports, no private part, the kids distinct. Throws the
 * problem `fhir_client_keys_invalid` saying which key is wrong.
 */
export async function checkPublicKeys(jwks: PublicJwkSet): Promise<void> {
  const refuse = (detail: string) => {
    throw new HttpProblem('fhir_client_keys_invalid', detail);
  };
  const kids = new Set<string>();
  for (const [index, key] of jwks.keys.entries()) {
    const name = `Key ${index + 1} (kid ${key.kid})`;
    if (kids.has(key.kid)) {
      refuse(`${name}: another key has the same kid.`);
    }
    kids.add(key.kid);
    const alg = key.kty === 'RSA' ? 'RS384' : 'ES384';
    if (key.alg && key.alg !== alg) {
      refuse(`${name}: a ${key.kty} key signs with ${alg}, not ${key.alg}.`);
    }
    if (key.kty === 'RSA') {
      if (!key.n || !key.e || key.crv || key.x || key.y) {
        refuse(`${name}: an RSA public key has n and e, and nothing of an EC key.`);
      }
      if (Buffer.from(key.n!, 'base64url').length * 8 < minRsaBits) {
        refuse(`${name}: an RSA key has at least ${minRsaBits} bits.`);
      }
    } else if (key.crv !== 'P-384' || !key.x || !key.y || key.n || key.e) {
      refuse(`${name}: an EC key is on the P-384 curve, with x and y.`);
    }
    try {
      await importJWK({ ...key, alg }, alg);
    } catch {
      refuse(`${name}: it does not import as an ${alg} public key.`);
    }
  }
}

/** Where a client's public keys are: inline, or at a URL. */
export type ClientKeys = { jwks: JSONWebKeySet; jwksUrl: null } | { jwks: null; jwksUrl: string };

export interface AssertionCheck {
  clientId: string;
  /** Our token URL: the assertion's `aud`. */
  audience: string;
}

export interface VerifiedAssertion {
  jti: string;
  /** When the assertion expires: its `jti` is remembered until then. */
  expiresAt: Date;
}

/**
 * The client_id an assertion claims (`iss`), read before its signature is checked: it says whose
 * keys check it. Null when it is no JWT or names no issuer.
 */
export function claimedClientId(assertion: string): string | null {
  try {
    const { iss } = decodeJwt(assertion);
    return typeof iss === 'string' ? iss : null;
  } catch {
    return null;
  }
}

export interface ClientAssertions {
  /** Checks `assertion` with `keys`; throws AssertionError saying why it is refused. */
  verify(assertion: string, keys: ClientKeys, check: AssertionCheck): Promise<VerifiedAssertion>;
}

/**
 * The verifier. `fetch` fetches the keys published at a URL (tests give their own); the key sets
 * of URLs are kept, so that a client's keys are fetched again only when jose's cache says so (a
 * new kid, or after ten minutes).
 */
export function createClientAssertions(options: { fetch?: FetchImplementation } = {}) {
  const remote = new Map<string, JWTVerifyGetKey>();
  const maxRemote = 1000;
  const keySetOf = (keys: ClientKeys): JWTVerifyGetKey => {
    if (keys.jwks) {
      return createLocalJWKSet(keys.jwks);
    }
    let set = remote.get(keys.jwksUrl);
    if (!set) {
      if (remote.size >= maxRemote) {
        remote.clear();
      }
      set = createRemoteJWKSet(new URL(keys.jwksUrl), {
        timeoutDuration: 5000,
        cacheMaxAge: 10 * 60_000,
        ...(options.fetch ? { [customFetch]: options.fetch } : {}),
      });
      remote.set(keys.jwksUrl, set);
    }
    return set;
  };
  const verifier: ClientAssertions = {
    async verify(assertion, keys, { clientId, audience }) {
      let payload;
      try {
        ({ payload } = await jwtVerify(assertion, keySetOf(keys), {
          algorithms: [...assertionAlgorithms],
          issuer: clientId,
          subject: clientId,
          audience,
          requiredClaims: ['exp', 'jti'],
        }));
      } catch (error) {
        throw new AssertionError(
          `The client assertion is refused: ${error instanceof Error ? error.message : 'invalid'}.`,
        );
      }
      const now = Math.floor(Date.now() / 1000);
      if (payload.exp! > now + maxAssertionLifetimeSeconds) {
        throw new AssertionError(
          `The client assertion expires more than ${maxAssertionLifetimeSeconds} seconds ahead.`,
        );
      }
      if (typeof payload.jti !== 'string' || payload.jti.length === 0 || payload.jti.length > 200) {
        throw new AssertionError('The client assertion has no usable jti.');
      }
      return { jti: payload.jti, expiresAt: new Date(payload.exp! * 1000) };
    },
  };
  return verifier;
}
