/**
 * Writes `.br` and `.gz` next to every text file of the build (scripts, styles, HTML, SVG, JSON),
 * so that the API serves them precompressed (@fastify/static `preCompressed`, apps/api/src/http/
 * portal.ts) without compressing anything per request. A variant is kept only when it is smaller.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesOf(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/** Compresses one file both ways; returns the bytes written. */
export async function precompressFile(path: string): Promise<number> {
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [variant, extension] of [
    [br, '.br'],
    [gz, '.gz'],
  ] as const) {
    if (variant.length < content.length) {
      await writeFile(path + extension, variant);
      written += variant.length;
    }
  }
  return written;
}

/** Every compressible file under `dir` (the build's output), compressed both ways. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesOf(dir)).filter((path) => compressible.test(path));
  const sizes = await Promise.all(
    files.map(async (path) => ((await stat(path)).size > 0 ? precompressFile(path) : 0)),
  );
  return sizes.filter((size) => size > 0).length;
}

/** The Vite plugin: after the build is written (public files included). */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'oxilio-precompress',
    // The client build only (not the prerender's server build, scripts/prerender.ts).
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const count = await precompressDirectory(outDir);
      logger?.info(`precompressed ${count} files (.br and .gz)`);
    },
  };
}
