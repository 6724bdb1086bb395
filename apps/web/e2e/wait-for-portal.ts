import { inject } from 'vitest';
import { waitForPortal } from './portal-server';

// Setup file of the e2e projects: the global setup starts the portal without waiting for it (its first
// start imports the sample data while the other projects set up), so each spec file waits here.
await waitForPortal(inject('baseUrl'));
