// npm test (ADR 0026): the build, Vitest's projects and the checks (prettier, ESLint, the type check,
// the import-cycle check), arranged for a 2-core machine.
//
// - The build runs first: the a11y project drives the built portal.
// - Vitest starts when the build ends, with its output streaming as usual; arguments after
//   `npm test --` go to `vitest run`.
// - The checks start at once, two at a time, at the lowest CPU priority. They take the CPU time the
//   tests leave (a worker waiting on a server it started, on the browser or on a timer) without slowing
//   the tests; whatever of them is left when Vitest ends runs on both cores.
// - Each check's output is printed whole at the end, so nothing interleaves with Vitest's. The exit code
//   is non-zero when the build, a check or a test failed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import path from 'node:path';
import { generateToolLists } from './generate-tool-lists.mjs';

/** Longest first (on a fresh clone), so the two slots end close together. */
const CHECKS = ['format:check', 'lint', 'typecheck', 'check:cycles'];
const LOWEST_PRIORITY = 19;
const isWindows = process.platform === 'win32';
const vitest = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);

/** Runs an npm script with its output kept for the report. */
function runScript(name, { priority = 0 } = {}) {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(isWindows ? 'npm.cmd' : 'npm', ['run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: isWindows,
    });
    // Set before npm starts the script itself, which inherits it.
    if (priority) setPriority(child.pid, priority);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      const outcome = code === 0 ? 'ok' : `failed (exit ${code})`;
      resolve({ name, passed: code === 0, report: `> ${name}: ${outcome} in ${seconds} s`, output });
    });
  });
}

function print({ report, output }) {
  process.stdout.write(`\n${report}\n`);
  if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
}

async function runChecks() {
  const queue = [...CHECKS];
  const results = [];
  const slot = async () => {
    for (let name = queue.shift(); name; name = queue.shift())
      results.push(await runScript(name, { priority: LOWEST_PRIORITY }));
  };
  await Promise.all([slot(), slot()]);
  return results;
}

function runVitest(args) {
  return new Promise((resolve) => {
    spawn(process.execPath, [vitest, 'run', ...args], { stdio: 'inherit' }).on('close', (code) =>
      resolve(code === 0),
    );
  });
}

generateToolLists();
const checks = runChecks();
const build = await runScript('build');
print(build);
const testsPassed = await runVitest(process.argv.slice(2));
const checkResults = await checks;
checkResults.forEach(print);
const failed = [build, ...checkResults].filter((result) => !result.passed).map((result) => result.name);
if (!testsPassed) failed.push('vitest');
process.stdout.write(
  `\nnpm test: ${failed.length === 0 ? 'everything passed' : `failed: ${failed.join(', ')}`}\n`,
);
process.exit(failed.length === 0 ? 0 : 1);
