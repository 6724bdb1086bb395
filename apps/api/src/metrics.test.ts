import { DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { testConfig, type TestContext } from './test/context.js';
import { testContextForFile } from './test/file-context.js';
import { appWith, wrongLogin } from './test/limits-kit.js';
import { insertMail, markGivenUp } from './modules/mail/outbox.repository.js';
import { createCache } from './platform/cache.js';

// Issue 18: GET /metrics in Prometheus' text format, for whoever holds METRICS_TOKEN only.
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const TOKEN = 'a-metrics-token-of-some-length';
const notFound = { message: SERVER_MESSAGES.notFound, devCode: DEV_CODES.notFound };
const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
/** The samples of a Prometheus text exposition; comments skipped, every other line must parse. */
function parseExposition(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('GET /metrics', () => {
  it('is a 404 for everyone while METRICS_TOKEN is unset, even with the SPA served', async () => {
    const spa = mkdtempSync(path.join(tmpdir(), 'portal-spa-'));
    writeFileSync(path.join(spa, 'index.html'), '<!doctype html><title>SPA</title>');
    const app = await buildApp({ ...ctx.deps, config: testConfig(), webDistDir: spa });
    try {
      for (const auth of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
        const res = await scrape(app, auth);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(notFound);
      }
    } finally {
      await app.close();
    }
  });

  it('answers only the bearer token; route patterns, never ids, label the request series', async () => {
    const app = await appWith(ctx, { METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '2' });
    try {
      for (const auth of [undefined, 'Bearer wrong-token-of-some-length', TOKEN, `Basic ${TOKEN}`]) {
        const res = await scrape(app, auth);
        expect(res.statusCode, auth).toBe(404);
        expect(res.json()).toEqual(notFound);
      }
      const secretId = 'Zq8-secret-link-id-4711';
      expect((await app.inject({ url: `/api/public/comparison/AB1234/${secretId}` })).statusCode).toBe(404);
      expect((await app.inject({ url: `/api/public/comparison/AB1234/${secretId}` })).statusCode).toBe(404);
      expect((await app.inject({ url: `/api/public/comparison/AB1234/${secretId}` })).statusCode).toBe(429);
      expect((await app.inject({ url: `/api/no/such/route/${secretId}` })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/ready416' })).statusCode).toBe(200);
      const before = parseExposition((await scrape(app, `Bearer ${TOKEN}`)).body);
      expect(valueOf(before, 'rate_limit_rejections_total', { group: 'credentials' }) ?? 0).toBe(0);
      for (let i = 0; i < 2; i++) expect((await wrongLogin(app, '203.0.113.90')).statusCode).toBe(401);
      expect((await wrongLogin(app, '203.0.113.90')).statusCode).toBe(429);

      const res = await scrape(app, `Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.body).not.toContain(secretId);
      const samples = parseExposition(res.body);
      const requests = (labels: Record<string, string>) => valueOf(samples, 'http_requests_total', labels);
      expect(requests({ route: '/api/public/comparison/:rnf/:id', method: 'GET', status: '404' })).toBe(2);
      expect(requests({ route: '/api/public/comparison/:rnf/:id', method: 'GET', status: '429' })).toBe(1);
      expect(requests({ route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
      expect(requests({ route: '/api/non-auth/login', method: 'POST', status: '401' })).toBe(2);
      expect(requests({ route: '/api/non-auth/login', method: 'POST', status: '429' })).toBe(1);
      expect(
        valueOf(samples, 'http_request_duration_seconds_count', { route: '/api/ready416', status: '200' }),
      ).toBe(1);
      expect(
        valueOf(samples, 'http_request_duration_seconds_bucket', { route: '/api/ready416', le: '+Inf' }),
      ).toBe(1);
      expect(valueOf(samples, 'rate_limit_rejections_total', { group: 'credentials' })).toBe(1);
      expect(valueOf(samples, 'rate_limit_rejections_total', { group: 'links' })).toBe(1);
      for (const state of ['in_use', 'idle', 'waiting'])
        expect(valueOf(samples, 'db_pool_connections', { state }), state).toBeGreaterThanOrEqual(0);
      for (const state of ['pending', 'given_up'])
        expect(valueOf(samples, 'mail_outbox_rows', { state }), state).toBeGreaterThanOrEqual(0);
      expect(valueOf(samples, 'redis_up')).toBe(0);
      expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
      // no label anywhere holds a raw URL
      for (const s of samples) expect(s.labels.route ?? '').not.toMatch(/AB1234|\/no\/such/);
    } finally {
      await app.close();
    }
  });

  it('has every rate-limit group at 0 from the first scrape, before any 429 (issue 32)', async () => {
    const app = await appWith(ctx, { METRICS_TOKEN: TOKEN });
    try {
      const samples = parseExposition((await scrape(app, `Bearer ${TOKEN}`)).body);
      for (const group of ['credentials', 'session', 'links'])
        expect(valueOf(samples, 'rate_limit_rejections_total', { group }), group).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('reports the cache: hits, misses, evictions, bytes against CACHE_MAX_MB, and the hit rate (issue 33)', async () => {
    const cache = createCache({ isOnlyWriter: true, maxBytes: 3 * 1024 * 1024 });
    const app = await buildApp({
      ...ctx.deps,
      cache,
      config: { ...testConfig({ METRICS_TOKEN: TOKEN }), cacheMaxBytes: 3 * 1024 * 1024 },
      webDistDir: null,
    });
    try {
      const read = async () => parseExposition((await scrape(app, `Bearer ${TOKEN}`)).body);
      const before = await read();
      expect(valueOf(before, 'cache_max_bytes')).toBe(3 * 1024 * 1024);
      expect(valueOf(before, 'cache_hit_ratio')).toBe(0);
      // Two values of about 2 MB each (two bytes a character): the second evicts the first.
      const big = async () => 'x'.repeat(1024 * 1024);
      await cache.remember('one', big);
      await cache.remember('one', big);
      await cache.remember('two', big);
      const after = await read();
      expect(valueOf(after, 'cache_hits_total')).toBe(1);
      expect(valueOf(after, 'cache_misses_total')).toBe(2);
      expect(valueOf(after, 'cache_evictions_total')).toBe(1);
      expect(valueOf(after, 'cache_entries')).toBe(1);
      expect(valueOf(after, 'cache_bytes')).toBeGreaterThan(2 * 1024 * 1024);
      expect(valueOf(after, 'cache_bytes')).toBeLessThanOrEqual(3 * 1024 * 1024);
      expect(valueOf(after, 'cache_hit_ratio')).toBeCloseTo(1 / 3, 9);
    } finally {
      await app.close();
    }
  });

  it('counts pending and given-up mail', async () => {
    const app = await appWith(ctx, { METRICS_TOKEN: TOKEN });
    try {
      const read = async () => parseExposition((await scrape(app, `Bearer ${TOKEN}`)).body);
      const before = await read();
      const now = ctx.clock.now();
      const mail = (id: string) => ({
        id,
        toAddress: `${id}@example.sg`,
        subject: 'Subject',
        body: 'Body',
        nextAttemptAt: now,
        createdAt: now,
      });
      await insertMail(ctx.deps.db, mail(randomUUID()));
      const givenUp = randomUUID();
      await insertMail(ctx.deps.db, mail(givenUp));
      await markGivenUp(ctx.deps.db, givenUp, now, 'test');
      const after = await read();
      const delta = (state: string) =>
        (valueOf(after, 'mail_outbox_rows', { state }) ?? NaN) -
        (valueOf(before, 'mail_outbox_rows', { state }) ?? NaN);
      expect(delta('pending')).toBe(1);
      expect(delta('given_up')).toBe(1);
    } finally {
      await app.close();
    }
  });
});
