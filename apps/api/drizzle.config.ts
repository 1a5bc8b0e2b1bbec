import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration to ./drizzle from src/db/schema.ts; commit it.
// Migrations are applied at start-up (src/server.ts) on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
