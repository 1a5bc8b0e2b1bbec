import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { uiAliases } from './packages/ui/aliases';
import { chromiumArgs, chromiumPath } from './scripts/browser.mjs';

// A browser test that fails in CI is tried once more; one that passes only then is named by the
// retried reporter and in `npm test`'s summary (docs/decisions/ci-retries.md).
const browserRetry = process.env.CI ? 1 : 0;

// Two test files at a time, each in its own browser context. Vitest's default on two cores is one
// (cores - 1), which left a core idle about a third of the time: 2 cut the stories' run by a quarter
// (214 s to 160 s on a 104-story sample), 3 was slower again (docs/performance.md, "CI time").
const browserWorkers = { maxWorkers: 2 };

function browser(name: string) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      contextOptions: { reducedMotion: 'reduce', locale: 'fr-FR', timezoneId: 'Europe/Paris' },
    }),
    viewport: { width: 1024, height: 768 },
    instances: [{ browser: 'chromium' as const, name }],
  };
}

// Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail a test.
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-intl',
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/dynamic',
    '@radix-ui/react-dialog',
    '@radix-ui/react-tabs',
    'lucide-react',
    // Screen stories: the portal's router and data hooks, and the mocked API.
    'react-router-dom',
    'swr',
    'msw',
    'msw/browser',
    'msw-storybook-addon/csf3',
  ],
};

export default defineConfig({
  test: {
    reporters: ['default', './scripts/vitest-retried-reporter.mjs'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tokens/**/*.test.ts',
            'locales/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/portal/scripts/**/*.test.ts',
            'packages/domain/src/**/*.test.ts',
            'packages/domain/scripts/**/*.test.ts',
            // The design system's pure modules (chart scales); its components are tested in `ui`.
            'packages/ui/src/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        resolve: { alias: uiAliases },
        optimizeDeps: { include: [...optimizeDeps.include, 'vitest-browser-react'] },
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.tsx'],
          setupFiles: ['packages/ui/src/test-setup.ts'],
          // As the portal's tests (apps/portal/vitest.config.ts): a slow first render is not a failure.
          expect: { poll: { timeout: 10_000 } },
          retry: browserRetry,
          ...browserWorkers,
          browser: browser('ui-tests'),
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        resolve: { alias: uiAliases },
        optimizeDeps,
        test: {
          name: 'storybook',
          browser: browser('stories'),
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          retry: browserRetry,
          ...browserWorkers,
          // The stories' files share their iframe: the portal's modules load once per worker, not
          // once per file (a 104-story sample: 137 s instead of 179 s). Every story starts from its
          // own state (preview.tsx: storage forgotten, MSW handlers and SWR cache per story). The
          // ui and portal tests do not survive it (their renders outlive their file).
          isolate: false,
        },
      },
      'apps/api/vitest.config.ts',
      'apps/portal/vitest.config.ts',
    ],
  },
});
