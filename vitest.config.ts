import { defineConfig } from 'vitest/config';

// One run covers every workspace; `--project api` picks one (the CI's Postgres pass uses it).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One migrated PGlite is made per run; each test file starts from a copy of it.
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
