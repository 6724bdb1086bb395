import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { homeEntries } from '../../db/schema.js';

export type NewHomeEntry = typeof homeEntries.$inferInsert;

export async function listHomeEntries(db: Db) {
  return db.select().from(homeEntries).orderBy(asc(homeEntries.tab), asc(homeEntries.position));
}

export async function countHomeEntries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(homeEntries);
  return row?.n ?? 0;
}

export async function insertHomeEntries(db: Db, entries: NewHomeEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(homeEntries).values(entries);
}
