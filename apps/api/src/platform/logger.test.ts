import { uploadPathFor, uploadReplySchema } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { postAs } from '../modules/comparison/comparison-test-kit.js';
import { signedInAdviser, uploadPayload } from '../modules/links/links-test-kit.js';
import { seedSampleData } from '../modules/products/products.service.js';
import { createTestContext, type TestContext } from '../test/context.js';

// Issue 9: reset tokens and link ids are keys; the log must not hold them.
let ctx: TestContext;
let app: FastifyInstance;
let rnf: string;
let linkId: string;
const lines: string[] = [];
beforeAll(async () => {
  // One connection (PGlite has only one anyway), so one held transaction makes the database busy.
  ctx = await createTestContext({ DB_ACQUIRE_TIMEOUT_MS: '300', DB_POOL_MAX: '1' });
  await seedSampleData(ctx.deps, ['term']);
  const adviser = await signedInAdviser(ctx);
  rnf = adviser.rnf;
  const res = await postAs(ctx, adviser.jwt, uploadPathFor('term'), uploadPayload('term', rnf));
  linkId = uploadReplySchema.parse(res.json()).id;
  app = await buildApp({
    ...ctx.deps,
    config: { ...ctx.config, logLevel: 'info' },
    webDistDir: null,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const TOKEN = 'Rst0ken-Very-Secret-4242';
const loggedFor = async (url: string, method: 'GET' | 'POST' = 'GET') => {
  lines.length = 0;
  await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
  return lines.join('\n');
};

describe('the request log', () => {
  it('keeps reset tokens out, in the page path, the API path and the query string', async () => {
    for (const url of [
      `/resetPassword/${TOKEN}`,
      `/api/non-auth/validateResetToken/${TOKEN}`,
      `/api/non-auth/validateResetToken?token=${TOKEN}`,
      `/api/ready416?token=${TOKEN}&sig=${TOKEN}`,
    ]) {
      const log = await loggedFor(url);
      expect(log, url).toContain('request completed');
      expect(log, url).toMatch(/(\/|=)\[redacted\]/);
      expect(log, url).not.toContain(TOKEN);
    }
  });

  it('writes one JSON line per request, with the status and the time taken, and no header', async () => {
    lines.length = 0;
    await app.inject({
      url: '/api/ready416',
      headers: { authorization: `Bearer ${TOKEN}`, cookie: `a=${TOKEN}` },
    });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', url: '/api/ready416' });
    expect(line.status).toBe(200);
    expect(typeof line.ms).toBe('number');
    expect(lines[0]).not.toContain(TOKEN);
  });

  it("keeps link ids out of the client page's and the JSON call's lines, for a hit and a miss", async () => {
    for (const url of [
      `/c/${rnf}/${linkId}`,
      `/api/public/comparison/${rnf}/${linkId}`,
      `/c/${rnf}/${TOKEN}`,
    ]) {
      const log = await loggedFor(url);
      expect(log, url).toContain(`${rnf}/[redacted]`);
      expect(log, url).not.toContain(linkId);
      expect(log, url).not.toContain(TOKEN);
    }
  });

  it('keeps the link id out of the error line when the database is busy (no query parameters)', async () => {
    let release = () => {};
    const held = ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((resolve) => (release = resolve));
    });
    try {
      const log = await loggedFor(`/api/public/comparison/${rnf}/${linkId}`);
      expect(log).toContain('database unavailable');
      // the error line and the request line name the same request (issue 18: the lazy child logger)
      const ids = log
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { reqId?: string }).reqId);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toMatch(/^req-/);
      expect(ids[1]).toBe(ids[0]);
      expect(log).not.toContain(linkId);
    } finally {
      release();
      await held;
    }
  });
});
