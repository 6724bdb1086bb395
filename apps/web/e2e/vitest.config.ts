import { configDefaults, defineConfig } from 'vitest/config';
import { A11Y_SPECS } from './a11y-specs.mjs';

// e2e specs drive Debian's Chromium through playwright-core against the bundled server, started once
// by global-setup.ts on a free port with a fresh data directory.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    // The axe and keyboard specs run in npm test (the root config's a11y project), not twice.
    exclude: [...configDefaults.exclude, ...A11Y_SPECS],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./wait-for-portal.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll waits on what the page shows; its 1 s default failed on a loaded two-core machine
    // (a new context's first paint took longer). A poll ends as soon as it passes.
    expect: { poll: { timeout: 10_000 } },
  },
});
