import { createApiClient, rememberingTokenStore } from '@oxilio/domain/client';
import { apiBasePath } from '@oxilio/domain/contract';
import { initialLocale } from '../i18n/LocaleProvider';

/** Session-expiry listeners: the session provider subscribes to send the user to the login page. */
const sessionExpiredListeners = new Set<() => void>();

export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** With "remember me" the tokens outlive the browser (localStorage); without, the tab. */
export const tokenStore = rememberingTokenStore(localStorage, sessionStorage);

/** The portal's one API client (same origin: the API serves the portal). */
export const api = createApiClient({
  baseUrl: apiBasePath,
  tokens: tokenStore,
  locale: initialLocale,
  onSessionExpired: () => {
    for (const listener of sessionExpiredListeners) {
      listener();
    }
  },
});
