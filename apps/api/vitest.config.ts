import { defineProject } from 'vitest/config';

// The API suite (owned by apps/api). Runs in Node against PGlite (or DATABASE_URL).
export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    passWithNoTests: true,
  },
});
