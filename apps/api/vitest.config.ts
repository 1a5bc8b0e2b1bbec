import { defineProject } from 'vitest/config';

// The API suite (owned by apps/api). Runs in Node against PGlite, or against the PostgreSQL server
// of DATABASE_URL. Each test file gets its own copy of a migrated template database
// (test/global-setup.ts, test/database.ts), so files run in parallel without sharing data.
export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Loading a database copy takes about half a second; PGlite starts in a second or two.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Each worker holds a PGlite (about 600 MB); two at a time is plenty on small machines.
    maxWorkers: 2,
  },
});
