import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` (from the repository root) writes SQL migrations to apps/api/drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './apps/api/drizzle',
});
