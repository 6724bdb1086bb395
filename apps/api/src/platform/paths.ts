import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds `relative` in the folder of this module or one of its parents. The same code runs from
 * src/ (tsx, vitest) and from the esbuild bundle in dist/, which sit at different depths.
 */
export function findUp(
  relative: string,
  from: string = path.dirname(fileURLToPath(import.meta.url)),
): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
