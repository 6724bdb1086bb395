// npm test (ADR 0026): the static checks run beside the build and Vitest rather than before them, so the
// second core works while Vitest waits (child servers draining, Chromium, timers). Vitest's output
// streams as it comes; the checks' output is printed whole when they end, and the run closes with
// Vitest's `Tests: N passed, N failed` line. The exit code is non-zero when anything failed.
import { spawn } from 'node:child_process';
import { generateToolLists } from './generate-tool-lists.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Runs a command; resolves to its exit code and its whole output (also streamed when asked). */
function run(command, args, { stream = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (target) => (chunk) => {
      output += chunk;
      if (stream) target.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

generateToolLists();
const startedAt = Date.now();
const checks = run(process.execPath, [
  'scripts/check.mjs',
  '--slots=1',
  'typecheck',
  'lint',
  'check:cycles',
  'format:check',
]);
// The a11y project's e2e specs run against the built portal, so the build comes first on this lane.
const build = await run(npm, ['run', '--silent', 'build']);
if (build.code !== 0) process.stdout.write(`\n> build: failed\n${build.output.trimEnd()}\n`);
const tests =
  build.code === 0
    ? await run(npx, ['vitest', 'run', ...process.argv.slice(2)], { stream: true })
    : { code: 1, output: '' };
const checked = await checks;

process.stdout.write(`\n${checked.output.trim()}\n`);
process.stdout.write(`\nnpm test took ${((Date.now() - startedAt) / 1000).toFixed(0)} s\n`);
// The closing line stays Vitest's count (CI and the budget read it).
const count = /^Tests: .*$/m.exec(tests.output)?.[0] ?? 'Tests: none ran';
process.stdout.write(`${count}\n`);
process.exit(checked.code === 0 && build.code === 0 && tests.code === 0 ? 0 : 1);
