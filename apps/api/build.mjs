// Bundles the server and the admin CLI to dist/ (esbuild). Our workspace packages (@portal/contracts,
// @portal/core: TypeScript source) are bundled in; npm dependencies stay external and load from
// node_modules. Migrations are not copied: the code finds apps/api/drizzle from dist/ at run time.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateToolLists } from '../../scripts/generate-tool-lists.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

generateToolLists();
// `--outdir <dir>`: the API tests' global setup bundles the same entries elsewhere (src/test/processes.ts).
const outdirFlag = process.argv.indexOf('--outdir');
const outdirArg = outdirFlag > 0 ? process.argv[outdirFlag + 1] : 'dist';
if (!outdirArg) throw new Error('Usage: node build.mjs [--outdir <dir>]');
const outdir = path.resolve(root, outdirArg);
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', 'cli/admin': 'src/cli/admin.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS code may call require(); ESM output has none without this.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`Built ${path.relative(process.cwd(), outdir) || '.'}/main.js and cli/admin.js`);
