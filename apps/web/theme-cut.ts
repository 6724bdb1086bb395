import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Container, type Rule } from 'postcss';
import type { Plugin } from 'vite';

// Issue 34 (ADR 0042, session 41): the Lara theme every page waits for (render-blocking) styles every
// PrimeReact component, about 1,540 rules; the portal uses some thirty components. The build cuts each
// theme to the rules a page of the portal can match: a selector needing a PrimeReact class (`p-…`) that
// no component the app imports, nor the app's own code, ever writes cannot match, and goes. The cut is
// made as Vite reads the theme, before its file is named by its content, so a build that starts to use
// another component gets that component's rules under a new name (the files are cached as immutable).

const PRIMEREACT_IMPORT = /from\s*['"]primereact\/([a-z]+)['"]/g;
/** A PrimeReact class as written in code; one ending in '-' is a prefix completed at run time. */
const PRIME_CLASS = /(?<![\w-])p-[a-z0-9]+(?:-[a-z0-9]+)*-?/g;
const SELECTOR_CLASS = /\.(p-[a-z0-9-]+)/g;
const SOURCE_FILE = /\.(tsx?|css|html)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full);
    // Tests draw nothing an adviser sees (and name classes to say they are not used).
    return SOURCE_FILE.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** PrimeReact's module of a component (its ES build), and the components it imports in turn. */
function componentCode(primereactDir: string, roots: Iterable<string>): string[] {
  const seen = new Set<string>();
  const code: string[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const file = path.join(primereactDir, name, `${name}.esm.js`);
    // Some modules are types only (menuitem).
    if (!existsSync(file)) return;
    const text = readFileSync(file, 'utf8');
    code.push(text);
    for (const [, imported] of text.matchAll(PRIMEREACT_IMPORT)) if (imported) visit(imported);
  };
  for (const name of roots) visit(name);
  return code;
}

/** Every PrimeReact class (and class prefix) the app's code and the components it imports write. */
export function usedPrimeClasses(webRoot: string, primereactDir: string): Set<string> {
  const sources = filesUnder(path.join(webRoot, 'src')).concat(path.join(webRoot, 'index.html'));
  const texts = sources.map((file) => readFileSync(file, 'utf8'));
  const components = new Set(
    texts.flatMap((text) => [...text.matchAll(PRIMEREACT_IMPORT)].map((m) => m[1] ?? '')),
  );
  const used = new Set<string>();
  for (const text of [...texts, ...componentCode(primereactDir, components)])
    for (const [token] of text.matchAll(PRIME_CLASS)) used.add(token);
  // A bare 'p-' prefix would keep everything: no code of the portal or of its components writes one.
  if (used.has('p-')) throw new Error('theme-cut: some code writes a PrimeReact class as `p-` + a value');
  return used;
}

/** The theme without the rules (and selectors) that need a PrimeReact class nobody writes. */
export function cutTheme(css: string, used: Set<string>): { css: string; rules: number; kept: number } {
  const root = postcss.parse(css);
  const prefixes = [...used].filter((token) => token.endsWith('-'));
  const canBeWritten = (className: string) =>
    used.has(className) || prefixes.some((prefix) => className.startsWith(prefix));
  let rules = 0;
  let kept = 0;
  root.walkRules((rule: Rule) => {
    // Keyframe steps are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return;
    rules += 1;
    const alive = rule.selectors.filter((selector) =>
      [...selector.matchAll(SELECTOR_CLASS)].every(([, className]) => canBeWritten(className ?? '')),
    );
    if (alive.length === 0) {
      rule.remove();
      return;
    }
    kept += 1;
    if (alive.length < rule.selectors.length) rule.selectors = alive;
  });
  // Media queries left empty.
  root.walkAtRules((atRule) => {
    if ((atRule as Container).nodes?.length === 0) atRule.remove();
  });
  return { css: root.toString(), rules, kept };
}

/** The Vite plugin: each Lara theme the app links is cut as Vite reads it. */
export function cutLaraThemes(webRoot: string, primereactDir: string): Plugin {
  let used: Set<string> | null = null;
  return {
    name: 'portal-cut-lara-themes',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      // The stylesheet itself (Vite reads a `?url` import's CSS again as `?transform-only`), not the
      // module that exports its URL.
      if (!/\/primereact\/resources\/themes\/lara-[\w-]+\/theme\.css(\?transform-only)?$/.test(id))
        return null;
      used ??= usedPrimeClasses(webRoot, primereactDir);
      return { code: cutTheme(code, used).css, map: null };
    },
  };
}
