// npm run bench -- market (issue 33, ADR 0039): the real market's shape, written by the generator
// (node data/generate-sample.mjs --market DIR), imported as `admin data import` imports a file into
// PGlite on disk and, when TEST_DATABASE_URL or the local Postgres answers, into Postgres; then every
// tool searched at 50 connections. Prints import time per tool and in total, database size, RSS after
// warm-up, and per tool p50/p99 and the compressed reply size; exits 1 when a budget is missed.
import { BUILT_COMPARISON_TYPES, COMPARISON_PATHS, type BuiltComparisonType } from '@portal/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { readDatasetFile } from '../src/modules/products/dataset-reader.js';
import { importDataset } from '../src/modules/products/products.service.js';
import { findUp } from '../src/platform/paths.js';
import { testDeps } from '../src/test/context.js';
import { LOCAL_TEST_DATABASE_URL, openTestDatabase, withAdminClient } from '../src/test/database.js';
import { createAdviser } from '../src/test/factories.js';
import { signedInJwt } from './lib.js';
import { endpoints } from './market-endpoints.js';

type Result = { latency: { p50: number; p99: number }; non2xx: number; errors: number };
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
// autocannon ships no types; a computed specifier keeps the import untyped on purpose.
const autocannonModule = 'autocannon';
const autocannon = ((await import(autocannonModule)) as { default: Autocannon }).default;

const BUDGETS = {
  pglite: { importMs: 10 * 60_000, p99Ms: 100, rssMb: 1024 },
  postgres: { importMs: 5 * 60_000, p99Ms: 50, rssMb: 600 },
} as const;
const REPLY_BUDGET_BYTES = 150 * 1024;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3);
const ACCEPT = 'gzip, deflate, br, zstd';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
let isWithinBudget = true;
const verdict = (isOk: boolean, budget: string) => {
  isWithinBudget &&= isOk;
  return isOk ? 'ok' : `OVER BUDGET (${budget})`;
};

// Each database is measured in its own process (MARKET_KIND), so one's memory is not the other's RSS.
const KIND = process.env.MARKET_KIND as 'pglite' | 'postgres' | undefined;
/** Every tool's market is imported, a tool searched in the browser too (its table is read there). */
const TYPES = BUILT_COMPARISON_TYPES;

async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? LOCAL_TEST_DATABASE_URL;
  return withAdminClient(url, (c) => c.query('select 1'), 2_000).then(
    () => url,
    () => undefined,
  );
}

async function benchOn(kind: 'pglite' | 'postgres', database: Database, dataDir: string) {
  const budget = BUDGETS[kind];
  const deps = testDeps(database);
  const { clock } = deps;
  console.log(`\n${kind}: import (as admin data import does)`);
  let totalMs = 0;
  for (const type of TYPES) {
    const start = performance.now();
    // The premium tools' market is their sample (every age and option already); the value-series tools
    // are written at every entry age by the generator's market option.
    const { raw, firstDataRow } = await readDatasetFile(path.join(dataDir, `${type}.json`), { type });
    const outcome = await importDataset(deps, raw, { source: `market:${type}`, firstDataRow });
    const ms = performance.now() - start;
    totalMs += ms;
    if (!outcome.ok) throw new Error(`${type}: ${outcome.lines.join('; ')}`);
    console.log(`  ${type.padEnd(22)} ${(ms / 1000).toFixed(1).padStart(6)} s`);
  }
  console.log(
    `  ${'total'.padEnd(22)} ${(totalMs / 1000).toFixed(1).padStart(6)} s   ${verdict(totalMs <= budget.importMs, `<= ${budget.importMs / 60_000} min`)}`,
  );
  const size = await database.db.execute(sql`select pg_database_size(current_database())::bigint as n`);
  console.log(`  database size ${mb(Number((size as { rows: { n: string | number }[] }).rows[0]?.n))}`);

  const app = await buildApp({ ...deps, webDistDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const adviser = await createAdviser(deps);
  const headers = {
    authorization: `Bearer ${await signedInJwt(app, adviser, clock.now())}`,
    'content-type': 'application/json',
    'accept-encoding': ACCEPT,
  };
  const run = (url: string, body: object, amount?: number) =>
    autocannon({
      url: `${base}${url}`,
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      connections: 50,
      workers: 1,
      ...(amount ? { amount } : { duration: DURATION_S }),
    });
  // Warm-up: every tool answers rows, JIT and the per-version caches are filled.
  const replyBytes = new Map<BuiltComparisonType, number>();
  for (const [type, body] of endpoints) {
    const plain = await app.inject({
      method: 'POST',
      url: COMPARISON_PATHS[type],
      headers: { ...headers, 'accept-encoding': 'identity' },
      payload: body,
    });
    const rows = plain.statusCode === 200 ? (plain.json<{ result: unknown[][] }>().result[0] ?? []) : [];
    if (rows.length === 0) throw new Error(`${type}: no rows (${plain.statusCode})`);
    // What the browser receives: the bytes as sent for its Accept-Encoding.
    const sent = await app.inject({ method: 'POST', url: COMPARISON_PATHS[type], headers, payload: body });
    replyBytes.set(type, sent.rawPayload.length);
    await run(COMPARISON_PATHS[type], body, 500);
  }
  const rss = process.memoryUsage().rss;
  console.log(
    `${kind}: RSS after warm-up ${mb(rss)}   ${verdict(rss <= budget.rssMb * 1024 * 1024, `<= ${budget.rssMb} MB`)}`,
  );
  console.log(`${kind}: search at 50 connections, ${DURATION_S} s each; reply as a browser's fetch gets it`);
  for (const [type, body] of endpoints) {
    const result = await run(COMPARISON_PATHS[type], body);
    const bytes = replyBytes.get(type) ?? 0;
    const isOk =
      result.latency.p99 <= budget.p99Ms &&
      bytes <= REPLY_BUDGET_BYTES &&
      result.non2xx === 0 &&
      result.errors === 0;
    console.log(
      `  ${type.padEnd(22)} p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   reply ${(bytes / 1024).toFixed(1).padStart(6)} KB   ${verdict(isOk, `p99 <= ${budget.p99Ms} ms, reply <= 150 KB, non-2xx ${result.non2xx}, errors ${result.errors}`)}`,
    );
  }
  await app.close();
  deps.mailer.close();
}

if (KIND) {
  const dataDir = process.env.MARKET_DIR ?? '';
  const work = await mkdtemp(path.join(tmpdir(), 'portal-market-db-'));
  try {
    if (KIND === 'pglite') {
      const pglite = await openDatabase(path.join(work, 'pglite'));
      await pglite.migrate();
      try {
        await benchOn('pglite', pglite, dataDir);
      } finally {
        await pglite.close();
      }
    } else {
      process.env.TEST_DATABASE_URL = process.env.MARKET_POSTGRES_URL;
      const postgres = await openTestDatabase();
      try {
        await benchOn('postgres', postgres, dataDir);
      } finally {
        await postgres.close();
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
} else {
  // The dataset, written once for both databases; the generator states its counts.
  const generator = findUp(path.join('data', 'generate-sample.mjs'));
  if (!generator) throw new Error('data/generate-sample.mjs not found');
  const { writeMarketDataset } = (await import(pathToFileURL(generator).href)) as {
    writeMarketDataset: (dir: string, log: (line: string) => void) => void;
  };
  const work = await mkdtemp(path.join(tmpdir(), 'portal-market-'));
  try {
    console.log('Market-size dataset (issue 33):');
    writeMarketDataset(work, (line) => console.log(`  ${path.basename(line)}`));
    const url = await postgresUrl();
    for (const kind of url ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
      const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
        stdio: 'inherit',
        env: { ...process.env, MARKET_KIND: kind, MARKET_DIR: work, MARKET_POSTGRES_URL: url ?? '' },
      });
      if (child.status !== 0) isWithinBudget = false;
    }
    if (!url) console.log('\npostgres: no TEST_DATABASE_URL and no local Postgres answered; skipped');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
if (!isWithinBudget) process.exitCode = 1;
