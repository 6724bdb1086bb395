// Issue 35: makes a new comparison tool from term's files, as docs/adding-a-comparison-tool.md describes
// a tool: its registry module, engine, premium table, web tool definition, sample generator, the
// tests' example and its API test, each a new file; the type, route, names and table are the new tool's. Nothing else is edited:
// every list of tools is generated from these files (ADR 0028). scripts/twelfth-tool.mjs runs it in a
// copy of the repository, then the migration, the type check and the new tool's API test.
//
// Usage: node scripts/add-tool-from-term.mjs <type> "<Title>" [root]
//   e.g. node scripts/add-tool-from-term.mjs decreasingTerm "Decreasing Term"
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The term files a tool is made from, and where the new tool's go ({kebab}: its file name). */
export const TERM_FILES = {
  registry: ['packages/contracts/src/tools/term.ts', 'packages/contracts/src/tools/{kebab}.ts'],
  engine: [
    'apps/api/src/modules/comparison/engines/term.ts',
    'apps/api/src/modules/comparison/engines/{kebab}.ts',
  ],
  table: ['apps/api/src/db/premium-tables/term.ts', 'apps/api/src/db/premium-tables/{kebab}.ts'],
  web: [
    'apps/web/src/features/comparison/tools/term-tool.tsx',
    'apps/web/src/features/comparison/tools/{kebab}-tool.tsx',
  ],
  example: [
    'packages/contracts/src/tools/examples/term.ts',
    'packages/contracts/src/tools/examples/{kebab}.ts',
  ],
  test: ['apps/api/src/modules/comparison/term.test.ts', 'apps/api/src/modules/comparison/{kebab}.test.ts'],
};

/** decreasingTerm -> { kebab: decreasing-term, snake: decreasing_term, constant: DECREASING_TERM, pascal }. */
export function namesOf(type) {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(type)) throw new Error(`A tool type is camelCase: ${type}`);
  const words = type.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
  return {
    type,
    kebab: words.join('-'),
    snake: words.join('_'),
    constant: words.join('_').toUpperCase(),
    pascal: words.map((w) => w[0].toUpperCase() + w.slice(1)).join(''),
  };
}

/** The names a file exports (const, function, type, interface). */
const exportedNames = (source) =>
  [...source.matchAll(/export (?:const|function|type|interface) (\w+)/g)].map((m) => m[1]);

/** termPremiums -> decreasingTermPremiums, TERM_TOOL -> DECREASING_TERM_TOOL, TermRow -> DecreasingTermRow. */
function renamed(name, names) {
  if (name.startsWith('TERM_')) return `${names.constant}_${name.slice(5)}`;
  if (name.startsWith('Term')) return `${names.pascal}${name.slice(4)}`;
  if (name.startsWith('term')) return `${names.type}${name.slice(4)}`;
  throw new Error(`${name}: a name exported by term's files should start with term, Term or TERM_`);
}

/**
 * Term's text as the new tool's: the names term's own files export, the type, route, title, API path,
 * table and the imports of each other's files.
 */
function retold(source, names, title, renames) {
  let text = source;
  for (const [from, to] of renames) text = text.replace(new RegExp(`\\b${from}\\b`, 'g'), to);
  return text
    .replaceAll("'term'", `'${names.type}'`)
    .replaceAll('COMPARISON_PATHS.term', `COMPARISON_PATHS.${names.type}`)
    .replaceAll('/comparison/term', `/comparison/${names.type}`)
    .replaceAll("'term_premiums", `'${names.snake}_premiums`)
    .replaceAll('premium-tables/term.js', `premium-tables/${names.kebab}.js`)
    .replaceAll("from '../term.js'", `from '../${names.kebab}.js'`)
    .replaceAll("title: 'Term'", `title: '${title}'`)
    .replaceAll("label: 'Term'", `label: '${title}'`)
    .replaceAll('<h3>Term</h3>', `<h3>${title}</h3>`);
}

/** Writes the new tool's files beside term's; returns their paths (relative to root). */
export function addToolFromTerm(type, title, root = ROOT) {
  const names = namesOf(type);
  const files = Object.values(TERM_FILES).map(([from, to]) => [from, to.replace('{kebab}', names.kebab)]);
  const sources = files.map(([from]) => readFileSync(path.join(root, from), 'utf8'));
  const renames = [
    ...new Set(sources.flatMap(exportedNames).filter((name) => /^(term|Term|TERM_)/.test(name))),
  ].map((name) => [name, renamed(name, names)]);
  const written = [];
  const write = (file, text) => {
    if (existsSync(path.join(root, file))) throw new Error(`${file} exists already`);
    writeFileSync(path.join(root, file), text);
    written.push(file);
  };
  files.forEach(([, to], i) => {
    let text = retold(sources[i], names, title, renames);
    // The registry module: after the tools spec 001 §7 lists; the menu entry after term's neighbours.
    if (to.startsWith('packages/contracts/src/tools/') && !to.includes('/examples/'))
      text = text.replace(/specOrder: \d+/, 'specOrder: 12').replace(/order: 1 \}/, 'order: 3 }');
    write(to, text);
  });
  // Its sample: term's plans (term's builder and seed) under the new type, committed like term's.
  write(
    `data/generator/${names.kebab}.mjs`,
    [
      `// ${title}'s sample dataset, made from term's by scripts/add-tool-from-term.mjs: term's plans.`,
      "import { createRandom, sampleOf } from './common.mjs';",
      "import { TERM_SAMPLE } from './life.mjs';",
      '',
      `export const ${names.constant}_SAMPLE = sampleOf(`,
      `  '${type}',`,
      "  (_random, options) => ({ ...TERM_SAMPLE.build(createRandom(20260101 + 'term'.length), options),",
      `    comparisonType: '${type}' }),`,
      '  { isCommitted: true },',
      ');',
      '',
    ].join('\n'),
  );
  return written;
}

/** Writes data/sample/<type>.json from the sample generator, as `node data/generate-sample.mjs` would. */
export async function writeSample(type, root = ROOT) {
  const generator = await import(pathToFileURL(path.join(root, 'data/generate-sample.mjs')).href);
  const file = `data/sample/${type}.json`;
  writeFileSync(path.join(root, file), generator.datasetText(generator.buildDataset(type)));
  return file;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [type, title, root = ROOT] = process.argv.slice(2);
  if (!type || !title) {
    console.error('Usage: node scripts/add-tool-from-term.mjs <type> "<Title>" [root]');
    process.exit(2);
  }
  for (const file of addToolFromTerm(type, title, path.resolve(root))) console.log(file);
  console.log(await writeSample(type, path.resolve(root)));
}
