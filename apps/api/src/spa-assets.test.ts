import { SIGN_IN_BOOT_SCRIPT } from '@portal/contracts';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { findUp } from './platform/paths.js';
import { createTestContext, type TestContext } from './test/context.js';

// Issue 10: the build writes .br and .gz beside each file (apps/web/vite-plugins.ts); the server picks
// the one the browser accepts, and the portal is installable (manifest, icons, favicon, worker).
let ctx: TestContext;
let app: FastifyInstance;
let webDist: string;
const ASSET = '/assets/index-Ab12Cd34.js';
const SOURCE = `export const greeting = ${JSON.stringify('Adviser Portal '.repeat(200))};\n`;

function writeWithSiblings(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  ctx = await createTestContext();
  webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  mkdirSync(path.join(webDist, 'icons'));
  writeWithSiblings(path.join(webDist, 'index.html'), '<!doctype html><title>Adviser Portal</title>');
  writeWithSiblings(path.join(webDist, ASSET), SOURCE);
  writeWithSiblings(path.join(webDist, 'sw.js'), "self.addEventListener('fetch', () => {});\n");
  // The files the web app ships in public/, as they are.
  const publicDir = findUp(path.join('apps', 'web', 'public'));
  if (!publicDir) throw new Error('apps/web/public is missing');
  for (const file of [
    'favicon.ico',
    'manifest.webmanifest',
    'icon.svg',
    'icons/icon-192.png',
    'icons/icon-512.png',
  ])
    copyFileSync(path.join(publicDir, file), path.join(webDist, file));
  app = await buildApp({ ...ctx.deps, webDistDir: webDist });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed, cached assets (issue 10)', () => {
  it('sends a fingerprinted file as brotli when accepted, with a year-long immutable cache', async () => {
    const res = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SOURCE);
    expect(res.rawPayload.length).toBeLessThan(SOURCE.length / 5);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const res = await get(ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SOURCE);
  });

  it('sends the file itself when no encoding is accepted', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get(ASSET, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(SOURCE);
    }
  });

  it('keeps index.html and the service worker fresh (no-cache), compressed too', async () => {
    for (const url of ['/', '/comparison/term', '/sw.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
    }
  });
});

describe('installable (issue 10)', () => {
  it('answers the favicon, the icons and the manifest with their types', async () => {
    const expected: Record<string, RegExp> = {
      '/favicon.ico': /^image\/(vnd\.microsoft\.icon|x-icon)/,
      '/icon.svg': /^image\/svg\+xml/,
      '/icons/icon-192.png': /^image\/png/,
      '/icons/icon-512.png': /^image\/png/,
      '/manifest.webmanifest': /^application\/manifest\+json/,
    };
    for (const [url, type] of Object.entries(expected)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
    }
  });

  it('names an installable app in the manifest: name, start, 192 and 512 px icons, theme colour', async () => {
    const manifest = (await get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Adviser Portal', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await get(icon.src)).statusCode, icon.src).toBe(200);
  });

  it('lets the page register its worker and read its manifest under the CSP', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe("the SPA's inline scripts under the CSP (issue 34)", () => {
  it("allows exactly the inline scripts of the SPA's index.html, by their hashes", async () => {
    const loader = "const APP = '/assets/index-Ab12Cd34.js';\nimport(APP);\n";
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><head><script type="module">${loader}</script><script src="/assets/x.js"></script></head>`,
    );
    const withLoader = await buildApp({ ...ctx.deps, webDistDir: dist });
    try {
      const csp = String(
        (await withLoader.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      const hash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
      const bootHash = `'sha256-${createHash('sha256').update(SIGN_IN_BOOT_SCRIPT).digest('base64')}'`;
      expect(scriptSrc.sort()).toEqual(["'self'", hash, bootHash].sort());
      // The app without that loader in its HTML does not allow it.
      const plain = String((await get('/')).headers['content-security-policy']);
      expect(plain).not.toContain(hash);
    } finally {
      await withLoader.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
