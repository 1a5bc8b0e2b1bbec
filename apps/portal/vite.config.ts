import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScriptsPlugin } from './scripts/bootScripts';
import { skipIntlLocaleCheck } from './scripts/intlLocaleCheck';
import { appFiles, firstScreensReaching } from './scripts/firstScreenModules';
import { stripDefaultMessages } from './scripts/stripDefaultMessages';
import { preloadDeps } from './scripts/preloadDeps';
import { precompress } from './scripts/precompress';
import { prerenderSignIn } from './scripts/prerender';
import { uiAliases } from '../../packages/ui/aliases';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** A file of React Router's production build. */
const reactRouterBuild = (file: string) =>
  join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
    'production',
    file,
  );

/** The design system's modules, but the open dialog (Radix: it loads when a dialog first opens). */
const isDesignSystem = (id: string) =>
  /packages[\\/]ui[\\/]src[\\/](?!components[\\/]Dialog[\\/]DialogModal)/.test(id);
const isIcon = (id: string) => /node_modules[\\/]lucide-react[\\/]/.test(id);

let reaching: Map<string, string[]> | null = null;
/**
 * The chunk of a design system's module (or an icon) that a first screen draws: `ui` when two
 * first screens or more draw it, `ui-<area>` when one alone does (its page is the only first screen
 * that loads it), none otherwise. The first screens are read from the sources once per build.
 */
function firstScreenChunk(id: string): string | null {
  if (!isDesignSystem(id) && !isIcon(id)) {
    return null;
  }
  reaching ??= firstScreensReaching(join(import.meta.dirname, '..', '..'));
  const screens = reaching.get(id.split('?')[0]!) ?? [];
  if (screens.length === 0) {
    return null;
  }
  return screens.length > 1 ? 'ui' : `ui-${screens[0]!.split('.')[0]!}`;
}

let app: Set<string> | null = null;
/** Whether a module is the signed-in app's own (App.tsx and what it imports from the portal). */
function isApp(id: string): boolean {
  app ??= appFiles(join(import.meta.dirname, '..', '..'));
  return app.has(id.split('?')[0]!);
}

export default defineConfig(({ command }) => {
  // The preload lists of lazy chunks, trimmed of what their importer has already loaded.
  const preload = preloadDeps();
  return {
    root: import.meta.dirname,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      skipIntlLocaleCheck(),
      stripDefaultMessages(),
      bootScriptsPlugin(),
      prerenderSignIn(),
      precompress(),
      preload.plugin,
    ],
    resolve: {
      // The catalogues are compiled to ICU ASTs (`npm run i18n:compile`), so a production build
      // never parses a message: react-intl without its parser is about 10 kB (gzip) lighter on every
      // page. French stands in for a catalogue that fails to load (i18n/LocaleProvider.tsx); if even
      // that fails, a text of the entry shows its French default as written, placeholders
      // included (the other chunks have none: scripts/stripDefaultMessages.ts).
      alias: [
        ...uiAliases,
        ...(command === 'build'
          ? [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
              // React Router's package points every import at its development build (warnings
              // and their texts, checks); its production build sits beside it, unexported.
              { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
            ]
          : []),
      ],
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
    define: {
      __DEBUG_ROUTES__: JSON.stringify(process.env.OXILIO_DEBUG === '1'),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      assetsInlineLimit: 0,
      modulePreload: { resolveDependencies: preload.resolveDependencies },
      rolldownOptions: {
        output: {
          // A catalogue's chunk says which part it is (locales/index.ts): texts-public-fr,
          // texts-shell-fr, texts-all-fr (the e2e sweep checks no signed-in screen needs the last).
          chunkFileNames: (chunk) => {
            const catalogue =
              /locales[\\/]compiled[\\/](?:(public|shell)[\\/])?([a-z]{2})\.json$/.exec(
                chunk.facadeModuleId ?? '',
              );
            return catalogue
              ? `assets/texts-${catalogue[1] ?? 'all'}-${catalogue[2]}-[hash].js`
              : 'assets/[name]-[hash].js';
          },
          codeSplitting: {
            // What the first page needs before it runs (the sign-in page, or the start of any other)
            // in one chunk next to the entry, instead of a dozen small ones fetched side by side.
            // Then the design system in a few chunks shared by the signed-in screens: its icons, its
            // charts, the components the first screens draw (one chunk for those of two first
            // screens or more, one per first screen for its own) and the other components used by
            // at least six pages (the rest go with the pages that draw them). Left to the bundler,
            // a signed-in page fetched 40-50 scripts over the browser's six connections, many of
            // 1-3 kB (an icon each); grouped, about 20, for the same bytes (docs/performance.md,
            // "Fewer chunks").
            groups: [
              { name: 'start', tags: ['$initial'], priority: 4 },
              {
                name: 'icons',
                test: isIcon,
                priority: 1,
                // 3: the icons of fewer pages go with them (3-5 kB off each first screen); 6 kept
                // a few more kB off for 4-5 more scripts of one icon each.
                minShareCount: 3,
              },
              {
                name: 'charts',
                test: /packages[\\/]ui[\\/]src[\\/]components[\\/](?:Chart|BarChart|LineChart|StackedBarChart)[\\/]/,
                priority: 3,
                // Only the charts: what they use (the formats, the metrics, the table frame) goes
                // with the pages that use it too, so a page without a chart never loads them.
                includeDependenciesRecursively: false,
              },
              {
                // The signed-in app in one chunk: the areas' manifests, loaded apart
                // (app/areas.ts), share modules with it that would each get a chunk otherwise.
                name: 'App',
                test: isApp,
                priority: 2,
                includeDependenciesRecursively: false,
              },
              {
                // What the first screens draw (scripts/firstScreenModules.ts): each first screen
                // loads the components it draws, and few more.
                name: firstScreenChunk,
                priority: 2,
                includeDependenciesRecursively: false,
              },
              {
                // The rest of the design system shared by six pages or more: never on a first screen
                // (fewer pages kept 3-4 kB off each first screen for 6-7 more scripts).
                name: 'ui-more',
                test: isDesignSystem,
                priority: 0,
                minShareCount: 6,
                // Its components alone: what they import from the domain (its labels, its
                // formats) is the first screens' too.
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
