import { uploadPathFor, uploadReplySchema } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { spawnSync } from 'node:child_process';
import { connect, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { postAs } from '../modules/comparison/comparison-test-kit.js';
import { signedInAdviser, uploadPayload } from '../modules/links/links-test-kit.js';
import { seedSampleData } from '../modules/products/products.service.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createBatchedDestination, createUrlRedactor } from './logger.js';

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

  it('names the request id, the route pattern (unmatched for none), pid and time, as pino does', async () => {
    lines.length = 0;
    await app.inject({ url: `/api/public/comparison/${rnf}/${linkId}` });
    await app.inject({ url: `/api/no-such-route/${TOKEN}`, headers: { 'x-admin-token': TOKEN } });
    expect(lines).toHaveLength(2);
    const [hit, miss] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(hit).toMatchObject({
      route: '/api/public/comparison/:rnf/:id',
      url: `/api/public/comparison/${rnf}/[redacted]`,
      status: 200,
      pid: process.pid,
    });
    expect(hit?.reqId).toMatch(/^req-/);
    expect(typeof hit?.hostname).toBe('string');
    expect(Math.abs(Number(hit?.time) - Date.now())).toBeLessThan(60_000);
    expect(miss).toMatchObject({ route: 'unmatched', status: 404, url: `/api/no-such-route/${TOKEN}` });
    expect(miss?.reqId).not.toBe(hit?.reqId);
    // No header is ever written: the admin token sent as a header is nowhere but in the (unsecret) path.
    expect(lines[1]?.split(TOKEN)).toHaveLength(2);
  });

  it('stays one valid JSON line when the URL holds quotes and backslashes (sent raw, over TCP)', async () => {
    // app.inject encodes such URLs; a client on a socket need not.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const rawPath = '/api/a"b\\c/"}{"x":"y';
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET ${rawPath} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      );
      socket.on('data', (data) => (text += data.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = lines.at(-1) ?? '';
    expect(line.endsWith('}\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({ url: rawPath, route: 'unmatched', status: 404 });
  });

  it('writes no request line at a level above info', async () => {
    const quiet: string[] = [];
    const warnApp = await buildApp({
      ...ctx.deps,
      config: { ...ctx.config, logLevel: 'warn' },
      webDistDir: null,
      logStream: { write: (line) => void quiet.push(line) },
    });
    try {
      expect((await warnApp.inject({ url: '/api/ready416' })).statusCode).toBe(200);
      expect(quiet).toEqual([]);
    } finally {
      await warnApp.close();
    }
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

describe('URL redaction', () => {
  const redact = createUrlRedactor('/c');

  it('returns a URL with no query and no secret path as it is', () => {
    for (const url of ['/api/comparison/term', '/api/public/links', '/about/c/x/y', '/cx/1/2']) {
      expect(redact(url)).toBe(url);
    }
  });

  it('redacts secret paths in any case the patterns allow, and every query value', () => {
    expect(redact(`/ResetPassword/${TOKEN}`)).toBe('/ResetPassword/[redacted]');
    expect(redact(`/api/non-auth/VALIDATERESETTOKEN;${TOKEN}`)).toBe(
      '/api/non-auth/VALIDATERESETTOKEN;[redacted]',
    );
    expect(redact(`/c/R123/${TOKEN}`)).toBe('/c/R123/[redacted]');
    expect(redact(`/api/public/comparison/R123/${TOKEN}?a=${TOKEN}&b`)).toBe(
      '/api/public/comparison/R123/[redacted]?a=[redacted]&b=[redacted]',
    );
    // Looks like a secret path to the quick test, but is none: the full patterns leave it alone.
    expect(redact('/C/R123')).toBe('/C/R123');
  });
});

describe('the batched destination', () => {
  it('holds lines and writes them as one chunk after the delay, or at once when full or flushed', async () => {
    const chunks: string[] = [];
    const destination = createBatchedDestination(
      { write: (chunk) => void chunks.push(chunk) },
      { maxChars: 30, maxDelayMs: 20 },
    );
    destination.write('{"a":1}\n');
    destination.write('{"b":2}\n');
    expect(chunks).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(chunks).toEqual(['{"a":1}\n{"b":2}\n']);

    destination.write('{"c":"0123456789"}\n');
    destination.write('{"d":"0123456789"}\n');
    expect(chunks).toHaveLength(2);
    expect(chunks[1]).toBe('{"c":"0123456789"}\n{"d":"0123456789"}\n');

    destination.write('{"e":5}\n');
    destination.flushSync();
    destination.flushSync();
    expect(chunks).toEqual([chunks[0], chunks[1], '{"e":5}\n']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(chunks).toHaveLength(3);
  });

  it("writes stdout's held lines when the process exits, even by process.exit", () => {
    const loggerModule = fileURLToPath(new URL('./logger.ts', import.meta.url));
    const script = [
      `const { stdoutLogDestination } = await import(${JSON.stringify(loggerModule)});`,
      `stdoutLogDestination().write('{"msg":"first"}\\n');`,
      `stdoutLogDestination().write('{"msg":"last"}\\n');`,
      'process.exit(0);',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('{"msg":"first"}\n{"msg":"last"}\n');
    expect(run.status).toBe(0);
  });
});
