import { tokenStorageKey } from '@oxilio/domain/client';

/** 2100-01-01: a session that never expires during a test. */
const farFuture = 4_102_444_800;

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * For the portal's tests: stores a remembered session (localStorage, as "remember me" does) whose
 * access token carries `claims`. Unsigned: the portal reads the claims, it checks no signature.
 */
export function rememberSession(claims: Record<string, unknown>, exp = farFuture): void {
  const accessToken = [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({ sub: '5d1c7e0a-3b7f-4d8e-9a55-0c4f2b9e8a11', exp, ...claims }),
    'unsigned',
  ].join('.');
  localStorage.setItem(
    tokenStorageKey,
    JSON.stringify({ accessToken, refreshToken: 'refresh', rememberMe: true }),
  );
}
