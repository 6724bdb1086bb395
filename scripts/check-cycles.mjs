// npm run check:cycles: fails when any of our TypeScript files import each other in a circle (ADR 0025).
// The graph is built with the TypeScript compiler's own scanner and module resolution, per tsconfig, so it
// sees exactly the edges tsc sees: value, type-only and dynamic imports, and re-exports. A type-only cycle
// counts too: it still means two files cannot be understood (or moved) one without the other.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = [
  'packages/core',
  'packages/contracts',
  'packages/pdf',
  'apps/api',
  'apps/web',
  'apps/web/e2e',
];

/** Every project file and the project files it imports, as paths relative to the repository root. */
function buildGraph() {
  const graph = new Map();
  for (const project of projects) {
    const configPath = path.join(root, project, 'tsconfig.json');
    const parsed = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    );
    const host = ts.createCompilerHost(parsed.options);
    for (const file of parsed.fileNames) {
      const from = path.relative(root, file);
      if (graph.has(from)) continue;
      const edges = new Set();
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        const { resolvedModule } = ts.resolveModuleName(fileName, file, parsed.options, host);
        if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
        const to = path.relative(root, resolvedModule.resolvedFileName);
        if (!to.startsWith('..') && !to.split(path.sep).includes('node_modules')) edges.add(to);
      }
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components; a component of two or more files (or a self-import) is a cycle. */
function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let counter = 0;
  const visit = (start) => {
    // Iterative, so a deep import chain cannot overflow the call stack.
    const work = [[start, [...(graph.get(start) ?? [])], 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, edges] = frame;
      if (frame[2] < edges.length) {
        const next = edges[frame[2]++];
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push([next, [...(graph.get(next) ?? [])], 0]);
        } else if (onStack.has(next)) {
          low.set(node, Math.min(low.get(node), index.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
      }
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** One concrete loop inside a component, for the message: a -> b -> ... -> a. */
function describeLoop(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const seen = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = node; at !== null && at !== start; at = seen.get(at)) loop.splice(1, 0, at);
        return [...loop, start].join('\n    -> ');
      }
      if (!seen.has(next)) {
        seen.set(next, node);
        queue.push(next);
      }
    }
  }
  return component.join(', ');
}

const graph = buildGraph();
const cycles = findCycles(graph);
const report = (write, component) => {
  write(`\n  ${component.length} files: ${component.join(', ')}`);
  write(`  e.g. ${describeLoop(graph, component)}`);
};
const failing = cycles;
if (failing.length === 0) {
  console.log(`check:cycles: no import cycles among ${graph.size} files`);
} else {
  console.error(`check:cycles: ${failing.length} import cycle(s):`);
  for (const component of failing) report(console.error, component);
  process.exit(1);
}
