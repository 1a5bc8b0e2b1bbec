import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenStorageKey } from '@oxilio/domain/client';
import { assetsCache, localeStorageKey, sessionsCache, shellCache } from '../src/boot/constants';
import { bootScripts, buildBootScript } from './bootScripts';

const root = join(import.meta.dirname, '..');

describe('the start-up scripts built from src/boot', () => {
  it.each(Object.keys(bootScripts) as (keyof typeof bootScripts)[])(
    '%s is one classic script: it parses outside a module, with nothing left to import',
    async (name) => {
      const code = await buildBootScript(root, name, { minify: true });
      expect(code).not.toMatch(/^\s*(?:import|export)\b/m);
      // Compiles as a classic script (a module's syntax would throw here); not run.
      expect(() => runInNewContext(`(function () {${code}\n})`)).not.toThrow();
    },
  );

  it('start.js reads the storage keys the portal writes', async () => {
    const code = await buildBootScript(root, 'start.js', { minify: false });
    expect(code).toContain(JSON.stringify(tokenStorageKey).slice(1, -1));
    expect(code).toContain(localeStorageKey);
  });

  it('sw.js keeps the caches the page forgets', async () => {
    const code = await buildBootScript(root, 'sw.js', { minify: false });
    for (const cache of [shellCache, assetsCache, sessionsCache]) {
      expect(code).toContain(cache);
    }
  });
});
