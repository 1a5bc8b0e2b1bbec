/**
 * The names the start-up path shares between its three programs: the page (React), `start.js`
 * (runs before the page paints) and `sw.js` (the service worker). Each is built from this folder's
 * TypeScript and imports these, so a name cannot drift between them (README.md).
 */
import { chunkLoadTimeoutMs } from '../app/lazy';

/** The session's tokens in local or session storage (packages/domain's client writes them). */
export { tokenStorageKey } from '@oxilio/domain/client';

/** The language chosen on this device (i18n/LocaleProvider.tsx). */
export const localeStorageKey = 'oxilio.locale';

/**
 * The language the visitor picked on a signed-out page, for the next sign-in to save on the
 * account (i18n/pickedLocale.ts), in this tab's session storage.
 */
export const pickedLocaleStorageKey = 'oxilio.locale.picked';

/** Boot.tsx tells start.js that the prerendered sign-in form now answers. */
export const signInReadyEvent = 'oxilio:signin-ready';

/** The page asks the service worker to forget the cached sessions (signing out). */
export const forgetSessionsMessage = 'oxilio:forget-sessions';

/*
 * The service worker's caches (docs/decisions/portal-offline-player.md). A new version of one
 * changes its name; the worker deletes the `oxilio-` caches it does not know. Three constants, not
 * one object: the page's first script keeps only the one it uses.
 */
/** The app shell (index.html) for a navigation offline. */
export const shellCache = 'oxilio-shell-v1';
/** The hashed scripts, styles, fonts and catalogues. */
export const assetsCache = 'oxilio-assets-v1';
/** The sessions of the day, which signing out deletes. */
export const sessionsCache = 'oxilio-session-v1';

/** start.js shows its failure screen when nothing has started by then: a page's code's wait. */
export const startFailureAfterMs = chunkLoadTimeoutMs;
