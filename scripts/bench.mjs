// npm run bench: every *.bench.ts under apps/*/bench and packages/*/bench, each in its own process.
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
let failed = false;
for (const file of benches) {
  console.log(`\n# ${path.relative(root, file)}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
