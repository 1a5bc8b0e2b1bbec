/**
 * The tokens of a signed-in user: in localStorage with "remember me" (they outlive the browser),
 * in sessionStorage without (they end with the tab), docs/security.md.
 */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  rememberMe: boolean;
}

export interface TokenStore {
  read(): AuthTokens | null;
  write(tokens: AuthTokens): void;
  clear(): void;
}

export const tokenStorageKey = 'oxilio.auth';

function isAuthTokens(value: unknown): value is AuthTokens {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.accessToken === 'string' &&
    candidate.accessToken.length > 0 &&
    typeof candidate.refreshToken === 'string' &&
    candidate.refreshToken.length > 0 &&
    typeof candidate.rememberMe === 'boolean'
  );
}

/**
 * A token store over a Storage (localStorage in the browser). What it reads is validated:
 * anything malformed is dropped, as if the user were signed out.
 */
/** What a token store needs of a Storage (a stand-in that reaches the real one late fits too). */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function storageTokenStore(storage: TokenStorage, key = tokenStorageKey): TokenStore {
  return {
    read() {
      const raw = storage.getItem(key);
      if (raw === null) {
        return null;
      }
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isAuthTokens(parsed)) {
          return parsed;
        }
      } catch {
        // fall through: malformed JSON
      }
      storage.removeItem(key);
      return null;
    },
    write(tokens) {
      storage.setItem(key, JSON.stringify(tokens));
    },
    clear() {
      storage.removeItem(key);
    },
  };
}

/**
 * "Remember me" decides where the tokens live: `remembered` (localStorage) when it is on, `session`
 * (sessionStorage) when it is off. Writing to one clears the other, so a pair is never in both.
 */
export function rememberingTokenStore(
  remembered: TokenStorage,
  session: TokenStorage,
  key = tokenStorageKey,
): TokenStore {
  const long = storageTokenStore(remembered, key);
  const short = storageTokenStore(session, key);
  return {
    read: () => short.read() ?? long.read(),
    write(tokens) {
      (tokens.rememberMe ? short : long).clear();
      (tokens.rememberMe ? long : short).write(tokens);
    },
    clear() {
      short.clear();
      long.clear();
    },
  };
}

/** An in-memory store, for Node callers and tests. */
export function memoryTokenStore(initial: AuthTokens | null = null): TokenStore {
  let tokens = initial;
  return {
    read: () => tokens,
    write: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
    },
  };
}

/** Decodes (without verifying) the claims of a JWT access token, for display and routing only. */
export function decodeAccessToken(accessToken: string): Record<string, unknown> | null {
  const payload = accessToken.split('.')[1];
  if (!payload) {
    return null;
  }
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const json = decodeURIComponent(
      Array.from(
        atob(padded),
        (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
      ).join(''),
    );
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
