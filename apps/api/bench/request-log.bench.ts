// npm run bench (issue 18): what the one request line at `info` costs a search's throughput.
// Four apps in this process, over one in-memory database: two log every request at `info` to /dev/null
// (through the same destination as stdout in production), two have request logging off (`warn`).
// The load (autocannon, 50 connections, the same term search) comes from a child process, so this
// process does nothing but serve. Runs alternate between the two kinds in pairs (ABBA order), short
// enough that the load other processes put on the machine changes little within a pair; each pair gives
// a throughput ratio, and the median of many pairs cancels the rest. Budget: with the request log, at
// least 95 % of the throughput without it. Printed too: the median ratio of this process's CPU time per
// request (process.cpuUsage), which moves less with machine load than requests per second do, and the
// CPU time of the line alone, written in a loop, against a search's.
import { COMPARISON_PATHS, TERM_DEFAULTS } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fork, type ChildProcess } from 'node:child_process';
import { openSync, writeSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

type Result = { non2xx: number; errors: number; cpuMicros: number };
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
type Job = { port: number; jwt: string; amount: number };

const MIN_RATIO = 0.95;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 40);
const REQUESTS_PER_RUN = Number(process.env.BENCH_REQUESTS ?? 1_000);
const searchBody = {
  anb: 36,
  ageNearestBirthday: 35,
  gender: 'F',
  smoker: 'NS',
  ...TERM_DEFAULTS,
  ci: 500000,
  eci: 100000,
};

if (process.env.REQUEST_LOG_BENCH_ROLE === 'load') await generateLoad();
else await measure();

/** Child: runs one autocannon run per message, against the port it is given. */
async function generateLoad() {
  // autocannon ships no types; a computed specifier keeps the import untyped on purpose.
  const autocannonModule = 'autocannon';
  const autocannon = ((await import(autocannonModule)) as { default: Autocannon }).default;
  process.on('message', (message: Job | 'stop') => {
    if (message === 'stop') process.exit(0);
    const cpuBefore = process.cpuUsage();
    void autocannon({
      url: `http://127.0.0.1:${message.port}${COMPARISON_PATHS.term}`,
      method: 'POST',
      headers: { authorization: `Bearer ${message.jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify(searchBody),
      connections: 50,
      amount: message.amount,
      // autocannon notices the end only when it samples; its default, once a second, would round
      // every run up to whole seconds.
      sampleInt: 10,
    }).then((result) => {
      const cpu = process.cpuUsage(cpuBefore);
      process.send?.({ non2xx: result.non2xx, errors: result.errors, cpuMicros: cpu.user + cpu.system });
    });
  });
  process.send?.('ready');
}

/** Parent: the two apps, the alternating runs and the figures. */
async function measure() {
  const { buildApp } = await import('../src/app.js');
  const { seedSampleData } = await import('../src/modules/products/products.service.js');
  const { createBatchedDestination, createRequestLogController } = await import('../src/platform/logger.js');
  const { clientPagePrefix } = await import('../src/modules/client-page/client-page.routes.js');
  const { testDeps } = await import('../src/test/context.js');
  const { openTestDatabase } = await import('../src/test/database.js');
  const { createAdviser } = await import('../src/test/factories.js');
  const { signedInJwt } = await import('./lib.js');

  const database = await openTestDatabase();
  const deps = testDeps(database);
  const { clock, config } = deps;
  await seedSampleData(deps, ['term']);

  // What production does with lines (batched, then a synchronous write to stdout), to /dev/null;
  // lines counted.
  const devNull = openSync('/dev/null', 'w');
  let lines = 0;
  let writes = 0;
  const sink = createBatchedDestination({
    write(chunk: string) {
      writes += 1;
      for (let at = chunk.indexOf('\n'); at >= 0; at = chunk.indexOf('\n', at + 1)) lines += 1;
      writeSync(devNull, chunk);
    },
  });
  // Two apps of each kind, built in ABBA order (info, off, off, info): the first app built turned out
  // about 2 % faster than the second with both at the same level, and the pairs alternate between the
  // two sets, so that difference cancels. REQUEST_LOG_BENCH_CONTROL=1 builds all four at `warn`: the
  // noise floor, whose ratio should be 1.
  const infoLevel = process.env.REQUEST_LOG_BENCH_CONTROL ? 'warn' : 'info';
  const build = async (logLevel: string) => {
    const app = await buildApp({
      ...deps,
      config: { ...config, logLevel },
      webDistDir: null,
      logStream: sink,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as AddressInfo).port };
  };
  const first = { info: await build(infoLevel), off: await build('warn') };
  const second = { off: await build('warn'), info: await build(infoLevel) };
  const sets = [first, second];
  const apps = [first.info.app, first.off.app, second.off.app, second.info.app];
  const adviser = await createAdviser(deps);
  const jwt = await signedInJwt(first.off.app, adviser, clock.now());

  const load = fork(fileURLToPath(import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, REQUEST_LOG_BENCH_ROLE: 'load' },
  });
  await nextMessage(load);
  let failures = 0;
  const run = async (which: 'info' | 'off', amount: number, set = 0) => {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    load.send({ port: sets[set]![which].port, jwt, amount } satisfies Job);
    const result = (await nextMessage(load)) as Result;
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    failures += result.non2xx + result.errors;
    return {
      rate: amount / seconds,
      cpuMicrosPerRequest: (cpu.user + cpu.system) / amount,
      loadCpuMicrosPerRequest: result.cpuMicros / amount,
    };
  };

  // Warm-up, not measured: JIT, the dataset caches (ADR 0007), both apps alike.
  for (let i = 0; i < 2; i += 1) {
    for (const set of [0, 1]) for (const which of ['info', 'off'] as const) await run(which, 1_000, set);
  }
  const linesBefore = lines;
  const writesBefore = writes;
  const pairs: { info: Awaited<ReturnType<typeof run>>; off: Awaited<ReturnType<typeof run>> }[] = [];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    // ABBA: the one run second in this pair runs first in the next, so neither order is favoured.
    const order = pair % 2 ? (['info', 'off'] as const) : (['off', 'info'] as const);
    const measured: Partial<Record<'info' | 'off', Awaited<ReturnType<typeof run>>>> = {};
    // Sets 0, 0, 1, 1, 0, 0...: each set meets both orders.
    const set = Math.floor(pair / 2) % 2;
    for (const which of order) measured[which] = await run(which, REQUESTS_PER_RUN, set);
    pairs.push({ info: measured.info!, off: measured.off! });
  }
  sink.flushSync();
  const linesPerRequest = (lines - linesBefore) / (PAIRS * REQUESTS_PER_RUN);
  const throughputRatio = median(pairs.map((p) => p.info.rate / p.off.rate));
  const cpuRatio = median(pairs.map((p) => p.off.cpuMicrosPerRequest / p.info.cpuMicrosPerRequest));
  const isOk = throughputRatio >= MIN_RATIO && failures === 0 && linesPerRequest === 1;

  console.log(
    `Request log at info against off: POST term search, 50 connections, ${PAIRS} pairs of ${REQUESTS_PER_RUN}-request runs`,
  );
  console.log(
    `req/s (median): info ${median(pairs.map((p) => p.info.rate)).toFixed(0)}, off ${median(pairs.map((p) => p.off.rate)).toFixed(0)}   ` +
      `CPU per request (median): info ${median(pairs.map((p) => p.info.cpuMicrosPerRequest)).toFixed(0)} µs, ` +
      `off ${median(pairs.map((p) => p.off.cpuMicrosPerRequest)).toFixed(0)} µs ` +
      `(load generator ${median(pairs.map((p) => p.off.loadCpuMicrosPerRequest)).toFixed(0)} µs)   lines per request ${linesPerRequest.toFixed(3)}, ` +
      `${((lines - linesBefore) / Math.max(1, writes - writesBefore)).toFixed(1)} per write`,
  );
  const spread = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${(sorted[Math.floor(sorted.length / 4)] ?? 0).toFixed(3)}-${(sorted[Math.floor((sorted.length * 3) / 4)] ?? 0).toFixed(3)}`;
  };
  console.log(
    `throughput ratio info/off (median of pairs) ${throughputRatio.toFixed(3)} (quartiles ${spread(pairs.map((p) => p.info.rate / p.off.rate))}), ` +
      `budget >= ${MIN_RATIO}   CPU-time ratio ${cpuRatio.toFixed(3)} (quartiles ${spread(pairs.map((p) => p.off.cpuMicrosPerRequest / p.info.cpuMicrosPerRequest))})   ` +
      `${isOk ? 'ok' : `OVER BUDGET (failures ${failures})`}`,
  );
  load.send('stop');

  // The line alone, in a loop: the controller's work for one answered search, into the same batched
  // destination over /dev/null. CPU time, so machine load barely moves it.
  const probe = await buildApp({ ...deps, webDistDir: null });
  let answered: [FastifyRequest, FastifyReply] | undefined;
  probe.addHook('onResponse', (request, reply, done) => {
    answered = [request, reply];
    done();
  });
  await probe.inject({
    method: 'POST',
    url: COMPARISON_PATHS.term,
    headers: { authorization: `Bearer ${jwt}` },
    payload: searchBody,
  });
  const controller = createRequestLogController('info', clientPagePrefix(config), sink);
  const lineMicros = () => {
    const [request, reply] = answered!;
    const before = process.cpuUsage();
    for (let i = 0; i < 100_000; i += 1) controller.requestCompleted(null, request, reply);
    const cpu = process.cpuUsage(before);
    return (cpu.user + cpu.system) / 100_000;
  };
  const lineCosts = Array.from({ length: 9 }, lineMicros);
  const lineCost = median(lineCosts.slice(2));
  console.log(
    `the line alone: ${lineCost.toFixed(2)} µs of CPU, ` +
      `${((100 * lineCost) / median(pairs.map((p) => p.off.cpuMicrosPerRequest))).toFixed(1)} % of a search's CPU without it`,
  );
  await probe.close();
  for (const app of apps) await app.close();
  await database.close();
  if (!isOk) process.exitCode = 1;
}

function nextMessage(child: ChildProcess): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench load generator exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message);
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
