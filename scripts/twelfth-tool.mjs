// Issue 35's measure of "one declaration per tool": a twelfth comparison tool, made from term's files by
// scripts/add-tool-from-term.mjs in a copy of the repository, type-checks and passes its API test with
// no file of the repository edited (docs/adding-a-comparison-tool.md). Run by CI (.ci/run) and by
// `npm run test:twelfth-tool`; too heavy for npm test's budget (a cold type check of every project, a
// migration and an API test run: about a minute of CPU).
//
// Steps, in a temporary copy of the tracked files (node_modules linked, @portal/* pointing at the copy):
//   1. node scripts/add-tool-from-term.mjs decreasingTerm "Decreasing Term": registry module, engine,
//      premium table, web tool, sample generator, the tests' example, API test; its sample
//      data/sample/decreasingTerm.json.
//   2. npm run db:generate (drizzle-kit): the migration creating its premium table.
//   3. the type check of every project (npm run typecheck, tsc -b).
//   4. its API test (vitest, the api project; TEST_DATABASE picks PGlite or Postgres as for npm test).
//   5. every tracked file is byte-identical but drizzle's journal, which db:generate extends.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TYPE = 'decreasingTerm';
const TITLE = 'Decreasing Term';
/** Written by db:generate beside the new migration; every other tracked file must stay as it was. */
const MIGRATION_JOURNAL = 'apps/api/drizzle/meta/_journal.json';

const hashOf = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
const elapsed = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function run(label, command, args, cwd, env = {}) {
  const since = performance.now();
  try {
    execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  } catch {
    throw new Error(`${label} failed in ${cwd}`);
  }
  console.log(`twelfth tool: ${label} passed (${elapsed(since)})`);
}

/** node_modules of the copy: links to this repository's packages, but @portal/* are the copy's own. */
function linkNodeModules(copy) {
  const from = path.join(ROOT, 'node_modules');
  const to = path.join(copy, 'node_modules');
  mkdirSync(to);
  for (const entry of readdirSync(from)) {
    // Caches (the type check's output among them) are the copy's own; @portal/* are workspace links.
    if (['.cache', '.vite', '.vite-temp', '@portal'].includes(entry)) continue;
    symlinkSync(path.join(from, entry), path.join(to, entry));
  }
  mkdirSync(path.join(to, '@portal'));
  // Every workspace of the root package.json, by its own package name (@portal/<name>).
  const workspaces = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
  for (const dir of workspaces) {
    const { name } = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    symlinkSync(path.join('..', '..', dir), path.join(to, '@portal', name.replace('@portal/', '')));
  }
  // A workspace's own node_modules (the web app's): its packages, not its caches.
  for (const workspace of workspaces) {
    const own = path.join(ROOT, workspace, 'node_modules');
    if (!existsSync(own)) continue;
    mkdirSync(path.join(copy, workspace, 'node_modules'));
    for (const entry of readdirSync(own).filter((e) => !e.startsWith('.')))
      symlinkSync(path.join(own, entry), path.join(copy, workspace, 'node_modules', entry));
  }
}

export async function twelfthTool() {
  const since = performance.now();
  const copy = mkdtempSync(path.join(tmpdir(), 'twelfth-tool-'));
  try {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && existsSync(path.join(ROOT, file)));
    const before = new Map();
    for (const file of tracked) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(ROOT, file), path.join(copy, file));
      before.set(file, hashOf(path.join(copy, file)));
    }
    linkNodeModules(copy);
    // The value-series samples are not tracked (ADR 0039): this repository's are the copy's (their
    // builders are the same files), linked and stamped current, rather than written again.
    const samples = path.join(ROOT, 'data/sample');
    for (const file of readdirSync(samples).filter((f) => f.endsWith('.json')))
      if (!existsSync(path.join(copy, 'data/sample', file)))
        linkSync(path.join(samples, file), path.join(copy, 'data/sample', file));

    // 1. The new tool's files, made from term's.
    const maker = await import(pathToFileURL(path.join(copy, 'scripts/add-tool-from-term.mjs')).href);
    const added = maker.addToolFromTerm(TYPE, TITLE, copy);
    added.push(await maker.writeSample(TYPE, copy));
    const generator = await import(pathToFileURL(path.join(copy, 'data/generate-sample.mjs')).href);
    writeFileSync(path.join(copy, 'data/sample/.generated'), `${generator.generatorStamp()}\n`);
    console.log(`twelfth tool: ${added.join(', ')}`);

    // 2. Its migration, as the guide says: npm run db:generate.
    const migrations = path.join(copy, 'apps/api/drizzle');
    const known = new Set(readdirSync(migrations));
    run(
      'npm run db:generate',
      'npm',
      ['run', 'db:generate', '--', '--name', 'decreasing_term_premiums'],
      copy,
    );
    const migration = readdirSync(migrations).filter((f) => !known.has(f));
    if (migration.length !== 1 || !migration[0].endsWith('.sql'))
      throw new Error(`db:generate wrote ${migration.join(', ') || 'nothing'}, not one migration`);
    const sql = readFileSync(path.join(migrations, migration[0]), 'utf8');
    if (!sql.includes('CREATE TABLE "decreasing_term_premiums"'))
      throw new Error(`${migration[0]} does not create the new premium table:\n${sql}`);

    // 3. and 4. The type check of every project, and the new tool's API test.
    run('npm run typecheck', 'npm', ['run', 'typecheck'], copy);
    run(
      `the ${TYPE} API test`,
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'api',
        added.find((f) => f.endsWith('.test.ts')).replace('apps/api/', ''),
      ],
      copy,
    );

    // 5. Nothing of the repository was edited.
    const edited = [...before].filter(
      ([file, hash]) => file !== MIGRATION_JOURNAL && hashOf(path.join(copy, file)) !== hash,
    );
    if (edited.length > 0)
      throw new Error(`Files edited for the new tool: ${edited.map(([f]) => f).join(', ')}`);
    console.log(`twelfth tool: passed, no tracked file edited (${elapsed(since)})`);
  } finally {
    if (!process.env.KEEP_TWELFTH_TOOL) rmSync(copy, { recursive: true, force: true });
    else console.log(`twelfth tool: the copy is kept at ${copy}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  twelfthTool().catch((error) => {
    console.error(String(error));
    process.exit(1);
  });
}
