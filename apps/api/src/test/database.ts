import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';

/**
 * A migrated, empty database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a fresh,
 * uniquely named Postgres database that is dropped afterwards, so parallel runs never collide.
 */
export async function openTestDatabase(): Promise<Database & { location: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
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

async function withAdminClient(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
