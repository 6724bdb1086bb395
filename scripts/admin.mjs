// `npm run admin -- <command>`: the built CLI when present, else the TypeScript source through tsx.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateToolLists } from './generate-tool-lists.mjs';

// ADR 0028: the lists of comparison tools are written from the tool files first.
generateToolLists();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'apps/api/dist/cli/admin.js');
const newestSourceMs = ['apps/api/src', 'packages/contracts/src']
  .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .reduce((newest, entry) => Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
// A bundle older than the sources would run yesterday's code; tsx runs today's.
const isBuiltCurrent = existsSync(built) && statSync(built).mtimeMs >= newestSourceMs;
const args = isBuiltCurrent
  ? [built]
  : ['--import', import.meta.resolve('tsx'), path.join(root, 'apps/api/src/cli/admin.ts')];
const child = spawn(process.execPath, [...args, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
