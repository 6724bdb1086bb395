import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// Issue 18: tests that run the real server entry as child processes (a fleet, a drain). The API
// project's global setup bundles src/main.ts and src/cli/admin.ts from today's source with build.mjs,
// as `npm start` runs them; a lone file run outside it runs the source through tsx, as `npm run admin`
// does. Either way no build is needed first. The bundle starts faster: through tsx every module of the
// app and its dependencies goes through the loader hooks (about 1.5 s of CPU for each process).
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(apiRoot, '../..');

/** Set by global-setup.ts: a directory with `main.js` and `cli/admin.js` bundled from src/. */
export const SERVER_BUNDLE_DIR_ENV = 'PORTAL_TEST_SERVER_BUNDLE_DIR';
/** Where global-setup.ts puts the bundle: under apps/api, where it finds drizzle/ as dist/ does. */
export const SERVER_BUNDLE_PARENT = path.join(apiRoot, 'node_modules', '.cache');
export const API_BUILD_SCRIPT = path.join(apiRoot, 'build.mjs');

/** Fixed secrets: every instance of a fleet must share them (the TOTP key above all). */
export const FLEET_SECRETS = {
  JWT_SECRET: 'fleet-test-jwt-secret-0123456789abcdef',
  TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  ADMIN_TOKEN: 'fleet-test-admin-token',
};

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** The address from the banner, once it is printed. */
  ready(timeoutMs?: number): Promise<string>;
  exited(): Promise<number | null>;
}

function runNode(entry: string, args: string[], env: Record<string, string>): ChildProcess {
  const bundleDir = process.env[SERVER_BUNDLE_DIR_ENV];
  const script = bundleDir
    ? [path.join(bundleDir, entry.replace(/^src\//, '').replace(/\.ts$/, '.js'))]
    : ['--import', import.meta.resolve('tsx'), path.join(apiRoot, entry)];
  return spawn(process.execPath, [...script, ...args], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function watch(child: ChildProcess): ServerProcess {
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => log,
    exited: () => exit,
    ready: async (timeoutMs = 40_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const url = /Adviser Portal ready at (\S+)/.exec(log)?.[1];
        if (url) return url;
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
        if (Date.now() > deadline) throw new Error(`server not ready within ${timeoutMs} ms:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** `npm start`'s entry (src/main.ts) on a free port. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  return watch(runNode('src/main.ts', [], { PORT: '0', HOST: '127.0.0.1', ...env }));
}

/** `npm run admin -- <args>` (src/cli/admin.ts). */
export function runAdminProcess(args: string[], env: Record<string, string>): ServerProcess {
  return watch(runNode('src/cli/admin.ts', args, env));
}

/** The machine's Postgres for these tests: TEST_DATABASE_URL, else the documented local default. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether that Postgres answers; when not, says why on the console so the skip is visible. */
export async function isPostgresAvailable(what: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'no answer';
    console.warn(`SKIPPED ${what}: no Postgres at ${new URL(POSTGRES_ADMIN_URL).host} (${reason})`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function withPostgres<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, uniquely named, empty database; `drop()` removes it (with FORCE: servers may still hold it). */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_fleet_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withPostgres(POSTGRES_ADMIN_URL, (c) => c.query(`create database "${name}"`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withPostgres(POSTGRES_ADMIN_URL, (c) => c.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  };
}
