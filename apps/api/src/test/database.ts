import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import {
  DEFAULT_DATABASE_LIMITS,
  openDatabase,
  openPglite,
  type Database,
  type DatabaseLimits,
} from '../db/client.js';

/** Set by global-setup.ts: a tar of a freshly migrated PGlite data directory. */
export const PGLITE_TEMPLATE_ENV = 'PORTAL_TEST_PGLITE_TEMPLATE';
/** Set by global-setup.ts: the same migrated database as a PGlite data directory. */
export const PGLITE_TEMPLATE_DIR_ENV = 'PORTAL_TEST_PGLITE_TEMPLATE_DIR';
/** Set by global-setup.ts on Postgres: a migrated database each test file's database is created from. */
export const POSTGRES_TEMPLATE_ENV = 'PORTAL_TEST_POSTGRES_TEMPLATE';
/**
 * Set by global-setup.ts: the migrated template with every sample dataset imported, made in the
 * background while the first files run: a PGlite tar (written whole, then renamed into place) or a
 * Postgres database (renamed to this name once seeded). A file opened `withSamples` waits for it.
 */
export const SAMPLES_TEMPLATE_ENV = 'PORTAL_TEST_SAMPLES_TEMPLATE';
const SAMPLES_WAIT_MS = 90_000;
/** `TEST_DATABASE=pglite` keeps the API tests on PGlite even where a Postgres answers. */
export const TEST_DATABASE_ENV = 'TEST_DATABASE';
/** Where npm test looks for the machine's Postgres when TEST_DATABASE_URL is not set (ADR 0026). */
export const LOCAL_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Puts a copy of the migrated template at DATA_DIR/pglite, where the server and the admin CLI keep
 * PGlite, so a test that starts them skips PGlite's initdb (seconds of CPU). Their own migration step
 * still runs and finds nothing to do. Without the template (a lone file run outside the projects'
 * global setup, or the API tests on Postgres, where these tests use a Postgres copy) it does nothing and
 * the server makes its database as on a first start.
 */
export function seedMigratedPglite(dataDir: string): void {
  const template = process.env[PGLITE_TEMPLATE_DIR_ENV];
  if (template) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
}

/**
 * A migrated, empty database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a fresh,
 * uniquely named Postgres database that is dropped afterwards, so parallel runs never collide. On
 * Postgres it is a copy of the template global-setup.ts migrated, when there is one.
 */
export async function openTestDatabase(
  limits: DatabaseLimits = DEFAULT_DATABASE_LIMITS,
  /** Start from the template with every sample imported (importing them takes seconds of CPU). */
  { withSamples = false } = {},
): Promise<Database & { location: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const samples = withSamples ? process.env[SAMPLES_TEMPLATE_ENV] : undefined;
  if (!adminUrl) {
    const template = samples
      ? await whenReady(() => pathExists(samples), samples)
      : process.env[PGLITE_TEMPLATE_ENV];
    // A copy of the migrated template: the same schema without initdb's cost, behind the same gate.
    if (template) {
      const copy = await openPglite({ loadDataDir: new Blob([await readFile(template)]) }, limits);
      return { ...copy, location: 'memory://' };
    }
    const database = await openDatabase('memory://', limits);
    await database.migrate();
    return { ...database, location: 'memory://' };
  }
  const name = uniqueDatabaseName('portal_test');
  const template = samples ?? process.env[POSTGRES_TEMPLATE_ENV];
  const create = () =>
    withAdminClient(adminUrl, (c) =>
      c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
    );
  if (samples) {
    // Until the seeded template is renamed into place it does not exist (3D000).
    await whenReady(
      () =>
        create().then(
          () => true,
          (error: { code?: string }) => (error.code === '3D000' ? false : Promise.reject(error)),
        ),
      samples,
    );
  } else await create();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString(), limits);
  await database.migrate();
  return {
    ...database,
    location: url.toString(),
    close: async () => {
      await database.close();
      await withAdminClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
}

export async function withAdminClient(
  url: string,
  run: (client: pg.Client) => Promise<unknown>,
  connectionTimeoutMillis = 0,
): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  client.on('error', () => {});
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

const pathExists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Polls `isReady` until it says so; the samples template is made beside the first test files. */
async function whenReady(isReady: () => Promise<boolean>, what: string): Promise<string> {
  const deadline = Date.now() + SAMPLES_WAIT_MS;
  while (!(await isReady())) {
    if (Date.now() > deadline)
      throw new Error(`The samples template ${what} was not ready within ${SAMPLES_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return what;
}
