import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';

// The ripple is off in the tests (a display setting kept in this browser, on by default): a press then
// adds no ink to the markup the tests read (app/theme/ripple.ts). The display settings store reads the
// setting once, when first imported: here, through the session module, before any test file (a worker
// keeps its modules from file to file).
localStorage.setItem(STORAGE_KEYS.ripple, 'false');
const { endSession } = await import('../lib/session');
const { resetApiClientForTests } = await import('../lib/api-client');
localStorage.removeItem(STORAGE_KEYS.ripple);

// findBy* and waitFor wait up to 5 s instead of 1 s: a worker's first screen loads its lazy chunks
// (the shell, a tool page) through the module runner, which on a loaded two-core machine has taken
// longer than a second. What they wait for is unchanged.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  endSession();
  resetApiClientForTests();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
