import { decodeAccessToken, type ApiResult, type AuthTokens } from '@oxilio/domain/client';
import type { Locale } from '@oxilio/locales';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { api, onSessionExpired, tokenStore } from '../app/api';
import { signIn as requestSignIn, signOut as requestSignOut } from '../features/auth';
import { forgetPlayerData } from '../features/playerQueue/early';
import { userFromClaims, type SessionUser } from './roles';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

interface SessionContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  signIn: (credentials: {
    email: string;
    password: string;
    rememberMe: boolean;
    /** A language picked before signing in, saved on the account (i18n/pickedLocale.ts). */
    locale?: Locale;
  }) => Promise<ApiResult<unknown>>;
  /** Ends the session on the server (at most a few seconds), then here. */
  signOut: () => void;
  /**
   * Registers what must be forgotten when the session ends (the data cache, app/SessionCache.tsx);
   * returns the unregistering function.
   */
  onSessionEnd: (forget: () => void) => () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) {
    throw new Error('useSession must be used inside <SessionProvider>');
  }
  return value;
}

/** The signed-in user; null when signed out or outside a provider (a component shown alone). */
export function useSignedInUser(): SessionUser | null {
  return use(SessionContext)?.user ?? null;
}

function userFromTokens(tokens: AuthTokens | null): SessionUser | null {
  const claims = tokens ? decodeAccessToken(tokens.accessToken) : null;
  return claims ? userFromClaims(claims) : null;
}

function isFresh(tokens: AuthTokens | null): boolean {
  const claims = tokens ? decodeAccessToken(tokens.accessToken) : null;
  return typeof claims?.exp === 'number' && claims.exp * 1000 > Date.now() + 5_000;
}

/**
 * Who the stored tokens name, valid or not: the roles the portal prepares for (app/areas.ts) while
 * an expired session is renewed.
 */
export function storedSessionUser(): SessionUser | null {
  return userFromTokens(tokenStore.read());
}

/** Who the stored tokens name, when the access token is still valid (no refresh needed first). */
export function freshSessionUser(): SessionUser | null {
  const tokens = tokenStore.read();
  return isFresh(tokens) ? userFromTokens(tokens) : null;
}

function signedInState(tokens: AuthTokens | null): {
  status: SessionStatus;
  user: SessionUser | null;
} {
  const user = userFromTokens(tokens);
  return user ? { status: 'signedIn', user } : { status: 'signedOut', user: null };
}

/**
 * The session as the page opens. Stored tokens whose access token has expired are renewed first
 * (`resuming`): a session without "remember me" is checked meanwhile; a remembered one (the daily
 * return to the portal) opens at once as the user its tokens name, its screens showing what the
 * device kept of their last visit (app/keptAnswers.ts) while the renewal runs, and ends as any
 * other if the renewal is refused (docs/decisions/return-visit-answers.md).
 */
function initialState(): { status: SessionStatus; user: SessionUser | null; resuming: boolean } {
  const tokens = tokenStore.read();
  if (!tokens) {
    return { status: 'signedOut', user: null, resuming: false };
  }
  if (isFresh(tokens)) {
    return { ...signedInState(tokens), resuming: false };
  }
  const remembered = tokens.rememberMe ? signedInState(tokens) : null;
  return remembered?.user
    ? { ...remembered, resuming: true }
    : { status: 'checking', user: null, resuming: true };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(initialState);
  const [state, setState] = useState<{ status: SessionStatus; user: SessionUser | null }>({
    status: initial.status,
    user: initial.user,
  });
  const [resuming, setResuming] = useState(initial.resuming);

  // Health data of one user never stays in memory for the next one. The cache is not here but in
  // the signed-in app (loaded after the sign-in page), which registers how to clear it.
  const forgetters = useRef(new Set<() => void>());
  const clearCache = useCallback(() => {
    for (const forget of forgetters.current) {
      forget();
    }
  }, []);
  const onSessionEnd = useCallback((forget: () => void) => {
    forgetters.current.add(forget);
    return () => {
      forgetters.current.delete(forget);
    };
  }, []);

  // Silent login: an expired access token with a refresh token is traded for fresh tokens. The
  // calls made meanwhile wait for them (packages/domain's client).
  useEffect(() => {
    if (!resuming) {
      return;
    }
    let cancelled = false;
    api
      .resumeSession()
      .catch(() => false)
      .then((ok) => {
        if (cancelled) {
          return;
        }
        if (!ok) {
          // Nothing of a session that could not be resumed stays: what a remembered one showed
          // from the device goes with it.
          clearCache();
        }
        setState(signedInState(ok ? tokenStore.read() : null));
        setResuming(false);
      });
    return () => {
      cancelled = true;
    };
  }, [resuming, clearCache]);

  useEffect(
    () =>
      onSessionExpired(() => {
        clearCache();
        setState({ status: 'signedOut', user: null });
      }),
    [clearCache],
  );

  const signIn = useCallback<SessionContextValue['signIn']>(async (credentials) => {
    const result = await requestSignIn(credentials);
    if (result.ok) {
      const tokens: AuthTokens = {
        accessToken: result.data.accessToken,
        refreshToken: result.data.refreshToken,
        rememberMe: credentials.rememberMe,
      };
      tokenStore.write(tokens);
      setState(signedInState(tokens));
    }
    return result;
  }, []);

  const signOut = useCallback(() => {
    void (async () => {
      // End the session on the server first (it needs the token); offline, locally anyway.
      if (tokenStore.read()) {
        await requestSignOut().catch(() => undefined);
      }
      tokenStore.clear();
      clearCache();
      forgetPlayerData();
      setState({ status: 'signedOut', user: null });
    })();
  }, [clearCache]);

  const value = useMemo(
    () => ({ ...state, signIn, signOut, onSessionEnd }),
    [state, signIn, signOut, onSessionEnd],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
