import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { uiAliases } from '../packages/ui/aliases';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
    './translations/*.stories.@(ts|tsx)',
  ],
  // mockServiceWorker.js for the screen stories' mocked API (see msw.ts).
  // The portal's static files: the pages' texts (scripts/i18n-compile.mjs).
  staticDirs: ['./public', '../apps/portal/public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // As every build of the design system (packages/ui/aliases.ts).
    const alias = viteConfig.resolve?.alias ?? [];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        ...(Array.isArray(alias)
          ? alias
          : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }))),
        ...uiAliases,
      ],
    };
    return viteConfig;
  },
};

export default config;
