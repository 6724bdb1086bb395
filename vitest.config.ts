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
          // PGlite instances are memory-hungry; one worker file at a time keeps 2-core machines calm.
          fileParallelism: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
