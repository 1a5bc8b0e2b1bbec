/**
 * Registers `/sw.js` (boot/sw.ts) once the page has loaded, in a production build only (the dev
 * server and Storybook have none): the app shell, the hashed assets and the session of the day
 * stay available offline once loaded (docs/decisions/portal-offline-player.md).
 */
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
