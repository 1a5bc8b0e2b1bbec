import type { SetupWorker } from 'msw/browser';
import { anyEstablishmentInParis } from '../apps/portal/src/mocks/establishmentFixtures';
import { playerOpenHoursEcho } from '../apps/portal/src/mocks/sessionScenarios';

/**
 * Starts Mock Service Worker for the stories (msw-storybook-addon's `mswLoader` calls it once).
 * The worker script is `.storybook/public/mockServiceWorker.js` (`npx msw init .storybook/public`),
 * served at the root by `staticDirs` in `storybook dev`, `storybook build` and the Vitest run alike.
 *
 * A story that calls the API without a handler fails: MSW logs an error (the Vitest setup fails any
 * story that logs one) and the request errors instead of reaching a server that is not there.
 *
 * Two handlers every story has under its own (the addon resets the worker to them before each
 * story); a story's own handlers come first.
 * - Any establishment read answers one in Europe/Paris: every screen that dates an instant reads
 *   its establishment's time zone (docs/decisions/one-clock.md).
 * - A session player left by the previous story closes its opening (`PATCH …/PlayerOpenHours`,
 *   keepalive) as the next story renders, and the stories share their iframe (vitest.config.ts),
 *   so the next story may be the first of another file, without the player's handlers. That
 *   closure is echoed as the API would.
 */
export async function startMockApi(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(playerOpenHoursEcho, anyEstablishmentInParis);
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) {
        print.error();
      }
    },
  });
  return worker;
}
