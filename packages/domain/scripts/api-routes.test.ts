import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRoutesFile, renderApiRoutes } from './api-routes';

describe('apiRoutes (generated)', () => {
  it('is up to date with the contract entries (npm run contract:routes)', async () => {
    expect(readFileSync(apiRoutesFile, 'utf8')).toBe(await renderApiRoutes());
  });
});
