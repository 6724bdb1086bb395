// Issue 10's bundle budget: the JavaScript the signed-in Term page loads before it can show, brotli-compressed as the
// server sends it. Reads the build (apps/web/dist, built first when missing) and its Vite manifest.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webDir, 'dist');
const manifestPath = path.join(distDir, '.vite', 'manifest.json');

/** kB as Vite prints them: 1,000 bytes. */
// The sign-in page is measured in a browser, every file it loads until a sign-in is answered
// (apps/api/bench/sign-in-bytes.bench.ts, issue 34): its preloads alone understated it.
const BUDGETS = [
  {
    page: 'signed-in comparison page (Term)',
    lazyRoutes: ['src/features/comparison/components/tool-pages.tsx'],
    maxKb: 350,
  },
] as const;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  if (!existsSync(manifestPath)) {
    console.log('apps/web/dist has no build manifest: building the web app first');
    const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], {
      cwd: path.resolve(webDir, '..', '..'),
      stdio: 'inherit',
    });
    if (build.status !== 0 || !existsSync(manifestPath)) throw new Error('the web build failed');
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    if (into.has(chunk.file)) continue;
    into.add(chunk.file);
    staticClosure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

function brotliBytes(file: string): number {
  const bytes = readFileSync(path.join(distDir, file));
  // What the server sends: the build's .br sibling when there is one, else the same compression here.
  const sibling = path.join(distDir, `${file}.br`);
  if (existsSync(sibling)) return readFileSync(sibling).length;
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const manifest = readManifest();
const entries = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isEntry)
  .map(([key]) => key);
let isMissed = false;
for (const budget of BUDGETS) {
  const files = [...staticClosure(manifest, [...entries, ...budget.lazyRoutes])].filter((f) =>
    f.endsWith('.js'),
  );
  const raw = files.reduce((sum, file) => sum + readFileSync(path.join(distDir, file)).length, 0);
  const br = files.reduce((sum, file) => sum + brotliBytes(file), 0);
  const kb = br / 1000;
  const isWithin = kb <= budget.maxKb;
  if (!isWithin) isMissed = true;
  console.log(
    `${budget.page}: ${files.length} JavaScript files, ${(raw / 1000).toFixed(1)} kB, ` +
      `${kb.toFixed(1)} kB brotli (budget ${budget.maxKb} kB) ${isWithin ? 'ok' : 'MISSED'}`,
  );
}
process.exit(isMissed ? 1 : 0);
