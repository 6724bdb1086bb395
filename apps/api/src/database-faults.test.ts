import { API_PATHS, DEV_CODES, LINK_PATHS, SERVER_MESSAGES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { openDatabase, type Database } from './db/client.js';
import { isDatabaseUnavailable } from './db/errors.js';
import { postAs } from './modules/comparison/comparison-test-kit.js';
import { signedInAdviser } from './modules/links/links-test-kit.js';
import { createTestContext, type TestContext } from './test/context.js';
import { openTestDatabase } from './test/database.js';
import { startFreezableProxy } from './test/freezable-proxy.js';

// Issue 9: one slow query used to stall the whole API, and a database that was away answered 500.
// Runs on PGlite (one connection behind a gate) and, with TEST_DATABASE_URL, on Postgres (a pool).
const ACQUIRE_MS = 300;
let ctx: TestContext;
let adviser: Awaited<ReturnType<typeof signedInAdviser>>;
beforeAll(async () => {
  ctx = await createTestContext({
    DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS),
    DB_STATEMENT_TIMEOUT_MS: '300',
    DB_POOL_MAX: '2',
  });
  adviser = await signedInAdviser(ctx);
});
afterAll(async () => ctx.close());

const busy = { message: SERVER_MESSAGES.serverBusy, devCode: DEV_CODES.databaseUnavailable };
/** A signed-in call that reads the database every time (no cache in front of it). */
const listLinks = () => postAs(ctx, adviser.jwt, LINK_PATHS.list, { RNF: adviser.rnf });

/**
 * Takes every connection the app has (PGlite's only one, or the whole pool) inside transactions
 * that wait for `release`: what one slow request does to everyone else.
 */
async function holdAllConnections() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const connections = ctx.database.kind === 'pglite' ? 1 : ctx.config.database.poolMax;
  const holders: Promise<unknown>[] = [];
  const acquired: Promise<void>[] = [];
  for (let i = 0; i < connections; i++) {
    acquired.push(
      new Promise<void>((onAcquired) => {
        holders.push(
          ctx.deps.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            onAcquired();
            await released;
          }),
        );
      }),
    );
  }
  await Promise.all(acquired);
  return async () => {
    release();
    await Promise.all(holders);
  };
}

describe('a database that cannot answer in time', () => {
  it('answers 503 { message, devCode } when no connection frees in time, and recovers after', async () => {
    expect((await listLinks()).statusCode).toBe(200);
    const release = await holdAllConnections();
    try {
      const started = performance.now();
      const res = await listLinks();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(busy);
      // It gave up after the acquire timeout, not after the holder finished.
      expect(performance.now() - started).toBeGreaterThanOrEqual(ACQUIRE_MS - 20);
    } finally {
      await release();
    }
    expect((await listLinks()).statusCode).toBe(200);
  });

  it('answers 503 when a statement waits on a lock held elsewhere (statement timeout on Postgres)', async () => {
    if (ctx.database.kind === 'pglite') {
      // PGlite has no second connection to hold a lock from: a lock inside the app's own
      // transaction blocks the one connection, which the gate turns into a 503 as above.
      const release = await holdAllConnections();
      try {
        expect((await listLinks()).json()).toEqual(busy);
      } finally {
        await release();
      }
      return;
    }
    const other = new pg.Client({ connectionString: ctx.database.location });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('lock table advisers in access exclusive mode');
      const res = await listLinks();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(busy);
    } finally {
      await other.query('rollback');
      await other.end();
    }
    expect((await listLinks()).statusCode).toBe(200);
  });

  it('answers 503 when the database is closed under the app', async () => {
    const database = await openTestDatabase(ctx.config.database);
    const app = await buildApp({ ...ctx.deps, db: database.db, webDistDir: null });
    await app.ready();
    try {
      await database.close();
      const res = await app.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload: { email: 'closed@example.sg', password: 'Secret#2030a' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(busy);
    } finally {
      await app.close();
    }
  });

  it('ready416 answers from memory within 1 s while the database is held, then reports it', async () => {
    const ready = () => ctx.app.inject({ method: 'GET', url: API_PATHS.ready });
    expect((await ready()).json()).toEqual({ ready: true });
    const release = await holdAllConnections();
    try {
      const answers: number[] = [];
      const deadline = performance.now() + 4_000;
      let last = await ready();
      while (last.statusCode === 200 && performance.now() < deadline) {
        const started = performance.now();
        last = await ready();
        answers.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Each answer came at once; once a ping had waited too long, the answer became "not ready".
      expect(Math.max(...answers)).toBeLessThan(1000);
      expect(last.statusCode).toBe(503);
      expect(last.json()).toEqual({ ready: false });
    } finally {
      await release();
    }
    const deadline = performance.now() + 5_000;
    let after = await ready();
    while (after.statusCode !== 200 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await ready();
    }
    expect(after.json()).toEqual({ ready: true });
  });
});

// Issue 32: behind a proxy that stopped forwarding, requests already holding a connection waited the
// whole freeze (40 s; 130 s in one run): statement_timeout is the server's, and a frozen server sends
// nothing. Each query now has a deadline on this side as well, and the pool recovers after the thaw.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a database connection that freezes (Postgres)',
  () => {
    const STATEMENT_MS = 300;
    let proxy: Awaited<ReturnType<typeof startFreezableProxy>>;
    let frozenDb: Database;
    let app: FastifyInstance;
    beforeAll(async () => {
      const target = new URL(ctx.database.location);
      proxy = await startFreezableProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(ctx.database.location);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const limits = { acquireTimeoutMs: ACQUIRE_MS, statementTimeoutMs: STATEMENT_MS, poolMax: 2 };
      frozenDb = await openDatabase(viaProxy.toString(), limits);
      app = await buildApp({ ...ctx.deps, db: frozenDb.db, webDistDir: null });
      await app.ready();
    });
    afterAll(async () => {
      proxy.thaw();
      await app.close();
      await frozenDb.close();
      await proxy.close();
    });
    const listLinksOn = () =>
      app.inject({
        method: 'POST',
        url: LINK_PATHS.list,
        headers: { authorization: `Bearer ${adviser.jwt}` },
        payload: { RNF: adviser.rnf },
      });
    /** The time a call took, in ms, and what it settled to. */
    const timed = async <T>(run: () => Promise<T>) => {
      const started = performance.now();
      const outcome = await run().then(
        (value) => ({ value, error: undefined }),
        (error: unknown) => ({ value: undefined, error }),
      );
      return { ...outcome, ms: performance.now() - started };
    };

    it('answers 503 within the statement timeout and a small margin, then recovers after the thaw', async () => {
      // Both pooled connections open and idle, as on a server that has been answering.
      await Promise.all([listLinksOn(), listLinksOn()]);
      proxy.freeze();
      const [first, second] = await Promise.all([timed(listLinksOn), timed(listLinksOn)]);
      for (const call of [first, second]) {
        expect(call.value?.statusCode).toBe(503);
        expect(call.value?.json()).toEqual(busy);
        expect(call.ms).toBeLessThan(STATEMENT_MS + 1_000);
      }
      proxy.thaw();
      const recovered = await listLinksOn();
      expect(recovered.statusCode, recovered.body).toBe(200);

      // A transaction frozen between its statements: its ROLLBACK cannot wait on the dead socket either.
      const stuck = await timed(() =>
        frozenDb.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          proxy.freeze();
          await tx.execute(sql`select 2`);
        }),
      );
      expect(isDatabaseUnavailable(stuck.error), String(stuck.error)).toBe(true);
      expect(stuck.ms).toBeLessThan(STATEMENT_MS + 1_000);
      proxy.thaw();
      const after = await listLinksOn();
      expect(after.statusCode, after.body).toBe(200);
    });
  },
);
