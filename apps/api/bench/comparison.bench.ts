// npm run bench (issue 5, issue 11): each of the comparison endpoints under autocannon, 50 connections,
// authenticated, against a bare authenticated route of the same server in the same run.
// Budget: requests per second at least 0.25 of the bare route's (or the tool's own `bench.minRatio`:
// Lifetime Income, issue 33: 0.7), and p99 at most 50 ms, on PGlite. Each endpoint runs between two runs
// of the bare route and is compared with their mean, so a machine whose load moves during the bench
// moves both sides alike (ADR 0045).
import {
  BUILT_COMPARISON_TYPES,
  COMPARISON_PATHS,
  TOOL_EXAMPLES,
  toolByType,
  type BuiltComparisonType,
  type ToolBench,
} from '@portal/contracts';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { findCurrentDataset, seedSampleData } from '../src/modules/products/products.service.js';
import { ENGINES } from '../src/modules/comparison/engines/all-engines.generated.js';
import type { BodyOf, ComparisonEngine } from '../src/modules/comparison/engines/engine.js';
import { testDeps } from '../src/test/context.js';
import { openTestDatabase } from '../src/test/database.js';
import { createAdviser } from '../src/test/factories.js';
import { signedInJwt } from './lib.js';

type Result = {
  requests: { average: number; total: number };
  throughput: { total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
};
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
// autocannon ships no types; a computed specifier keeps the import untyped on purpose.
const autocannonModule = 'autocannon';
const autocannon = ((await import(autocannonModule)) as { default: Autocannon }).default;

const BUDGET = { minRatio: 0.25, maxP99Ms: 50 };
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

const database = await openTestDatabase();
const deps = testDeps(database);
const { clock } = deps;
await seedSampleData(deps);
const app = await buildApp({ ...deps, webDistDir: null });
// The reference: authenticated like the comparison routes, but with no body, query or database work.
app.get('/api/bench/bare', { onRequest: app.authenticate }, async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const adviser = await createAdviser(deps);
const jwt = await signedInJwt(app, adviser, clock.now());
// As a page calls them: a browser's fetch always offers compression (Chromium's header), and a large
// reply is sent gzipped (ADR 0031). BENCH_ACCEPT_ENCODING=identity measures the plain bytes instead.
const headers = {
  authorization: `Bearer ${jwt}`,
  'content-type': 'application/json',
  'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd',
};

const insured = { anb: 36, ageNearestBirthday: 35, gender: 'F', smoker: 'NS' } as const;
// Issue 11, 12: the value-series samples illustrate ANB 35 (whole life for non-smokers, ADR 0039).
const insured35 = { anb: 35, ageNearestBirthday: 35, gender: 'F', smoker: 'NS' } as const;
/**
 * Each tool as its page calls it: its example's `bench` (contracts tools/examples); a tool whose page
 * computes in the browser (`bench: null`) has no search to measure.
 */
const endpoints = BUILT_COMPARISON_TYPES.flatMap(
  (name): { name: BuiltComparisonType; url: string; body: object; bench: ToolBench }[] => {
    const bench = TOOL_EXAMPLES[name].bench;
    if (!bench) return [];
    const body = bench.body(toolByType(name).kind === 'valueSeries' ? insured35 : insured);
    return [{ name, url: COMPARISON_PATHS[name], body, bench }];
  },
);

// The load generator runs in a worker thread (autocannon's `workers`), not on the server's event loop:
// in the same thread its own parsing and timing would be charged to the server's latency. It drops the
// bodies it receives instead of decoding each into a string, which on a 23 kB compressed reply cost
// more CPU than the server's whole answer (ADR 0045: discard-bodies.cjs).
const discardBodies = fileURLToPath(new URL('./discard-bodies.cjs', import.meta.url));
const run = (url: string, method: 'GET' | 'POST', body?: object, amount?: number) =>
  autocannon({
    url: `${base}${url}`,
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
    connections: 50,
    workers: 1,
    setupClient: discardBodies,
    ...(amount ? { amount } : { duration: DURATION_S }),
  });

// Each endpoint must answer real rows, so the budget cannot be met by an empty or failing reply.
for (const { name, url, body } of endpoints) {
  const reply = await app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'accept-encoding': 'identity' },
    payload: body,
  });
  const json = reply.json<{ result: unknown[] }>();
  const rows = Array.isArray(json.result[0]) ? json.result[0] : json.result;
  if (reply.statusCode !== 200 || rows.length === 0)
    throw new Error(`${name}: no rows (${reply.statusCode})`);
}
// Warm-up, not measured: JIT, the first connections, and the per-version caches (ADR 0007).
await run('/api/bench/bare', 'GET', undefined, 2_000);
for (const { url, body } of endpoints) await run(url, 'POST', body, 1_000);

console.log(
  `Comparison endpoints under autocannon (50 connections, ${DURATION_S} s each, PGlite in memory); each ` +
    'against the mean of the bare runs before and after it; server ms/req: the event loop busy per reply',
);
/** A run, and how long the server's event loop was busy for each reply in it. */
const measure = async (url: string, method: 'GET' | 'POST', body?: object) => {
  const before = performance.eventLoopUtilization();
  const result = await run(url, method, body);
  const busy = performance.eventLoopUtilization(before);
  return { result, serverMsPerReply: busy.active / Math.max(1, result.requests.total) };
};
const line = (label: string, m: Awaited<ReturnType<typeof measure>>) =>
  `${label.padEnd(28)} ${m.result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(m.result.latency.p99).padStart(4)} ms   ` +
  `${(m.result.throughput.total / Math.max(1, m.result.requests.total) / 1000).toFixed(1).padStart(5)} kB/reply   ` +
  `server ${m.serverMsPerReply.toFixed(3)} ms/req`;
let bare = await measure('/api/bench/bare', 'GET');
console.log(line('bare authenticated GET', bare));
let isWithinBudget = true;
for (const { name, url, body, bench } of endpoints) {
  const measured = await measure(url, 'POST', body);
  const after = await measure('/api/bench/bare', 'GET');
  const bareAverage = (bare.result.requests.average + after.result.requests.average) / 2;
  bare = after;
  const { result } = measured;
  const ratio = result.requests.average / bareAverage;
  const minRatio = bench.minRatio ?? BUDGET.minRatio;
  const isOk =
    ratio >= minRatio && result.latency.p99 <= BUDGET.maxP99Ms && result.non2xx === 0 && result.errors === 0;
  isWithinBudget &&= isOk;
  console.log(
    `${line(`POST ${name}`, measured)}   ratio ${ratio.toFixed(2)}   ${isOk ? 'ok' : `OVER BUDGET (ratio >= ${minRatio}, p99 <= ${BUDGET.maxP99Ms} ms, non-2xx ${result.non2xx})`}`,
  );
  console.log(line('bare authenticated GET', after));
}
// Issue 11: building one tool's KPI table for all its plans (every row's KPIs from the stored series),
// median of 20, against 5 ms, for each tool whose `bench.hasKpiTable`; the rows read from the database are cached per version, as in a search.
const KPI_BUDGET_MS = 5;
for (const { name: type, body: pageBody } of endpoints.filter((e) => e.bench.hasKpiTable)) {
  const engine = ENGINES[type] as unknown as ComparisonEngine<BuiltComparisonType>;
  const body = pageBody as BodyOf<BuiltComparisonType>;
  const dataset = (await findCurrentDataset(deps, type))!;
  const { candidates } = await engine.find(deps, dataset, body);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < 20; i += 1) {
    const start = performance.now();
    rows = candidates.flatMap((c) => engine.toRows(c, body, false)).length;
    times.push(performance.now() - start);
  }
  const median = times.sort((a, b) => a - b)[10]!;
  const isOk = median <= KPI_BUDGET_MS;
  isWithinBudget &&= isOk;
  console.log(
    `${`KPI table ${type}`.padEnd(28)} ${String(rows).padStart(4)} rows   median ${median.toFixed(2)} ms   ${isOk ? 'ok' : `OVER BUDGET (<= ${KPI_BUDGET_MS} ms)`}`,
  );
}
await app.close();
deps.mailer.close();
await database.close();
if (!isWithinBudget) process.exitCode = 1;
