import { defineConfig } from 'vitest/config';
import { A11Y_SPECS } from './apps/web/e2e/a11y-specs.mjs';
import { ensureGeneratedSamples } from './data/generate-sample.mjs';
import { generateToolLists } from './scripts/generate-tool-lists.mjs';
import PortalSequencer from './scripts/test-sequencer.mjs';

// ADR 0028: the tool lists are written before any test imports them (also when a tool was just added).
generateToolLists();
// ADR 0026: the value-series samples (ADR 0039) are written here, once, when a fresh clone has none.
// Otherwise the API global setup's samples template and the e2e portal's first start both found them
// missing and wrote the same 40 MB at once (some 2.5 s of CPU each).
ensureGeneratedSamples();

// One run covers every workspace; `--project api` picks one (the CI's Postgres pass uses it).
export default defineConfig({
  test: {
    // Two files at a time on the 2-core machine (Vitest's default is one less than the cores: 1).
    maxWorkers: 2,
    sequence: { sequencer: PortalSequencer },
    reporters: ['default', './scripts/test-count-reporter.mjs'],
    projects: [
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], isolate: false } },
      // A PDF made and read back takes 1-2 s; a loaded two-core machine needs more than the 5 s default.
      {
        test: { name: 'pdf', root: 'packages/pdf', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One migrated PGlite is made per run; each test file starts from a copy of it.
          globalSetup: ['src/test/global-setup.ts'],
          // A worker keeps its imported modules from file to file (the app, drizzle, PGlite's wasm).
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
      {
        // Issue 17: the axe and keyboard e2e run in npm test, in Chromium against the built portal (npm
        // test builds first); the other e2e specs are npm run test:e2e (apps/web/e2e/vitest.config.ts).
        test: {
          name: 'a11y',
          root: 'apps/web/e2e',
          include: A11Y_SPECS,
          globalSetup: ['./global-setup.ts'],
          setupFiles: ['./wait-for-portal.ts'],
          // A worker keeps playwright-core and axe-core from file to file (some 2 s of CPU for each new
          // one); every spec opens its own browser contexts and closes them.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
