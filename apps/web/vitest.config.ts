import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Vitest's 5 s default is near what a long screen test takes on a loaded two-core machine.
    testTimeout: 15_000,
    // A worker keeps React, PrimeReact and the app's modules from file to file; src/test/setup.ts
    // resets the module-level state (session, API client, stores) after every test.
    isolate: false,
  },
});
