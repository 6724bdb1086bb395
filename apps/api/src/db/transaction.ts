import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { advisers } from './schema.js';

/**
 * Issue 32 item 2: a change and its audit row (and the mail it queues) commit together or not at all.
 * `work` gets the same deps with `db` bound to one transaction; a throw anywhere rolls all of it back,
 * so a reply of 500 or 503 never hides a saved change. Repository calls that open their own
 * transaction become savepoints inside this one.
 */
export function inTransaction<D extends { db: Db }, T>(deps: D, work: (tx: D) => Promise<T>): Promise<T> {
  return deps.db.transaction((tx) => work({ ...deps, db: tx }));
}

/**
 * Issue 32 items 1, 6, 7: serialises one adviser's limited writes (picture list, uploads, feedback)
 * inside a transaction. FOR NO KEY UPDATE conflicts only with itself and FOR UPDATE, so rows that
 * merely reference the adviser (sessions, audit) are not held up. PGlite runs one transaction at a
 * time, so there it holds trivially. False when the adviser does not exist.
 */
export async function lockAdviser(tx: Db, adviserId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: advisers.id })
    .from(advisers)
    .where(eq(advisers.id, adviserId))
    .for('no key update');
  return rows.length === 1;
}
