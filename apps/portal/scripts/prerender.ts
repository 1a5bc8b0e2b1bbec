/**
 * Prerenders the sign-in page at build time: after the client build is written, a server build of
 * src/boot/prerender.tsx (same configuration, so the same class names) renders the page in each
 * locale into `prerendered/<locale>.html`, the built index.html with the page inside `#root`. The
 * API sends it for `/` in the browser's language (apps/api/src/http/portal.ts); it paints before
 * any script has run and main.tsx hydrates it. Every page (index.html too) also preloads the
 * regular and bold fonts, so text does not reflow when they arrive.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@oxilio/locales';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Marks what only a page other than the sign-in page needs (dropped from the prerendered one). */
const signedInMark = 'data-portal';

/** The fonts the first paint uses: Atkinson Hyperlegible, latin, regular and bold. */
const firstPaintFont = /atkinson-hyperlegible-latin-(?:400|700)-normal-[\w-]+\.woff2$/;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

interface PrerenderModule {
  supportedLocales: readonly Locale[];
  lightTheme: string;
  renderSignIn: (locale: Locale) => Promise<{ html: string; title: string }>;
  renderLoading: () => string;
  renderStartFailure: (locale: Locale) => Promise<string>;
}

/** The start failure screen in each locale, kept in the page for start.js (src/boot/start.ts). */
export type StartFailures = Partial<Record<Locale, string>>;

/** `html` with `from` replaced by `to`; throws when index.html has no `from` (a template changed). */
function replaceIn(html: string, from: string | RegExp, to: string): string {
  if (!(typeof from === 'string' ? html.includes(from) : from.test(html))) {
    throw new Error(`prerender: index.html has no ${String(from)}`);
  }
  return html.replace(from, to);
}

/**
 * The theme's class on `<body>`, `content` inside `#root` (marked `data-booting` until the portal's
 * scripts run, with `rootAttributes`, if any), and the start failure screens after it: start.js
 * shows one in place of the page if the scripts never run (docs/decisions/portal-start.md).
 */
function withRoot(
  html: string,
  page: { html: string; bodyClass: string },
  failures: StartFailures,
  rootAttributes = '',
) {
  const templates = Object.entries(failures)
    .map(([locale, content]) => `<template data-start-failure="${locale}">${content}</template>`)
    .join('');
  return replaceIn(
    replaceIn(html, '<body>', `<body class="${escapeHtml(page.bodyClass)}">`),
    '<div id="root"></div>',
    `<div id="root" data-booting${rootAttributes}>${page.html}</div>${templates}`,
  );
}

/**
 * start.js first in `<head>`. The sign-in page waits for it before it paints (it may hide the
 * page); the loading spinner does not (`defer`: it still runs before the portal's module script).
 */
function withStartScript(html: string, options: { defer?: boolean } = {}): string {
  return replaceIn(
    html,
    '<meta charset="UTF-8" />',
    `<meta charset="UTF-8" />\n    <script src="/start.js"${options.defer ? ' defer' : ''}></script>`,
  );
}

/**
 * index.html with the portal's loading spinner in `#root` and the theme on `<body>`: a visit other
 * than the sign-in page's paints it with the HTML and the styles, instead of a blank page until the
 * scripts have run; React replaces it with its first render (main.tsx).
 */
export function loadingDocument(
  template: string,
  page: { html: string; bodyClass: string },
  failures: StartFailures = {},
) {
  return withRoot(withStartScript(template, { defer: true }), page, failures);
}

/** The document of the sign-in page in one locale, from the built index.html. */
export function signInDocument(
  template: string,
  page: { locale: Locale; html: string; title: string; bodyClass: string },
  failures: StartFailures = {},
): string {
  let html = template.replace(new RegExp(`^\\s*<[^>]* ${signedInMark}[^>]*>\\n`, 'gm'), '');
  // The page paints from its HTML, styles and fonts: they go first and the scripts after, at a low
  // priority (the scripts only make the painted page interactive).
  const scripts = [
    ...html.matchAll(
      /^\s*<(?:script type="module"|link rel="modulepreload")[^>]*>(?:<\/script>)?\n/gm,
    ),
  ].map(([tag]) => tag);
  if (scripts.length === 0) {
    throw new Error('prerender: index.html has no module script');
  }
  for (const tag of scripts) {
    html = html.replace(tag, '');
  }
  html = replaceIn(
    html,
    '  </head>',
    scripts.map((tag) => tag.replace(/^(\s*<(?:script|link))/, '$1 fetchpriority="low"')).join('') +
      '  </head>',
  );
  html = replaceIn(html, /<html lang="[a-z]+">/, `<html lang="${page.locale}">`);
  html = replaceIn(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  // Before the styles: hides the page before it paints when this visit shows something else.
  html = withStartScript(html);
  return withRoot(html, page, failures, ` data-prerendered="${page.locale}"`);
}

/** An empty Storage: the prerender's localStorage and sessionStorage (a first visit's). */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

export function prerenderSignIn(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'oxilio-prerender',
    // The client build only (the server build below uses the same configuration).
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const fonts = Object.keys(bundle).filter((file) => firstPaintFont.test(file));
        // Every path but `/` opens the whole portal (boot/Boot.tsx), most of them a signed-in screen:
        // its chunk and the signed-in layout's are fetched with the entry rather than after it.
        // Marked, so that the prerendered sign-in page goes without.
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const appScripts = [
          ...new Set(
            chunks
              .filter((chunk) =>
                /\/src\/app\/(?:App|AppLayout)\.tsx$/.test(chunk.facadeModuleId ?? ''),
              )
              .flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
          ),
        ].filter((file) => !html.includes(`/${file}"`));
        return [
          ...fonts.map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          })),
          ...appScripts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}`, [signedInMark]: '' },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = join(config.root, 'node_modules', '.cache', 'oxilio-prerender');
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/boot/prerender.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      Object.assign(globalThis, { localStorage: emptyStorage(), sessionStorage: emptyStorage() });
      const module = (await import(
        pathToFileURL(join(serverDir, 'prerender.mjs')).href
      )) as PrerenderModule;
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      await mkdir(join(outDir, 'prerendered'), { recursive: true });
      const failures: StartFailures = {};
      for (const locale of module.supportedLocales) {
        failures[locale] = await module.renderStartFailure(locale);
      }
      for (const locale of module.supportedLocales) {
        const page = await module.renderSignIn(locale);
        await writeFile(
          join(outDir, 'prerendered', `${locale}.html`),
          signInDocument(template, { locale, ...page, bodyClass: module.lightTheme }, failures),
        );
      }
      await writeFile(
        join(outDir, 'index.html'),
        loadingDocument(
          template,
          { html: module.renderLoading(), bodyClass: module.lightTheme },
          failures,
        ),
      );
      await rm(serverDir, { recursive: true, force: true });
      config.logger.info(
        `prerendered the sign-in page in ${module.supportedLocales.length} languages`,
      );
    },
  };
}
