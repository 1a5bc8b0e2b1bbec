import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderApiRoutes, routesDirectory } from './api-routes';

describe('apiRoutes (generated)', () => {
  it('is up to date with the contract entries (npm run contract:routes)', async () => {
    const files = await renderApiRoutes();
    for (const [file, text] of files) {
      expect(existsSync(file), `${file} exists`).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toBe(text);
    }
    // No file left from a group that is gone.
    const expected = [...files.keys()].filter((file) => file.startsWith(routesDirectory));
    expect(
      readdirSync(routesDirectory)
        .map((name) => join(routesDirectory, name))
        .sort(),
    ).toEqual(expected.sort());
  });
});
