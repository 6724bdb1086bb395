// npm run bench (issue 18): what the one request line at `info` costs a search. The same term search
// under autocannon against two apps over one database, one logging every request at `info` to
// /dev/null (a synchronous write, as to a file or a piped stdout), one silent, in alternating rounds.
// Budget: logging keeps at least 95 % of the silent app's requests per second.
import { API_PATHS, COMPARISON_PATHS, TERM_DEFAULTS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { openSync, writeSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { seedSampleData } from '../src/modules/products/products.service.js';
import { createMailer } from '../src/platform/mail.js';
import { createObjectStore } from '../src/platform/object-storage.js';
import { TestClock } from '../src/test/clock.js';
import { testConfig } from '../src/test/context.js';
import { openTestDatabase } from '../src/test/database.js';
import { createAdviser, totpAt } from '../src/test/factories.js';

type Result = { requests: { average: number }; non2xx: number; errors: number };
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
// autocannon ships no types; a computed specifier keeps the import untyped on purpose.
const autocannonModule = 'autocannon';
const autocannon = ((await import(autocannonModule)) as { default: Autocannon }).default;

const MIN_RATIO = 0.95;
const ROUNDS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

const database = await openTestDatabase();
const clock = new TestClock();
const config = testConfig();
const deps = {
  db: database.db,
  clock,
  config,
  mailer: createMailer(config),
  storage: createObjectStore(config),
};
await seedSampleData(deps, ['term']);
const devNull = openSync('/dev/null', 'w');
let linesWritten = 0;
const sink = {
  write: (line: string) => {
    linesWritten += 1;
    writeSync(devNull, line);
  },
};
const start = async (logLevel: string) => {
  const app = await buildApp({
    ...deps,
    config: { ...config, logLevel },
    webDistDir: null,
    ...(logLevel === 'silent' ? {} : { logStream: sink }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
};
const silent = await start('silent');
const logging = await start('info');
const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const adviser = await createAdviser(deps);
const login = await silent.inject({
  method: 'POST',
  url: API_PATHS.login,
  payload: { email: adviser.email, password: adviser.password },
});
const verify = await silent.inject({
  method: 'POST',
  url: API_PATHS.verifyOtp,
  payload: { id: login.json<{ id: string }>().id, otp: await totpAt(adviser.totpSecret, clock.now()) },
});
const headers = {
  authorization: `Bearer ${verify.json<{ jwt: string }>().jwt}`,
  'content-type': 'application/json',
};
const body = JSON.stringify({
  anb: 36,
  ageNearestBirthday: 35,
  gender: 'F',
  smoker: 'NS',
  ...TERM_DEFAULTS,
  ci: 500000,
  eci: 100000,
});
const search = (app: FastifyInstance, amount?: number) =>
  autocannon({
    url: `${urlOf(app)}${COMPARISON_PATHS.term}`,
    method: 'POST',
    headers,
    body,
    connections: 50,
    workers: 1,
    ...(amount ? { amount } : { duration: SECONDS }),
  });

// Warm-up, not measured: JIT, connections, the dataset caches (ADR 0007).
await search(silent, 2_000);
await search(logging, 2_000);
const before = linesWritten;
const rates = { silent: [] as number[], logging: [] as number[] };
let failures = 0;
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 ? (['logging', 'silent'] as const) : (['silent', 'logging'] as const);
  for (const which of order) {
    const result = await search(which === 'silent' ? silent : logging);
    failures += result.non2xx + result.errors;
    rates[which].push(result.requests.average);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ratio = median(rates.logging) / median(rates.silent);
const isOk = ratio >= MIN_RATIO && failures === 0 && linesWritten > before;
console.log(
  `Request log at info against silent: POST term search, 50 connections, ${ROUNDS} x ${SECONDS} s each`,
);
console.log(
  `silent ${median(rates.silent).toFixed(0)} req/s   info ${median(rates.logging).toFixed(0)} req/s   ratio ${ratio.toFixed(3)}   ${
    isOk ? 'ok' : `OVER BUDGET (ratio >= ${MIN_RATIO}, failures ${failures})`
  }`,
);
await silent.close();
await logging.close();
deps.mailer.close();
await database.close();
if (!isOk) process.exitCode = 1;
