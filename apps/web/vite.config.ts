import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { generateToolLists } from '../../scripts/generate-tool-lists.mjs';
import { AFTER_PAINT_CHUNK, CODE_SPLITTING, prerenderSignIn } from './prerender-sign-in';
import { cutLaraThemes } from './theme-cut';
import { precompress, productionBuild, serviceWorker } from './vite-plugins';

// ADR 0028: the list of web tools is written from the tool files before a build or dev server starts.
generateToolLists();

// The API (apps/api) serves apps/web/dist on :8080; in development Vite proxies /api to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    // Issue 34 (ADR 0042, session 41): each Lara theme without the rules no page of the portal can match.
    cutLaraThemes(import.meta.dirname, path.resolve(import.meta.dirname, '../../node_modules/primereact')),
    productionBuild(),
    react(),
    serviceWorker(path.join(import.meta.dirname, 'src', 'sw', 'service-worker.js')),
    prerenderSignIn(),
    precompress(),
  ],
  // Issue 10: the manifest tells the bundle bench which chunks each page loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Issue 34 (ADR 0042): the results' code is asked for after the page has drawn; its imports are then
    // fetched by the browser's module loader, not through a <link> per file, each of which cost the
    // main thread about a millisecond as it was added (tens of ms in one task on a phone).
    modulePreload: { resolveDependencies: (file, deps) => (AFTER_PAINT_CHUNK.test(file) ? [] : deps) },
    // Issue 34 (ADR 0042): the entry and the signed-in shell each one file.
    rolldownOptions: { output: { codeSplitting: CODE_SPLITTING } },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
});
