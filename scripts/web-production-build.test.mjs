import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { productionBuild } from '../apps/web/vite-plugins.ts';

// Issue 34: every web build is a production build, whatever NODE_ENV holds. A tiny React page is built
// with the portal's plugin while NODE_ENV=development, as a shell with the README's default would.
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web');
/** Only React's development runtime prints this; its production build has no such text. */
const DEVELOPMENT_RUNTIME = 'Download the React DevTools';

let dir;
const savedNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = savedNodeEnv;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function buildPage(plugins) {
  // Inside apps/web, so the page resolves react from the workspace's node_modules.
  mkdirSync(path.join(WEB, 'node_modules', '.cache'), { recursive: true });
  dir = mkdtempSync(path.join(WEB, 'node_modules', '.cache', 'production-build-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
  );
  writeFileSync(
    path.join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('p', null, 'Sign In'));\n",
  );
  process.env.NODE_ENV = 'development';
  await build({ root: dir, configFile: false, logLevel: 'silent', plugins, build: { outDir: 'dist' } });
  const assets = path.join(dir, 'dist', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
}

describe('the web build (issue 34)', () => {
  it('has no React development runtime when NODE_ENV=development', async () => {
    expect(await buildPage([productionBuild()])).not.toContain(DEVELOPMENT_RUNTIME);
  });

  it('would have it without the production-build plugin (the check can fail)', async () => {
    expect(await buildPage([])).toContain(DEVELOPMENT_RUNTIME);
  });
});
