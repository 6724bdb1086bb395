import type { Db } from '../db/client.js';
import { isEmbeddedDatabase } from '../db/engine-kind.js';

// Issue 10, ADR 0022 (replacing the three mechanisms of ADR 0007 and 0009): the process's one cache,
// created once per app and injected as `deps.cache`, so a test can clear it or build an app without one.
//
// Two kinds of entry, because two kinds of data are kept:
// - remember: values that never change once computed, i.e. anything read from one dataset version
//   (premium rows, product infos, ANB ranges, a search's reply keyed by the version in force). Kept on
//   every database.
// - readThrough: copies of rows that change, dropped by the code that writes them (the version in force,
//   display settings, unrevoked sessions). Exact only when this process is the database's only writer:
//   PGlite (ADR 0002: the admin CLI goes through the running server). On Postgres other processes write
//   too, so nothing is kept and every read goes to the database.

export interface Cache {
  /** The kept value of `key`, or `load()`'s, kept; a failed load is not kept, so the next call retries. */
  remember<T>(key: string, load: () => PromiseLike<T>): Promise<T>;
  /**
   * The kept copy of `key`, or `load()`'s; kept only when this process is the only writer, and not kept
   * when an invalidation ran while it loaded (that read may have seen the old rows).
   */
  readThrough<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** After a write commits: drops the read-through copies whose key starts with `prefix` (all without). */
  invalidate(prefix?: string): void;
  /** Drops every entry of both kinds. */
  clear(): void;
}

export interface CacheOptions {
  /** True when no other process writes the database (PGlite): read-through copies are kept. */
  isOnlyWriter: boolean;
  maxRemembered?: number;
  maxCopies?: number;
}

/** The cache for an app over `db`: read-through copies only on PGlite. */
export const createCacheFor = (db: Db): Cache => createCache({ isOnlyWriter: isEmbeddedDatabase(db) });

export function createCache({
  isOnlyWriter,
  maxRemembered = 2_000,
  maxCopies = 10_000,
}: CacheOptions): Cache {
  const remembered = new Map<string, Promise<unknown>>();
  const copies = new Map<string, unknown>();
  // Bumped by every invalidation: a read that started before a write but ends after it saw old rows.
  let generation = 0;
  const bound = (map: Map<string, unknown>, max: number) => {
    if (map.size > max) map.delete(map.keys().next().value as string);
  };
  return {
    remember<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
      const hit = remembered.get(key) as Promise<T> | undefined;
      if (hit) return hit;
      // Drizzle's query builders are lazy thenables that run their query on every `await`; settling one
      // into a real promise here runs it once, so later hits cost nothing.
      const pending = Promise.resolve(load());
      remembered.set(key, pending);
      pending.catch(() => {
        if (remembered.get(key) === pending) remembered.delete(key);
      });
      bound(remembered, maxRemembered);
      return pending;
    },
    async readThrough<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!isOnlyWriter) return load();
      if (copies.has(key)) return copies.get(key) as T;
      const startedAt = generation;
      const value = await load();
      if (startedAt === generation) {
        copies.set(key, value);
        bound(copies, maxCopies);
      }
      return value;
    },
    invalidate(prefix) {
      generation += 1;
      if (prefix === undefined) return copies.clear();
      for (const key of [...copies.keys()]) if (key.startsWith(prefix)) copies.delete(key);
    },
    clear() {
      generation += 1;
      remembered.clear();
      copies.clear();
    },
  };
}
