// npm test's first half: the named npm scripts (typecheck, lint, ...) two at a time, as the machine has
// two cores. Each one's output is printed whole when it ends, so the logs do not interleave; the exit
// code is non-zero when any of them failed. They start in the order given: longest first (on a fresh
// clone: lint, the type check, prettier, the build, the cycle check), so the two slots end close
// together instead of one script running alone at the end. Usage: node scripts/check.mjs typecheck lint
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: node scripts/check.mjs <npm script>...');
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const slots = Math.max(2, Math.min(availableParallelism(), scripts.length));

function run(name) {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      process.stdout.write(`\n> ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n`);
      if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...scripts];
const results = await Promise.all(
  Array.from({ length: slots }, async () => {
    const passed = [];
    for (let name = queue.shift(); name; name = queue.shift()) passed.push(await run(name));
    return passed.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
