// npm run bench: every *.bench.ts under apps/*/bench and packages/*/bench, each in its own process.
// `npm run bench -- request-log comparison` runs only the files whose path contains one of the words.
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateToolLists } from './generate-tool-lists.mjs';

// ADR 0028: the lists of comparison tools are written from the tool files first.
generateToolLists();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benches = ['apps', 'packages'].flatMap((group) =>
  readdirSync(path.join(root, group)).flatMap((name) => {
    const dir = path.join(root, group, name, 'bench');
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.bench.ts'))
          .map((f) => path.join(dir, f))
      : [];
  }),
);
const filters = process.argv.slice(2);
const chosen = filters.length
  ? benches.filter((file) => filters.some((word) => path.relative(root, file).includes(word)))
  : benches;
if (chosen.length === 0) {
  console.error(`No bench matches ${filters.join(', ')}`);
  process.exit(1);
}
let failed = false;
for (const file of chosen) {
  console.log(`\n# ${path.relative(root, file)}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
