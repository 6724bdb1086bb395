// Writes the sample dataset, data/sample/<type>.json, in the import format of `npm run admin -- data
// import`. Deterministic: the same seed gives byte-identical files. Every name in it is fictional.
// Run: node data/generate-sample.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom } from './generator/common.mjs';
import { ltcDataset, maternityDataset, shieldDataset } from './generator/health.mjs';
import { ilpDataset } from './generator/ilp.mjs';
import { universalLifeDataset, wholeLifeDataset } from './generator/legacy.mjs';
import { multiCiDataset, termDataset } from './generator/life.mjs';
import { endowmentDataset, lifetimeIncomeDataset, retirementDataset } from './generator/values.mjs';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sample');
mkdirSync(outDir, { recursive: true });
const builders = {
  shieldSingle: shieldDataset,
  longTermCare: ltcDataset,
  maternity: maternityDataset,
  multiPayCI: multiCiDataset,
  term: termDataset,
  ilp101: ilpDataset,
  retirementIncomePlan: retirementDataset,
  lifetimeIncome: lifetimeIncomeDataset,
  wholeLifeEndowment: endowmentDataset,
  wholeLifePlan: wholeLifeDataset,
  universalLifeIndexed: universalLifeDataset,
};
// One premium row, or one row of the illustrations table, a line keeps diffs of a regenerated file
// readable.
function datasetText({ premiums, illustrations, ...rest }) {
  const head = (sheet) => `${JSON.stringify(rest, null, 1).replace(/\n}$/, `,\n "${sheet}": `)}`;
  if (premiums)
    return `${head('premiums')}[\n${premiums.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n ]\n}\n`;
  const { columns, rows } = illustrations;
  return `${head('illustrations')}{\n  "columns": ${JSON.stringify(columns)},\n  "rows": [\n${rows.map((r) => `   ${JSON.stringify(r)}`).join(',\n')}\n  ]\n }\n}\n`;
}
for (const [type, build] of Object.entries(builders)) {
  const dataset = build(createRandom(20260101 + type.length));
  const text = datasetText(dataset);
  writeFileSync(path.join(outDir, `${type}.json`), text);
  const rows = dataset.premiums
    ? `${dataset.premiums.length} premium rows`
    : `${dataset.illustrations.rows.length} illustration rows`;
  console.log(
    `data/sample/${type}.json: ${dataset.insurers.length} insurers, ${dataset.products.length} plans, ${rows}, ${Math.round(text.length / 1024)} KB`,
  );
}
