import pg from 'pg';

/**
 * Issue 18: the key of the one advisory lock under which migrations, the first-start seed and the
 * admin CLI's migrate and import run. A fixed number ("APRT" in ASCII); any other user of advisory
 * locks on the same database must pick a different one.
 */
export const START_LOCK_KEY = 0x41505254;

/**
 * Runs `task` while this process holds the start lock on the Postgres at `url`. The lock is held on a
 * connection of its own, outside the pool: it has no statement timeout (waiting for another instance's
 * migrations is expected), and if this process dies the server ends the session and frees the lock.
 */
export async function withPostgresStartLock<T>(url: string, task: () => Promise<T>): Promise<T> {
  // A database that does not answer at all fails the start in 10 s rather than at the OS's TCP timeout.
  const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A dropped lock connection is reported by the unlock below; without a listener it would stop Node.
  holder.on('error', () => {});
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    try {
      return await task();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await holder.end().catch(() => undefined);
  }
}
