import type { Db } from '../db/client.js';
import { isEmbeddedDatabase } from '../db/engine-kind.js';

// ADR 0009. On PGlite a query costs 0.3-0.6 ms of this process's only thread, so the few rows every
// signed-in call reads (session, version in force, display setting) would cap the server far below
// the issue 5 budget. Only the process that opened a PGlite database can write it (ADR 0002: the admin
// CLI goes through the running server), so a copy kept here and dropped by every write path is exact.
// On Postgres other processes write too and a query does not block the event loop: nothing is kept.

/** A keyed in-memory copy of database rows, emptied (in part or whole) by the code that writes them. */
export interface WriteThroughCache<V> {
  /** The kept value, or `load()`'s; a value loaded while an invalidation ran is returned but not kept. */
  read(key: string, load: () => Promise<V>): Promise<V>;
  /** Call after the write has committed; no predicate drops every key. */
  invalidate(isStale?: (key: string) => boolean): void;
}

const MAX_ENTRIES = 10_000;
const byDb = new WeakMap<Db, Map<string, WriteThroughCache<unknown>>>();

/** The cache named `name` for `db`: a real one for PGlite, a pass-through for Postgres. */
export function writeThroughCache<V>(db: Db, name: string): WriteThroughCache<V> {
  let named = byDb.get(db);
  if (!named) byDb.set(db, (named = new Map()));
  let cache = named.get(name);
  if (!cache) named.set(name, (cache = isEmbeddedDatabase(db) ? createCache() : passThrough));
  return cache as WriteThroughCache<V>;
}

const passThrough: WriteThroughCache<unknown> = { read: (_key, load) => load(), invalidate: () => {} };

function createCache<V>(): WriteThroughCache<V> {
  const entries = new Map<string, V>();
  // Bumped by every invalidation: a read that started before a write but ends after it saw old rows.
  let generation = 0;
  return {
    async read(key, load) {
      if (entries.has(key)) return entries.get(key) as V;
      const startedAt = generation;
      const value = await load();
      if (startedAt === generation) {
        entries.set(key, value);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      }
      return value;
    },
    invalidate(isStale) {
      generation += 1;
      if (!isStale) return entries.clear();
      for (const key of [...entries.keys()]) if (isStale(key)) entries.delete(key);
    },
  };
}
