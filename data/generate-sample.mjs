// Writes the sample dataset, data/sample/<type>.json, in the import format of `npm run admin -- data
// import`. Deterministic: the same seed gives byte-identical files. Every name in it is fictional.
// Run: node data/generate-sample.mjs            (every sample file)
//      node data/generate-sample.mjs --market DIR (the market-size dataset of issue 33, into DIR)
//
// Issue 33, ADR 0039: the value-series samples illustrate every entry age, tens of MB of JSON, so they
// are not committed: `ensureGeneratedSamples` writes them at the first `npm start` (and before the
// tests seed), and again whenever the generator's sources change. The premium tools' samples are small
// and committed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRandom } from './generator/common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SAMPLE_DIR = path.join(here, 'sample');

// Each tool's builder is declared beside it with sampleOf (generator/common.mjs); ADR 0028's generator
// lists them in generator/samples.generated.mjs, so no list of types is kept here. The list is brought
// up to date first (a file is rewritten only when it changes), so a tool just added, or a checkout that
// has not run the generator, has its sample; imported by path, as the list may not exist before.
const listsGenerator = path.join(here, '..', 'scripts', 'generate-tool-lists.mjs');
if (existsSync(listsGenerator)) (await import(pathToFileURL(listsGenerator).href)).generateToolLists();
const { SAMPLES } = await import(pathToFileURL(path.join(here, 'generator', 'samples.generated.mjs')).href);
const builders = Object.fromEntries(SAMPLES.map((sample) => [sample.type, sample.build]));
const committed = SAMPLES.filter((sample) => sample.isCommitted).map((sample) => sample.type);
/** Written at first start, never committed (.gitignore): every entry age of every plan. */
const GENERATED_TYPES = SAMPLES.filter((sample) => !sample.isCommitted).map((sample) => sample.type);

/** One deterministic dataset; `market` gives the market-size shape (issue 33). */
export const buildDataset = (type, options = {}) =>
  builders[type](createRandom(20260101 + type.length), options);

// One premium row, or one row of a table sheet, a line keeps diffs of a regenerated file readable.
export function datasetText({ premiums, illustrations, series, ...rest }) {
  const head = (sheet) => `${JSON.stringify(rest, null, 1).replace(/\n}$/, `,\n "${sheet}": `)}`;
  if (premiums)
    return `${head('premiums')}[\n${premiums.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n ]\n}\n`;
  const [sheet, { columns, rows }] = series ? ['series', series] : ['illustrations', illustrations];
  return `${head(sheet)}{\n  "columns": ${JSON.stringify(columns)},\n  "rows": [\n${rows.map((r) => `   ${JSON.stringify(r)}`).join(',\n')}\n  ]\n }\n}\n`;
}

export function describeDataset(type, dataset, bytes) {
  const sheet = dataset.premiums
    ? `${dataset.premiums.length} premium rows`
    : dataset.series
      ? `${dataset.series.rows.length} series, ${dataset.series.rows.reduce((n, r) => n + r[9].length, 0)} policy years`
      : `${dataset.illustrations.rows.length} illustration rows`;
  return `${type}.json: ${dataset.insurers.length} insurers, ${dataset.products.length} plans, ${sheet}, ${Math.round(bytes / 1024)} KB`;
}

function writeDataset(dir, type, options) {
  const dataset = buildDataset(type, options);
  const text = datasetText(dataset);
  // Written whole, then renamed into place: a process reading it (another test worker) sees a whole file.
  const file = path.join(dir, `${type}.json`);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
  return describeDataset(type, dataset, Buffer.byteLength(text));
}

/** A hash of the generator's own sources: the generated samples are remade when it changes. */
export function generatorStamp() {
  const files = [
    fileURLToPath(import.meta.url),
    ...readdirSync(path.join(here, 'generator'))
      .sort()
      .map((f) => path.join(here, 'generator', f)),
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}
const STAMP_FILE = path.join(SAMPLE_DIR, '.generated');

/**
 * Writes the value-series samples when missing or made by another version of the generator; a few
 * seconds. Returns the lines it printed (none when nothing was written).
 */
export function ensureGeneratedSamples(log = console.log) {
  const stamp = generatorStamp();
  const isCurrent =
    existsSync(STAMP_FILE) &&
    readFileSync(STAMP_FILE, 'utf8').trim() === stamp &&
    GENERATED_TYPES.every((type) => existsSync(path.join(SAMPLE_DIR, `${type}.json`)));
  if (isCurrent) return;
  mkdirSync(SAMPLE_DIR, { recursive: true });
  log('Writing the value-series sample data (every entry age; once) ...');
  for (const type of GENERATED_TYPES) log(`data/sample/${writeDataset(SAMPLE_DIR, type)}`);
  // Written then renamed, as the samples are: a worktree's hard-linked copy is never written through.
  const partial = `${STAMP_FILE}.${process.pid}.partial`;
  writeFileSync(partial, `${stamp}\n`);
  renameSync(partial, STAMP_FILE);
}

/** The market-size dataset (issue 33): every value-series and premium type into `dir`. */
export function writeMarketDataset(dir, log = console.log) {
  mkdirSync(dir, { recursive: true });
  for (const type of Object.keys(builders)) log(`${dir}/${writeDataset(dir, type, { market: true })}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const marketAt = process.argv.indexOf('--market');
  if (marketAt > 0) writeMarketDataset(path.resolve(process.argv[marketAt + 1] ?? 'market-data'));
  else {
    mkdirSync(SAMPLE_DIR, { recursive: true });
    for (const type of committed) console.log(`data/sample/${writeDataset(SAMPLE_DIR, type)}`);
    ensureGeneratedSamples();
  }
}
