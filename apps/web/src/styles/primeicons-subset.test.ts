import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { primeIconCharacters, usedPrimeIcons } from '../../scripts/primeicons-used.mjs';

const fontsDir = path.join(import.meta.dirname, 'fonts');
const subsetIcons = JSON.parse(readFileSync(path.join(fontsDir, 'primeicons-used.json'), 'utf8')) as string[];

// Issue 34: the portal serves PrimeIcons cut down to the icons it shows; an icon outside it would draw blank.
describe('the PrimeIcons subset', () => {
  it('holds every icon the sources name (run node apps/web/scripts/subset-primeicons.mjs after adding one)', () => {
    const missing = usedPrimeIcons().filter((icon) => !subsetIcons.includes(icon));
    expect(missing).toEqual([]);
  });

  it('counts an icon named from a prefix, and is far smaller than the whole font', () => {
    expect(subsetIcons).toEqual(expect.arrayContaining(['arrow-up', 'arrow-down', 'check', 'spinner']));
    expect(primeIconCharacters().size).toBeGreaterThan(subsetIcons.length * 3);
    expect(statSync(path.join(fontsDir, 'primeicons-used.woff2')).size).toBeLessThan(15_000);
  });
});
