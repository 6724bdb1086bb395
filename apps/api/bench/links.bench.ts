// npm run bench: the client's page (GET /c/:rnf/:id, server-rendered) and its JSON twin against a bare
// Fastify route answering the same bytes. Both servers listen in this process; the load comes from
// autocannon's CLI in a child process, so the generator never competes for this event loop.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { openPublishedTermLink } from './published-link.js';

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Load {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
}

/** One autocannon run in its own process; its JSON summary comes back on stdout. */
async function load(url: string): Promise<Load> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [autocannonCli, '-c', '10', '-d', String(SECONDS), '-j', url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Load;
}

const { ctx, adviser, published, pagePath } = await openPublishedTermLink();
const ours = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const jsonPath = `/api/public/comparison/${adviser.rnf}/${published.id}`;
const html = (await ctx.app.inject({ url: pagePath })).body;
const json = (await ctx.app.inject({ url: jsonPath })).body;

const bare = Fastify();
bare.get('/page', (_req, reply) => reply.type('text/html; charset=utf-8').send(html));
bare.get('/json', (_req, reply) => reply.type('application/json').send(json));
const reference = await bare.listen({ port: 0, host: '127.0.0.1' });

console.log(
  `Client link routes against a bare Fastify route (autocannon -c 10 -d ${SECONDS}, separate process)`,
);
for (const [name, ourUrl, refUrl] of [
  ['GET /c/:rnf/:id (HTML page, view recorded)', `${ours}${pagePath}`, `${reference}/page`],
  ['GET /api/public/comparison/:rnf/:id (JSON)', `${ours}${jsonPath}`, `${reference}/json`],
] as const) {
  const ourLoad = await load(ourUrl);
  const refLoad = await load(refUrl);
  if (ourLoad.non2xx > 0) throw new Error(`${name}: ${ourLoad.non2xx} answers were not 2xx`);
  console.log(
    `${name.padEnd(44)} ours ${ourLoad.requests.average.toFixed(0).padStart(6)} req/s (p50 ${ourLoad.latency.p50} ms, p99 ${ourLoad.latency.p99} ms)   ` +
      `reference ${refLoad.requests.average.toFixed(0).padStart(6)} req/s   ratio ${(refLoad.requests.average / ourLoad.requests.average).toFixed(2)}`,
  );
}
await bare.close();
await ctx.close();
