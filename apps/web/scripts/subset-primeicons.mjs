// Issue 34: writes apps/web/src/styles/fonts/primeicons-used.woff2, PrimeIcons with only the icons the
// portal shows (primeicons-used.mjs finds them in the sources), and the list of them beside it. Run it
// again after adding an icon or upgrading PrimeIcons (a unit test says when):
//   node apps/web/scripts/subset-primeicons.mjs
// The package's font has all of its 300-odd icons: 36 kB, every page's second largest download.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { primeIconCharacters, usedPrimeIcons } from './primeicons-used.mjs';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const outDir = path.resolve(import.meta.dirname, '..', 'src', 'styles', 'fonts');
const characters = primeIconCharacters();
const used = usedPrimeIcons();
const text = used.map((name) => String.fromCodePoint(characters.get(name))).join('');
const subset = await subsetFont(
  readFileSync(path.join(root, 'node_modules/primeicons/fonts/primeicons.woff2')),
  text,
  {
    targetFormat: 'woff2',
  },
);
writeFileSync(path.join(outDir, 'primeicons-used.woff2'), subset);
writeFileSync(path.join(outDir, 'primeicons-used.json'), `${JSON.stringify(used, null, 2)}\n`);
console.log(`primeicons-used.woff2: ${used.length} icons, ${(subset.length / 1000).toFixed(1)} kB`);
