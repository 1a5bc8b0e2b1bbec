/**
 * Prerenders the sign-in page at build time: after the client build is written, a server build of
 * src/app/prerender.tsx (same configuration, so the same class names) renders the page in each
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
}

/** `html` with `from` replaced by `to`; throws when index.html has no `from` (a template changed). */
function replaceIn(html: string, from: string | RegExp, to: string): string {
  if (!(typeof from === 'string' ? html.includes(from) : from.test(html))) {
    throw new Error(`prerender: index.html has no ${String(from)}`);
  }
  return html.replace(from, to);
}

/** The theme's class on `<body>` and `content` inside `#root` (with `rootAttributes`, if any). */
function withRoot(html: string, page: { html: string; bodyClass: string }, rootAttributes = '') {
  return replaceIn(
    replaceIn(html, '<body>', `<body class="${escapeHtml(page.bodyClass)}">`),
    '<div id="root"></div>',
    `<div id="root"${rootAttributes}>${page.html}</div>`,
  );
}

/**
 * index.html with the portal's loading spinner in `#root` and the theme on `<body>`: a visit other
 * than the sign-in page's paints it with the HTML and the styles, instead of a blank page until the
 * scripts have run; React replaces it with its first render (main.tsx).
 */
export function loadingDocument(template: string, page: { html: string; bodyClass: string }) {
  return withRoot(template, page);
}

/** The document of the sign-in page in one locale, from the built index.html. */
export function signInDocument(
  template: string,
  page: { locale: Locale; html: string; title: string; bodyClass: string },
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
  html = replaceIn(
    html,
    '<meta charset="UTF-8" />',
    '<meta charset="UTF-8" />\n    <script src="/start.js"></script>',
  );
  return withRoot(html, page, ` data-prerendered="${page.locale}"`);
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
        // Every path but `/` opens the whole portal (app/Boot.tsx), most of them a signed-in screen:
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
          ssr: 'src/app/prerender.tsx',
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
      for (const locale of module.supportedLocales) {
        const page = await module.renderSignIn(locale);
        await writeFile(
          join(outDir, 'prerendered', `${locale}.html`),
          signInDocument(template, { locale, ...page, bodyClass: module.lightTheme }),
        );
      }
      await writeFile(
        join(outDir, 'index.html'),
        loadingDocument(template, { html: module.renderLoading(), bodyClass: module.lightTheme }),
      );
      await rm(serverDir, { recursive: true, force: true });
      config.logger.info(
        `prerendered the sign-in page in ${module.supportedLocales.length} languages`,
      );
    },
  };
}
