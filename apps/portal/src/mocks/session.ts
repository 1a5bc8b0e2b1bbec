/**
 * A signed-in session for the stories: the tokens the portal keeps in localStorage, with an access
 * token that carries the claims the API signs (apps/api/src/auth/access-tokens.ts) for a user of
 * the fixtures. Unsigned: the portal only decodes the claims, and the mocked API checks nothing.
 */
import type { AuthTokens } from '@oxilio/domain/client';
import type { CurrentUser } from '@oxilio/domain/contract';

/** 2100-01-01: never expires during a story, and screenshots never depend on today's date. */
const farFuture = 4_102_444_800;

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The claims of the API's access token for a user: roles joined, ids only when set. */
export function accessTokenClaims(user: CurrentUser): Record<string, string | number> {
  const claims: Record<string, string | number> = {
    sub: user.userId,
    roles: user.roles.join(','),
    exp: farFuture,
  };
  const ids = {
    patientId: user.patientId,
    reeducatorId: user.reeducatorId,
    responsableId: user.responsableId,
    establishmentId: user.establishments[0]?.establishmentId ?? null,
  };
  for (const [name, value] of Object.entries(ids)) {
    if (value) {
      claims[name] = value;
    }
  }
  return claims;
}

/** The tokens of a signed-in user, as `tokenStore` reads them. */
export function tokensFor(user: CurrentUser): AuthTokens {
  const header = base64Url({ alg: 'none', typ: 'JWT' });
  return {
    accessToken: `${header}.${base64Url(accessTokenClaims(user))}.mock`,
    refreshToken: `mock-refresh-${user.userId}`,
    rememberMe: false,
  };
}
