/**
 * Builds the two scripts of the start-up path that are not modules of the app, from TypeScript:
 * src/boot/start.ts into `/start.js` (a classic script the page runs before it paints) and
 * src/boot/sw.ts into `/sw.js` (the service worker, whose scope is its path: the site's root).
 * Each is one self-contained script with a fixed name, so that the prerendered pages, the
 * registration and the API's serving (apps/api/src/http/portal.ts) find them where they were when
 * they were hand-written in public/; they import their names from src/boot/constants.ts, as the
 * page does. The production build emits them minified; the dev server builds them on request.
 */
import { join } from 'node:path';
import { build, type Plugin } from 'vite';

/** The output name of each script, and its source under the portal's root. */
export const bootScripts = { 'start.js': 'src/boot/start.ts', 'sw.js': 'src/boot/sw.ts' } as const;

type BootScript = keyof typeof bootScripts;

const isBootScript = (name: string): name is BootScript => Object.hasOwn(bootScripts, name);

/** One script, bundled alone into an immediately invoked function (no import left). */
export async function buildBootScript(
  root: string,
  name: BootScript,
  options: { minify: boolean },
): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify: options.minify,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: join(root, bootScripts[name]),
        output: { format: 'iife', entryFileNames: name },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) =>
    'output' in each ? each.output : [],
  );
  const chunk = outputs.find((output) => output.type === 'chunk' && output.fileName === name);
  if (!chunk || chunk.type !== 'chunk') {
    throw new Error(`bootScripts: no ${name} in the build of ${bootScripts[name]}`);
  }
  return chunk.code;
}

export function bootScriptsPlugin(): Plugin {
  let root = '';
  return {
    name: 'oxilio-boot-scripts',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      // The client build only: the prerender's server build (scripts/prerender.ts) needs neither.
      if (this.environment.config.build.ssr) {
        return;
      }
      for (const name of Object.keys(bootScripts) as BootScript[]) {
        this.emitFile({
          type: 'asset',
          fileName: name,
          source: await buildBootScript(root, name, { minify: true }),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(1) ?? '';
        if (!isBootScript(name)) {
          next();
          return;
        }
        buildBootScript(root, name, { minify: false }).then((code) => {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
  };
}
