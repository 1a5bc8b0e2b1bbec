import type { SetupWorker } from 'msw/browser';

/**
 * Starts Mock Service Worker for the stories (msw-storybook-addon's `mswLoader` calls it once).
 * The worker script is `.storybook/public/mockServiceWorker.js` (`npx msw init .storybook/public`),
 * served at the root by `staticDirs` in `storybook dev`, `storybook build` and the Vitest run alike.
 *
 * A story that calls the API without a handler fails: MSW logs an error (the Vitest setup fails any
 * story that logs one) and the request errors instead of reaching a server that is not there.
 */
export async function startMockApi(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
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
