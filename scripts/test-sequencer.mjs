import path from 'node:path';
import { BaseSequencer } from 'vitest/node';

// ADR 0026: the order npm test hands its files to the two workers. Vitest's own order starts with the
// a11y project (projects go by name), whose files first wait for the e2e portal to boot and import the
// sample data, and ends with small files or large ones by chance. Here the API files go first, while the
// portal boots beside them; then the a11y files, the longest of all; the quick web, core and contract
// files last, so the two workers finish close together. Within a project Vitest's order is kept, except
// that the API files that mostly wait come first (below).
const RANK = { api: 0, a11y: 1 };

/**
 * API files that spend much of their time waiting, on a grace period, a timeout, a Redis outage or
 * child servers: first, while prettier, ESLint and the type check (at the lowest priority, beside
 * Vitest) take the CPU they leave. Run after the checks had ended, their waits left a core idle.
 */
const API_FILES_THAT_WAIT = [
  'drain.test.ts',
  'server-faults.test.ts',
  'redis-outage.test.ts',
  'redis-shared.test.ts',
  'database-faults.test.ts',
  'fleet-start.test.ts',
];

export default class PortalSequencer extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    const waits = (file) => {
      if (file.project.name !== 'api') return API_FILES_THAT_WAIT.length;
      const index = API_FILES_THAT_WAIT.indexOf(path.basename(file.moduleId));
      return index === -1 ? API_FILES_THAT_WAIT.length : index;
    };
    const rank = (file) => RANK[file.project.name] ?? 2;
    return sorted.sort((a, b) => rank(a) - rank(b) || waits(a) - waits(b));
  }
}
