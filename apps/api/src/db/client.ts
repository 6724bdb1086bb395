import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import path from 'node:path';
import pg from 'pg';
import { findUp } from '../platform/paths.js';
import * as schema from './schema.js';

// ARCHITECTURE §2: PGlite under DATA_DIR by default, a real Postgres through `pg` with DATABASE_URL.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Generated SQL migrations (apps/api/drizzle), found from src/ and from the dist/ bundle alike. */
export function findMigrationsFolder(): string {
  const journal = findUp(path.join('drizzle', 'meta', '_journal.json'));
  if (!journal) throw new Error('Migrations folder apps/api/drizzle not found');
  return path.dirname(path.dirname(journal));
}

/** `location`: a postgres:// URL, a directory for PGlite, or 'memory://' for an in-memory PGlite. */
export async function openDatabase(location: string): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(location)) {
    const pool = new pg.Pool({ connectionString: location, max: 10 });
    // An idle connection that the server ends (restart, failover, DROP DATABASE ... WITH (FORCE)) is
    // reported here and dropped by the pool; the next query opens a fresh one. Without a listener Node
    // would treat it as an uncaught error and stop the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: findMigrationsFolder() }),
      close: () => pool.end(),
    };
  }
  const client = location === 'memory://' ? new PGlite() : new PGlite(location);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: findMigrationsFolder() }),
    close: () => client.close(),
  };
}
