import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetApiClientForTests } from '../lib/api-client';
import { endSession } from '../lib/session';

afterEach(() => {
  cleanup();
  endSession();
  resetApiClientForTests();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
