// npm run bench (issue 18): what the one request line at `info` costs a search. Two servers in child
// processes, one logging every request at `info` to /dev/null (a synchronous write, as to a file or a
// piped stdout), one silent, each answering the same term search under autocannon, in alternating
// rounds. Measured: each server's CPU time per request (process.cpuUsage), which is what bounds a
// saturated instance's throughput and, unlike requests per second, hardly moves with the load other
// processes put on the machine. Budget: with logging, at least 95 % of the silent server's throughput.
import { API_PATHS, COMPARISON_PATHS, TERM_DEFAULTS } from '@portal/contracts';
import { fork, type ChildProcess } from 'node:child_process';
import { openSync, writeSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

type Result = { requests: { average: number }; non2xx: number; errors: number };
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
type Message = { port?: number; jwt?: string; cpuMicros?: number; lines?: number };

const MIN_RATIO = 0.95;
const ROUNDS = 6;
const REQUESTS_PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 4_000);
const searchBody = {
  anb: 36,
  ageNearestBirthday: 35,
  gender: 'F',
  smoker: 'NS',
  ...TERM_DEFAULTS,
  ci: 500000,
  eci: 100000,
};

if (process.env.REQUEST_LOG_BENCH_LEVEL) await serve(process.env.REQUEST_LOG_BENCH_LEVEL);
else await measure();

/** Child: a server over its own in-memory database, answering CPU readings over IPC. */
async function serve(logLevel: string) {
  const { buildApp } = await import('../src/app.js');
  const { seedSampleData } = await import('../src/modules/products/products.service.js');
  const { createMailer } = await import('../src/platform/mail.js');
  const { createObjectStore } = await import('../src/platform/object-storage.js');
  const { createCacheFor } = await import('../src/platform/cache.js');
  const { TestClock } = await import('../src/test/clock.js');
  const { testConfig } = await import('../src/test/context.js');
  const { openTestDatabase } = await import('../src/test/database.js');
  const { createAdviser, totpAt } = await import('../src/test/factories.js');
  const database = await openTestDatabase();
  const clock = new TestClock();
  const config = { ...testConfig(), logLevel };
  const deps = {
    db: database.db,
    clock,
    config,
    mailer: createMailer(config),
    storage: createObjectStore(config),
    cache: createCacheFor(database.db),
  };
  await seedSampleData(deps, ['term']);
  const devNull = openSync('/dev/null', 'w');
  let lines = 0;
  const logStream = { write: (line: string) => void (lines++, writeSync(devNull, line)) };
  const app = await buildApp({
    ...deps,
    webDistDir: null,
    ...(logLevel === 'silent' ? {} : { logStream }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const adviser = await createAdviser(deps);
  const login = await app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { email: adviser.email, password: adviser.password },
  });
  const verify = await app.inject({
    method: 'POST',
    url: API_PATHS.verifyOtp,
    payload: { id: login.json<{ id: string }>().id, otp: await totpAt(adviser.totpSecret, clock.now()) },
  });
  process.on('message', (message: string) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system, lines });
    } else if (message === 'stop') void app.close().then(() => process.exit(0));
  });
  process.send?.({
    port: (app.server.address() as AddressInfo).port,
    jwt: verify.json<{ jwt: string }>().jwt,
  });
}

/** Parent: the load, in a worker thread of this process, and the readings. */
async function measure() {
  // autocannon ships no types; a computed specifier keeps the import untyped on purpose.
  const autocannonModule = 'autocannon';
  const autocannon = ((await import(autocannonModule)) as { default: Autocannon }).default;
  const start = async (level: string) => {
    const child = fork(fileURLToPath(import.meta.url), {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, REQUEST_LOG_BENCH_LEVEL: level },
    });
    const ready = await nextMessage(child);
    return { child, port: ready.port ?? 0, jwt: ready.jwt ?? '' };
  };
  const servers = { silent: await start('silent'), logging: await start('info') };
  const search = (server: { port: number; jwt: string }, amount: number) =>
    autocannon({
      url: `http://127.0.0.1:${server.port}${COMPARISON_PATHS.term}`,
      method: 'POST',
      headers: { authorization: `Bearer ${server.jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify(searchBody),
      connections: 50,
      workers: 1,
      amount,
    });
  const cpuOf = async (child: ChildProcess) => {
    child.send('cpu');
    return nextMessage(child);
  };

  // Warm-up, not measured: JIT, connections, the dataset caches (ADR 0007).
  for (const server of Object.values(servers)) await search(server, 2_000);
  const cpuPerRequest = { silent: [] as number[], logging: [] as number[] };
  const rates = { silent: [] as number[], logging: [] as number[] };
  let failures = 0;
  const linesBefore = (await cpuOf(servers.logging.child)).lines ?? 0;
  let linesAfter = linesBefore;
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? (['logging', 'silent'] as const) : (['silent', 'logging'] as const);
    for (const which of order) {
      const before = await cpuOf(servers[which].child);
      const result = await search(servers[which], REQUESTS_PER_ROUND);
      const after = await cpuOf(servers[which].child);
      failures += result.non2xx + result.errors;
      rates[which].push(result.requests.average);
      cpuPerRequest[which].push(((after.cpuMicros ?? 0) - (before.cpuMicros ?? 0)) / REQUESTS_PER_ROUND);
      if (which === 'logging') linesAfter = after.lines ?? 0;
    }
  }
  const silentCpu = median(cpuPerRequest.silent);
  const loggingCpu = median(cpuPerRequest.logging);
  const ratio = silentCpu / loggingCpu;
  // Each search writes one line, plus the cpu readings' own nothing: exactly one line per request.
  const linesPerRequest = (linesAfter - linesBefore) / (ROUNDS * REQUESTS_PER_ROUND);
  const isOk = ratio >= MIN_RATIO && failures === 0 && linesPerRequest === 1;
  console.log(
    `Request log at info against silent: POST term search, 50 connections, ${ROUNDS} rounds of ${REQUESTS_PER_ROUND}`,
  );
  console.log(
    `CPU per request: silent ${silentCpu.toFixed(0)} µs, info ${loggingCpu.toFixed(0)} µs (${linesPerRequest.toFixed(2)} lines each)   ` +
      `req/s: silent ${median(rates.silent).toFixed(0)}, info ${median(rates.logging).toFixed(0)}   ` +
      `throughput ratio ${ratio.toFixed(3)}   ${isOk ? 'ok' : `OVER BUDGET (ratio >= ${MIN_RATIO}, failures ${failures})`}`,
  );
  const rounds = (values: number[]) => values.map((v) => v.toFixed(0)).join(' ');
  console.log(`per round, µs: silent ${rounds(cpuPerRequest.silent)}; info ${rounds(cpuPerRequest.logging)}`);
  for (const { child } of Object.values(servers)) child.send('stop');
  if (!isOk) process.exitCode = 1;
}

function nextMessage(child: ChildProcess): Promise<Message> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as Message);
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
