// `npm start`: builds what is missing, then runs the server bundle (ARCHITECTURE §2).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateToolLists } from './generate-tool-lists.mjs';

// ADR 0028: the lists of comparison tools are written from the tool files first.
generateToolLists();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function buildWorkspace(name) {
  console.log(`Building ${name} ...`);
  return spawnSync(npm, ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' }).status === 0;
}

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  const hasWebBuild = existsSync(path.join(root, 'apps/web/package.json'));
  if (!hasWebBuild || !buildWorkspace('@portal/web')) {
    console.warn('Warning: the web app could not be built; serving the API only.');
  }
}
/** Newest modification time under `dir` (0 when missing). */
function newestMtimeMs(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (newest, entry) => Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

// The server bundle is rebuilt when missing or older than its sources (esbuild takes well under a second).
const serverBundle = path.join(root, 'apps/api/dist/main.js');
const sourcesMtimeMs = Math.max(
  ...['apps/api/src', 'packages/contracts/src', 'packages/core/src'].map((d) =>
    newestMtimeMs(path.join(root, d)),
  ),
);
const isBundleStale = !existsSync(serverBundle) || statSync(serverBundle).mtimeMs < sourcesMtimeMs;
if (isBundleStale && !buildWorkspace('@portal/api')) {
  console.error('The API could not be built.');
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
// Pass Ctrl-C and termination on, so the server closes gracefully and removes DATA_DIR/server.json.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
