// Issue 34: the PrimeIcons the portal shows, found in its sources, for the subset font the portal serves
// (subset-primeicons.mjs) and for the test that the subset holds every one of them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** Every icon of PrimeIcons by name ('check'), with its character (0xe909), from the package's CSS. */
export function primeIconCharacters() {
  const css = readFileSync(path.join(root, 'node_modules/primeicons/primeicons.css'), 'utf8');
  const icons = new Map();
  for (const [, name, hex] of css.matchAll(/\.pi-([a-z0-9-]+):before\s*\{\s*content:\s*"\\([0-9a-f]+)"/g))
    icons.set(name, Number.parseInt(hex, 16));
  return icons;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The icons named in the web app's and the packages' sources (`pi pi-check`). A name built from a prefix
 * (`pi-arrow-${direction}`) counts every icon with that prefix.
 */
export function usedPrimeIcons() {
  const icons = primeIconCharacters();
  const used = new Set();
  const dirs = [path.join(root, 'apps/web/src'), path.join(root, 'packages')];
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const [, name, isPrefix] of readFileSync(file, 'utf8').matchAll(
      /\bpi-([a-z0-9-]*[a-z0-9])(-\$\{)?/g,
    )) {
      if (isPrefix) for (const icon of icons.keys()) if (icon.startsWith(`${name}-`)) used.add(icon);
      if (icons.has(name)) used.add(name);
    }
  }
  return [...used].sort();
}
