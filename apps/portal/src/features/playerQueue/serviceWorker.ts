/**
 * The service worker (public/sw.js, docs/decisions/portal-offline-player.md): the app shell, the
 * hashed assets and the session of the day stay available offline once loaded.
 */

/** The cache of the sessions of the day in public/sw.js (the two names go together). */
const sessionCache = 'oxilio-session-v1';

/** Registers the service worker in a production build (the dev server and Storybook have none). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    return;
  }
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') {
    register();
  } else {
    window.addEventListener('load', register, { once: true });
  }
}

/** Deletes the sessions the service worker kept (signing out: health data never stays behind). */
export function forgetCachedSessions(): void {
  if (typeof caches !== 'undefined') {
    void caches.delete(sessionCache).catch(() => undefined);
  }
}
