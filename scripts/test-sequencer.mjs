import { BaseSequencer } from 'vitest/node';

// ADR 0026: the order npm test hands its files to the two workers. Vitest's own order starts with the
// a11y project (projects go by name), whose files first wait for the e2e portal to boot and import the
// sample data, and ends with small files or large ones by chance. Here the API files go first, while the
// portal boots beside them; then the a11y files, the longest of all; the quick web, core and contract
// files last, so the two workers finish close together. Within a project Vitest's order is kept.
const RANK = { api: 0, a11y: 1 };

export default class PortalSequencer extends BaseSequencer {
  async sort(files) {
    const sorted = await super.sort(files);
    const rank = (file) => RANK[file.project.name] ?? 2;
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
