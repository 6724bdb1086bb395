import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from '../../api/src/test/smtp.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Where the e2e portal looks for the machine's Postgres when TEST_DATABASE_URL is not set (ADR 0026). */
const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function onPostgres(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * ADR 0026: as the API tests do, the e2e portal keeps its data in a new database on the machine's
 * Postgres when one answers (TEST_DATABASE_URL, else the local default), which spares the run PGlite's
 * boot and serves every page quicker. Undefined, so the portal uses PGlite under its data directory as
 * `npm start` does, where none answers or with TEST_DATABASE=pglite.
 */
export async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (process.env.TEST_DATABASE === 'pglite') return undefined;
  const explicit = process.env.TEST_DATABASE_URL;
  const adminUrl = explicit ?? LOCAL_POSTGRES_URL;
  const name = `portal_e2e_${Date.now()}_${randomBytes(4).toString('hex')}`;
  try {
    await onPostgres(adminUrl, `create database "${name}"`);
  } catch (error) {
    if (explicit) throw error;
    return undefined;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onPostgres(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

export interface Portal {
  baseUrl: string;
  dataDir: string;
  /** Settles when the server answers its readiness check (startPortal awaits it unless told not to). */
  ready: Promise<void>;
  /** What the server printed at start (the banner names the demo adviser's TOTP secret). */
  output(): string;
  stop(): Promise<void>;
}

/** The bundled server (apps/api/dist) on a free port with a fresh data directory. */
export async function startPortal(
  env: Record<string, string> = {},
  { waitUntilReady = true }: { waitUntilReady?: boolean } = {},
): Promise<Portal> {
  const main = path.join(repoRoot, 'apps/api/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first (npm test does)`);
  const port = await findFreePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The suite is over when it stops the server: no need to wait long for a straggling request.
      SHUTDOWN_GRACE_SECONDS: '5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const ready = (async () => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited early:\n${log}`);
      if (Date.now() > deadline) throw new Error(`server not ready within 90 s:\n${log}`);
      if (await isReady(baseUrl)) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  // The global setup does not wait (the tests' setup file does), so the boot overlaps other setup.
  if (waitUntilReady) await ready;
  else ready.catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
  return {
    baseUrl,
    dataDir,
    ready,
    output: () => log,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether the portal at baseUrl answers the sign-in page's readiness check. */
export async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/ready416`);
    return res.ok && ((await res.json()) as { ready?: boolean }).ready === true;
  } catch {
    return false; // not listening yet
  }
}

/** Polls until the portal is ready: each e2e file's setup, as the global setup does not wait. */
export async function waitForPortal(baseUrl: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await isReady(baseUrl))) {
    if (Date.now() > deadline)
      throw new Error(
        `The portal at ${baseUrl} was not ready within ${timeoutMs / 1000} s (see its log above)`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}
