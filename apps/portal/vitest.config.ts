import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../scripts/browser.mjs';
import { uiAliases } from '../../packages/ui/aliases';

// The portal's own tests: logic and components, in real Chromium.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  define: { __DEBUG_ROUTES__: 'false' },
  resolve: { alias: uiAliases },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'react-intl',
      'react-router-dom',
      'swr',
      'lucide-react',
      'vitest-browser-react',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@radix-ui/react-dialog',
      '@radix-ui/react-tabs',
      // Property tests (features/signup/model): found mid-run, it would reload the page.
      'fast-check',
    ],
  },
  test: {
    name: 'portal',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    // expect.element waits up to 1 s by default: on a fresh CI machine the first render of a page
    // can wait longer for Vite to transform its lazy chunks (a CI run failed there, not here).
    expect: { poll: { timeout: 10_000 } },
    // Once more in CI, named by the retried reporter (vitest.config.ts at the root).
    retry: process.env.CI ? 1 : 0,
    // Two files at a time, as the root's browser projects (browserWorkers in vitest.config.ts).
    maxWorkers: 2,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
        contextOptions: { reducedMotion: 'reduce', locale: 'fr-FR', timezoneId: 'Europe/Paris' },
      }),
      viewport: { width: 1024, height: 768 },
      instances: [{ browser: 'chromium', name: 'portal-tests' }],
    },
  },
});
