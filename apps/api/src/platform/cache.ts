import type { Db } from '../db/client.js';
import { LRUCache } from 'lru-cache';
import { isEmbeddedDatabase } from '../db/engine-kind.js';
import { estimateBytes } from './byte-size.js';

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
  /**
   * The kept value of `key`, or `load()`'s, kept; a failed load is not kept, so the next call retries.
   * `bytesOf` sizes the value when the estimate of byte-size.ts would not see all of it.
   */
  remember<T>(
    key: string,
    load: () => PromiseLike<T>,
    options?: { bytesOf?: (value: T) => number },
  ): Promise<T>;
  /**
   * The kept copy of `key`, or `load()`'s; kept only when this process is the only writer, and not kept
   * when an invalidation ran while it loaded (that read may have seen the old rows).
   */
  readThrough<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** After a write commits: drops the read-through copies whose key starts with `prefix` (all without). */
  invalidate(prefix?: string): void;
  /** Drops every entry of both kinds. */
  clear(): void;
  /** What /metrics reports (issue 33). */
  stats(): CacheStats;
}

export interface CacheStats {
  /** Lookups answered from the cache (a load in flight counts: the caller waits on it, no second load). */
  hits: number;
  /** Lookups that had to load (read-through copies on a shared database are never kept, never counted). */
  misses: number;
  /** Entries dropped to stay within the budget, least recently used first. */
  evictions: number;
  /** The estimated bytes of the kept entries, and the budget they stay within. */
  bytes: number;
  maxBytes: number;
  entries: number;
}

export interface CacheOptions {
  /** True when no other process writes the database (PGlite): read-through copies are kept. */
  isOnlyWriter: boolean;
  /** The byte budget of both kinds of entry together (CACHE_MAX_MB); default 128 MiB. */
  maxBytes?: number;
}

export const DEFAULT_CACHE_MAX_BYTES = 128 * 1024 * 1024;

/** The cache for an app over `db`: read-through copies only on PGlite. */
export const createCacheFor = (db: Db, maxBytes?: number): Cache =>
  createCache({ isOnlyWriter: isEmbeddedDatabase(db), maxBytes });

/** Kept values are boxed: lru-cache takes `undefined` as "delete", and a load may answer undefined. */
interface Entry {
  value: unknown;
}

// Issue 33, ADR 0040: one least-recently-used list under one byte budget (lru-cache's maxSize), instead
// of two maps bounded by entry count: 2,000 replies of 225 KB and 2,000 rows of 100 B were the same to
// a count. An entry larger than the whole budget is not kept (the caller still gets its value).
export function createCache({ isOnlyWriter, maxBytes = DEFAULT_CACHE_MAX_BYTES }: CacheOptions): Cache {
  let evictions = 0;
  let hits = 0;
  let misses = 0;
  const kept = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    dispose: (_entry, _key, reason) => {
      if (reason === 'evict') evictions += 1;
    },
  });
  // Loads in flight, so concurrent callers of one key share one load; kept once settled and sized.
  const pending = new Map<string, Promise<unknown>>();
  // Bumped by every invalidation: a read that started before a write but ends after it saw old rows.
  let generation = 0;
  let clears = 0;
  // Both kinds share the list; the prefix keeps their keys apart.
  const rememberedKey = (key: string) => `r${key}`;
  const copyKey = (key: string) => `c${key}`;
  const keep = (key: string, value: unknown, bytes: number) => {
    // Its key's characters count too: a kept entry holds its key.
    const size = Math.max(1, bytes + key.length * 2);
    if (size <= maxBytes) kept.set(key, { value }, { size });
  };
  return {
    remember<T>(key: string, load: () => PromiseLike<T>, options?: { bytesOf?: (value: T) => number }) {
      const k = rememberedKey(key);
      const hit = kept.get(k);
      if (hit) {
        hits += 1;
        return Promise.resolve(hit.value as T);
      }
      const inFlight = pending.get(k) as Promise<T> | undefined;
      if (inFlight) {
        hits += 1;
        return inFlight;
      }
      misses += 1;
      // Drizzle's query builders are lazy thenables that run their query on every `await`; settling one
      // into a real promise here runs it once, so later hits cost nothing.
      const startedAtClear = clears;
      const loading = Promise.resolve(load());
      pending.set(k, loading);
      loading.then(
        (value) => {
          if (pending.get(k) === loading) pending.delete(k);
          // Remembered values never go stale, so only a clear() while it loaded stops it being kept.
          if (startedAtClear === clears)
            keep(k, value, options?.bytesOf ? options.bytesOf(value) : estimateBytes(value));
        },
        () => {
          if (pending.get(k) === loading) pending.delete(k);
        },
      );
      return loading;
    },
    async readThrough<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!isOnlyWriter) return load();
      const k = copyKey(key);
      const hit = kept.get(k);
      if (hit) {
        hits += 1;
        return hit.value as T;
      }
      misses += 1;
      const startedAt = generation;
      const value = await load();
      if (startedAt === generation) keep(k, value, estimateBytes(value));
      return value;
    },
    invalidate(prefix) {
      generation += 1;
      const start = copyKey(prefix ?? '');
      for (const key of [...kept.keys()]) if (key.startsWith(start)) kept.delete(key);
    },
    clear() {
      generation += 1;
      clears += 1;
      pending.clear();
      kept.clear();
    },
    stats: () => ({
      hits,
      misses,
      evictions,
      bytes: kept.calculatedSize,
      maxBytes,
      entries: kept.size,
    }),
  };
}
