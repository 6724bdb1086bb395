import { defineConfig } from 'drizzle-kit';
import { generateToolLists } from '../../scripts/generate-tool-lists.mjs';

// ADR 0028: the schema re-exports the premium tables found by file.
generateToolLists();

// `npm run db:generate` (from the repository root) writes SQL migrations to apps/api/drizzle/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './apps/api/drizzle',
});
