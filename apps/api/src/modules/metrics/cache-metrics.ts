import { Counter, Gauge, type Registry } from 'prom-client';
import type { Cache } from '../../platform/cache.js';

/**
 * Issue 33, ADR 0040: the in-process cache as an operator sees it: lookups answered and loaded, entries
 * evicted to stay within CACHE_MAX_MB, the bytes kept against the budget, and the hit rate. Read from
 * the cache's own counters at each scrape.
 */
export function registerCacheMetrics(registry: Registry, cache: Cache) {
  const counter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  counter('cache_hits_total', 'Cache lookups answered from the cache', () => cache.stats().hits);
  counter('cache_misses_total', 'Cache lookups that loaded from the database', () => cache.stats().misses);
  counter(
    'cache_evictions_total',
    'Cache entries dropped, least recently used first, to stay within CACHE_MAX_MB',
    () => cache.stats().evictions,
  );
  gauge('cache_bytes', 'Estimated bytes of the kept cache entries', () => cache.stats().bytes);
  gauge('cache_max_bytes', 'The cache byte budget (CACHE_MAX_MB)', () => cache.stats().maxBytes);
  gauge('cache_entries', 'Entries kept in the cache', () => cache.stats().entries);
  gauge('cache_hit_ratio', 'Hits over all lookups since the start (0 before the first)', () => {
    const { hits, misses } = cache.stats();
    return hits + misses === 0 ? 0 : hits / (hits + misses);
  });
}
