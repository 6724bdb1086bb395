// Issue 34: writes the Latin subset of the Lara theme's Inter (InterVariable 4) that the portal serves,
// apps/web/src/styles/fonts/inter-latin{,-italic}.woff2. Run it again after a PrimeReact upgrade:
//   node apps/web/scripts/subset-inter.mjs
// The theme's own files are 346 and 381 kB, the largest thing the sign-in page loaded. The subsets keep
// weights 400 to 700 (all the portal uses), the text optical size (opsz 14) and the OpenType features
// of LAYOUT_FEATURES (session 41: 42.8 -> 31.4 kB upright; first-paint.spec draws every character with
// each subset and with a subset keeping every feature, and compares the pixels). Characters outside
// them fall back to the theme's full font, which a browser then loads only for the text that needs it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const themeFonts = path.join(root, 'node_modules/primereact/resources/themes/lara-light-blue/fonts');
const outDir = path.resolve(import.meta.dirname, '..', 'src', 'styles', 'fonts');

/** Must match the unicode-range of the @font-face rules in src/styles/fonts.css. */
export const LATIN_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

/**
 * The features kept: what a browser applies to Latin text unasked (kerning, ligatures, contextual
 * alternates, marks, the variable font's required alternates), the character variants the Lara theme
 * turns on (cv02, cv03, cv04, cv11) and tabular figures (`font-variant-numeric: tabular-nums`).
 */
export const LAYOUT_FEATURES = [
  'ccmp',
  'locl',
  'rvrn',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rclt',
  'curs',
  'dist',
  'mark',
  'mkmk',
  'cv02',
  'cv03',
  'cv04',
  'cv11',
  'tnum',
  // Not asked for, yet without them some characters (the superscripts among them) were drawn a pixel
  // off: the subsetter keeps what these features reach (first-paint.spec compares the pixels).
  'sups',
  'pnum',
];

let text = '';
for (const [from, to] of LATIN_RANGES) for (let c = from; c <= to; c += 1) text += String.fromCodePoint(c);

/** The theme's fonts and the subsets made of them. */
export const WEB_SUBSETS = [
  ['InterVariable.woff2', 'inter-latin.woff2'],
  ['InterVariable-Italic.woff2', 'inter-latin-italic.woff2'],
];

/** The web subset of one of the theme's files: LAYOUT_FEATURES, or every feature (to compare with). */
export const webSubset = (source, { everyFeature = false } = {}) =>
  subsetFont(readFileSync(path.join(themeFonts, source)), text, {
    targetFormat: 'woff2',
    variationAxes: { opsz: 14, wght: { min: 400, max: 700 } },
    keepFeatures: everyFeature ? undefined : LAYOUT_FEATURES,
  });

async function writeSubsets() {
  for (const [source, target] of WEB_SUBSETS) {
    const subset = await webSubset(source);
    writeFileSync(path.join(outDir, target), subset);
    console.log(`${target}: ${(subset.length / 1000).toFixed(1)} kB`);
  }

  // Issue 36: the PDFs (packages/pdf: the client's comparison, the Strategy Report) embed Inter too, as static TrueType
  // instances (pdf-lib's font subsetter reads neither WOFF2 nor a variable font): the same Latin
  // characters at the text optical size, regular (400) and bold (700). pdf-lib subsets them again to the
  // characters a PDF uses.
  const pdfFontsDir = path.join(root, 'packages', 'pdf', 'fonts');
  mkdirSync(pdfFontsDir, { recursive: true });
  for (const [weight, target] of [
    [400, 'inter-regular.ttf'],
    [700, 'inter-bold.ttf'],
  ]) {
    const instance = await subsetFont(readFileSync(path.join(themeFonts, 'InterVariable.woff2')), text, {
      targetFormat: 'truetype',
      variationAxes: { opsz: 14, wght: weight },
    });
    writeFileSync(path.join(pdfFontsDir, target), instance);
    console.log(`${target}: ${(instance.length / 1000).toFixed(1)} kB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeSubsets();
