import type { Db } from '../../db/client.js';

// ADR 0007: a dataset version never changes once imported, so anything read from one version
// (premium rows for a query, product infos) can be kept in memory for as long as we like, keyed by
// the version id. "Which version is in force" and the display setting are write-through copies (ADR 0009).
const MAX_ENTRIES = 2_000;
const caches = new WeakMap<Db, Map<string, Promise<unknown>>>();

export function memoByVersion<T>(db: Db, key: string, load: () => PromiseLike<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  // Drizzle's query builders are lazy thenables that run their query on every `await`; settling one
  // into a real promise here runs it once, so later hits cost nothing.
  const pending = Promise.resolve(load());
  cache.set(key, pending);
  // A failed read is not kept: the next call tries again.
  pending.catch(() => cache.delete(key));
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return pending;
}
