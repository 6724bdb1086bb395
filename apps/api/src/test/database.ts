import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { findMigrationsFolder, openDatabase, type Database } from '../db/client.js';
import * as schema from '../db/schema.js';

/** Set by global-setup.ts: a tar of a freshly migrated PGlite data directory. */
export const PGLITE_TEMPLATE_ENV = 'PORTAL_TEST_PGLITE_TEMPLATE';

/**
 * A migrated, empty database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a fresh,
 * uniquely named Postgres database that is dropped afterwards, so parallel runs never collide.
 */
export async function openTestDatabase(): Promise<Database & { location: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (template) return openTemplateCopy(template);
    const database = await openDatabase('memory://');
    await database.migrate();
    return { ...database, location: 'memory://' };
  }
  const name = `portal_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
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

/** An in-memory PGlite loaded from the migrated template: the same schema without initdb's cost. */
async function openTemplateCopy(template: string): Promise<Database & { location: string }> {
  const client = new PGlite({ loadDataDir: new Blob([await readFile(template)]) });
  await client.waitReady;
  const db = drizzle(client, { schema });
  return {
    db,
    kind: 'pglite',
    location: 'memory://',
    migrate: () => migrate(db, { migrationsFolder: findMigrationsFolder() }),
    close: () => client.close(),
  };
}

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
