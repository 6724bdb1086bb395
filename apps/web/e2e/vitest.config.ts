import { defineConfig } from 'vitest/config';

// e2e specs drive Debian's Chromium through playwright-core against the bundled server, started once
// by global-setup.ts on a free port with a fresh data directory.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
