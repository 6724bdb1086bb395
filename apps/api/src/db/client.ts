import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import path from 'node:path';
import pg from 'pg';
import { createGate, type Gate } from '../platform/gate.js';
import { findUp } from '../platform/paths.js';
import { clientDeadlineMs, deadlineClient } from './deadline-client.js';
import { DatabaseBusyError } from './errors.js';
import * as schema from './schema.js';
import { withPostgresStartLock } from './start-lock.js';

// ARCHITECTURE §2: PGlite under DATA_DIR by default, a real Postgres through `pg` with DATABASE_URL.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Issue 18: runs `task` (migrations, the first-start seed, an import) while no other process does;
   * Postgres through an advisory lock, PGlite as is (one process per data directory already).
   */
  withStartLock<T>(task: () => Promise<T>): Promise<T>;
  /** How many migrations drizzle has recorded as applied (0 before the first). */
  appliedMigrations(): Promise<number>;
  close(): Promise<void>;
}

/** drizzle's own bookkeeping table (its default name and schema). */
export async function countAppliedMigrations(db: Db): Promise<number> {
  // Both drivers answer execute() with `{ rows }`; drizzle types the result per driver only.
  const firstRow = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as { rows: Array<{ n: number | null }> }).rows[0]?.n ?? null;
  const hasTable = await firstRow(
    sql`select 1 as n where to_regclass('drizzle.__drizzle_migrations') is not null`,
  );
  return hasTable === null
    ? 0
    : ((await firstRow(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) ?? 0);
}

/** Issue 9: how long a query may wait for a connection, and run; DB_* variables in config.ts. */
export interface DatabaseLimits {
  acquireTimeoutMs: number;
  /** Postgres only: PGlite runs in this thread and cannot be interrupted (ADR 0015). */
  statementTimeoutMs: number;
  poolMax: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  acquireTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  poolMax: 10,
};

/** Generated SQL migrations (apps/api/drizzle), found from src/ and from the dist/ bundle alike. */
export function findMigrationsFolder(): string {
  const journal = findUp(path.join('drizzle', 'meta', '_journal.json'));
  if (!journal) throw new Error('Migrations folder apps/api/drizzle not found');
  return path.dirname(path.dirname(journal));
}

/**
 * PGlite has one connection and queues every call behind it without limit: one long transaction
 * stalled the whole API. Each top-level call (query, exec, transaction; the queries inside a
 * transaction run under its turn) now waits at most `acquireTimeoutMs`, then fails as busy (503).
 */
class GatedPGlite extends PGlite {
  gate: Gate | undefined;

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#turn(() => super.query<T>(query, params, options));
  }
  override exec(query: string, options?: QueryOptions): Promise<Results[]> {
    return this.#turn(() => super.exec(query, options));
  }
  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#turn(() => super.transaction(callback));
  }

  #turn<T>(task: () => Promise<T>): Promise<T> {
    return this.gate ? this.gate.run(task) : task();
  }
}

async function openPostgres(url: string, limits: DatabaseLimits): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolMax,
    // Covers both a full pool and a server that does not accept the connection.
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    // Sent at connect: the server cancels a statement that runs (or waits on a lock) longer (57014).
    statement_timeout: limits.statementTimeoutMs,
    // Issue 32: and this side gives up a little later, for a server that cannot answer at all.
    Client: deadlineClient(clientDeadlineMs(limits.statementTimeoutMs)),
  });
  // An idle connection that the server ends (restart, failover, DROP DATABASE ... WITH (FORCE)) is
  // reported here and dropped by the pool; the next query opens a fresh one. Without a listener Node
  // would treat it as an uncaught error and stop the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    // Migrations (an index build on a large table) may outlast the statement timeout: own connection.
    migrate: async () => {
      const migrator = new pg.Pool({ connectionString: url, max: 1 });
      // As above: `end()` resolves before its connection has closed, so a server that ends it just then
      // (a test database dropped WITH (FORCE) straight after) must not become an uncaught error.
      migrator.on('error', () => {});
      try {
        await migrateNodePg(drizzleNodePg(migrator, { schema }), {
          migrationsFolder: findMigrationsFolder(),
        });
      } finally {
        await migrator.end();
      }
    },
    withStartLock: (task) => withPostgresStartLock(url, task),
    appliedMigrations: () => countAppliedMigrations(db),
    close: () => pool.end(),
  };
}

/**
 * PGlite in a directory (`dataDir`), in memory (neither), or in memory from a data-directory tarball
 * (`loadDataDir`: the tests' migrated template).
 */
export async function openPglite(
  source: { dataDir?: string; loadDataDir?: Blob },
  limits: DatabaseLimits = DEFAULT_DATABASE_LIMITS,
): Promise<Database> {
  const client = new GatedPGlite(source);
  await client.waitReady;
  client.gate = createGate({
    capacity: 1,
    waitMs: limits.acquireTimeoutMs,
    onTimeout: () => new DatabaseBusyError(limits.acquireTimeoutMs),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: findMigrationsFolder() }),
    withStartLock: (task) => task(),
    appliedMigrations: () => countAppliedMigrations(db),
    close: () => client.close(),
  };
}

/** `location`: a postgres:// URL, a directory for PGlite, or 'memory://' for an in-memory PGlite. */
export async function openDatabase(
  location: string,
  limits: DatabaseLimits = DEFAULT_DATABASE_LIMITS,
): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(location)) return openPostgres(location, limits);
  return openPglite(location === 'memory://' ? {} : { dataDir: location }, limits);
}
