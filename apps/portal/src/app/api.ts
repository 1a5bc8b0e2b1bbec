import { createApiClient, rememberingTokenStore, type TokenStorage } from '@oxilio/domain/client';
import { apiBasePath } from '@oxilio/domain/contract';
import { initialLocale } from '../i18n/LocaleProvider';

/** Session-expiry listeners: the session provider subscribes to send the user to the login page. */
const sessionExpiredListeners = new Set<() => void>();

export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/**
 * A browser storage reached when first used, not when this module loads: the area manifests import
 * their screens' early reads, hence this module, and Node reads the manifests too (the end-to-end
 * sweeps list the screens from them).
 */
function storageWhenUsed(storage: () => Storage): TokenStorage {
  return {
    getItem: (key) => storage().getItem(key),
    setItem: (key, value) => storage().setItem(key, value),
    removeItem: (key) => storage().removeItem(key),
  };
}

/** With "remember me" the tokens outlive the browser (localStorage); without, the tab. */
export const tokenStore = rememberingTokenStore(
  storageWhenUsed(() => localStorage),
  storageWhenUsed(() => sessionStorage),
);

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
