// Writes the sample dataset, data/sample/<type>.json, in the import format of `npm run admin -- data
// import`. Deterministic: the same seed gives byte-identical files. Every name in it is fictional.
// Run: node data/generate-sample.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom } from './generator/common.mjs';
import { ltcDataset, maternityDataset, shieldDataset } from './generator/health.mjs';
import { multiCiDataset, termDataset } from './generator/life.mjs';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sample');
mkdirSync(outDir, { recursive: true });
const builders = {
  shieldSingle: shieldDataset,
  longTermCare: ltcDataset,
  maternity: maternityDataset,
  multiPayCI: multiCiDataset,
  term: termDataset,
};
for (const [type, build] of Object.entries(builders)) {
  const dataset = build(createRandom(20260101 + type.length));
  // One premium row a line keeps diffs of a regenerated file readable.
  const { premiums, ...rest } = dataset;
  const text = `${JSON.stringify(rest, null, 1).replace(/\n}$/, ',\n "premiums": [\n')}${premiums.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n ]\n}\n`;
  writeFileSync(path.join(outDir, `${type}.json`), text);
  console.log(
    `data/sample/${type}.json: ${dataset.insurers.length} insurers, ${dataset.products.length} plans, ${premiums.length} premium rows`,
  );
}
