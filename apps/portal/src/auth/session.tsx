import { decodeAccessToken, type ApiResult, type AuthTokens } from '@oxilio/domain/client';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useSWRConfig } from 'swr';
import { api, onSessionExpired, tokenStore } from '../app/api';
import { signIn as requestSignIn, signOut as requestSignOut } from '../features/auth';
import { forgetPlayerData } from '../features/playerQueue';
import { userFromClaims, type SessionUser } from './roles';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

interface SessionContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  signIn: (credentials: {
    email: string;
    password: string;
    rememberMe: boolean;
  }) => Promise<ApiResult<unknown>>;
  /** Ends the session on the server (at most a few seconds), then here. */
  signOut: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) {
    throw new Error('useSession must be used inside <SessionProvider>');
  }
  return value;
}

function userFromTokens(tokens: AuthTokens | null): SessionUser | null {
  const claims = tokens ? decodeAccessToken(tokens.accessToken) : null;
  return claims ? userFromClaims(claims) : null;
}

function isFresh(tokens: AuthTokens | null): boolean {
  const claims = tokens ? decodeAccessToken(tokens.accessToken) : null;
  return typeof claims?.exp === 'number' && claims.exp * 1000 > Date.now() + 5_000;
}

function signedInState(tokens: AuthTokens | null): {
  status: SessionStatus;
  user: SessionUser | null;
} {
  const user = userFromTokens(tokens);
  return user ? { status: 'signedIn', user } : { status: 'signedOut', user: null };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<{ status: SessionStatus; user: SessionUser | null }>(() => {
    const tokens = tokenStore.read();
    if (!tokens) {
      return { status: 'signedOut', user: null };
    }
    return isFresh(tokens) ? signedInState(tokens) : { status: 'checking', user: null };
  });

  const clearCache = useCallback(() => {
    // Health data of one user never stays in memory for the next one.
    void mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);

  // Silent login: an expired access token with a refresh token is traded for fresh tokens.
  useEffect(() => {
    if (state.status !== 'checking') {
      return;
    }
    let cancelled = false;
    api
      .resumeSession()
      .catch(() => false)
      .then((ok) => {
        if (!cancelled) {
          setState(signedInState(ok ? tokenStore.read() : null));
        }
      });
    return () => {
      cancelled = true;
    };
  }, [state.status]);

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

  const value = useMemo(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
