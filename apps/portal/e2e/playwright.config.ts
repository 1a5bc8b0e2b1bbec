/**
 * End-to-end tests of the portal against the real API on a fresh embedded database with the demo
 * seed (no mocks). The global setup builds the portal (debug routes on), starts the API on a free
 * 127.0.0.1 port with a temporary DATA_DIR and waits for /api/health; the teardown stops it.
 *
 * Run: `npm run test:e2e` (or `npx playwright test -c apps/portal/e2e/playwright.config.ts`).
 * E2E_SKIP_BUILD=1 reuses an existing apps/portal/dist; E2E_WORKERS sets the worker count;
 * E2E_PORTAL_DIR and E2E_OUTPUT_DIR move the build and the results (two runs on one checkout).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../scripts/browser.mjs';

/** A port nobody listens on now, found once in the runner and inherited by the workers. */
function freePort(): string {
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORT ??= freePort();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
process.env.E2E_BASE_URL = baseURL;

/** Everything the runs write (results, traces, screenshots, the API log): gitignored. */
const outputDir = process.env.E2E_OUTPUT_DIR ?? join(import.meta.dirname, '.output');

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.spec.ts',
  outputDir: join(outputDir, 'test-results'),
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  forbidOnly: true,
  fullyParallel: false,
  retries: 0,
  // Two cores: at most two browsers against the one API.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Password hashing (scrypt, 32 MiB) and a busy machine make sign-ins slow-ish.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // No HTML report: its bundled viewer would be linted. Traces: `npx playwright show-trace <zip>`.
  reporter: 'list',
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 900 },
    contextOptions: { reducedMotion: 'reduce' },
    // The offline player's worker precaches every chunk in each new context: only the offline
    // test (patient-session.spec.ts) lets it run.
    serviceWorkers: 'block',
    actionTimeout: 20_000,
    navigationTimeout: 45_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
});
