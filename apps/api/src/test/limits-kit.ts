import { API_PATHS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app.js';
import { testConfig, type TestContext } from './context.js';

/** Log lines an app wrote, as the JSON objects they must be. */
export function logCollector() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    lines,
    parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** Another app over the test context's database, under other settings (sessions stay valid). */
export async function appWith(
  ctx: TestContext,
  env: Record<string, string>,
  logStream?: { write(line: string): void },
): Promise<FastifyInstance> {
  const config = { ...testConfig(env), jwtSecret: ctx.config.jwtSecret, totpKey: ctx.config.totpKey };
  const app = await buildApp({ ...ctx.deps, config, webDistDir: null, ...(logStream ? { logStream } : {}) });
  await app.ready();
  return app;
}

let guesses = 0;
/** A wrong password for a new email each time, so the per-account delays never answer instead. */
export const wrongLogin = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { email: `guess${++guesses}.${process.pid}@example.sg`, password: 'Wrong#Pass1' },
    remoteAddress,
  });

/** How long `task` took, in milliseconds, and what it answered. */
export async function timed<T>(task: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await task();
  return { ms: performance.now() - started, result };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** A port nothing listens on: bound once by us, then freed. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP server that accepts connections and never answers: a Redis that hangs. */
export async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A unique documentation-range address per call, so counters of earlier runs in a shared Redis never meet. */
export const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** True when a Redis answers PING on 127.0.0.1:6379 (CI provides one; a laptop may not). */
export function redisListening(port = 6379): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** A TCP relay in front of a real Redis that can be cut and restored, as a Redis restart would. */
export async function redisRelay(target = 6379) {
  const sockets = new Set<Socket>();
  const upstreams = new Set<Socket>();
  let frozen = false;
  const server = createServer((client) => {
    const upstream = connect({ host: '127.0.0.1', port: target });
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    if (frozen) upstream.pause();
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as { port: number }).port;
  return {
    port,
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: () => listen(port),
    /** Redis stops answering, its connections stay open (replies wait until `thaw`). */
    freeze: () => {
      frozen = true;
      for (const s of upstreams) s.pause();
    },
    thaw: () => {
      frozen = false;
      for (const s of upstreams) s.resume();
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
