import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from './client.js';

/**
 * Whether `db` runs on PGlite in this process (ARCHITECTURE §2: the embedded default) rather than on a
 * Postgres server. Code outside the repositories asks this instead of importing drizzle's driver classes
 * (ADR 0025), e.g. a cache that is exact only when this process is the database's one writer (ADR 0009).
 */
export function isEmbeddedDatabase(db: Db): boolean {
  return db instanceof PgliteDatabase;
}
