import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { FastifyInstance } from 'fastify';
import { createTestContext, type TestContext } from './test/context.js';

// The built SPA is served next to /api; client-side routes fall back to index.html (spec 000 §2).
let ctx: TestContext;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  ctx = await createTestContext();
  webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Adviser Portal</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  app = await buildApp({ ...ctx.deps, webDistDir: webDist });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the single-page app', () => {
  it('serves index.html for / and for client routes', async () => {
    for (const url of ['/', '/comparison/manage', '/resetPassword/abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Adviser Portal');
    }
  });

  it('serves fingerprinted assets with a long cache, and 404s a missing file', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().devCode).toBe('NOT_FOUND');
  });
});
