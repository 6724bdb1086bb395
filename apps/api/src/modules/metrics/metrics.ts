import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../../app-deps.js';
import { RATE_LIMIT_GROUPS, type RateLimitGroup } from '../../platform/rate-limit.js';
import type { RedisLink } from '../../platform/redis-link.js';
import { outboxCounts, poolStats } from './metrics.repository.js';
import { registerCacheMetrics } from './cache-metrics.js';

/** Requests that matched no route share one label, so made-up paths cannot grow the series. */
const UNMATCHED = 'unmatched';

/**
 * Issue 18: what an operator scrapes from each process. One registry per app (tests build many apps
 * in one process); labels name the route pattern, never the URL, so no id or token becomes a label.
 */
export function createMetrics(deps: Pick<AppDeps, 'db' | 'cache'>, redis: RedisLink | undefined) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rejections = new Counter({
    name: 'rate_limit_rejections_total',
    help: 'Requests answered 429 by a rate limit, by route group',
    labelNames: ['group'] as const,
    registers: [registry],
  });
  // Issue 32: every group's series exists from the start at 0, so an alert on
  // `rate(rate_limit_rejections_total[5m])` works from the first scrape, not only after the first 429.
  for (const group of RATE_LIMIT_GROUPS) rejections.inc({ group }, 0);
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (in_use, idle) and queries waiting for one (waiting)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats(deps.db);
      this.set({ state: 'in_use' }, stats.inUse);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'mail_outbox_rows',
    help: 'Mail outbox rows by state: pending (not yet sent, including between tries) and given_up',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await outboxCounts(deps.db);
      this.set({ state: 'pending' }, counts.pending);
      this.set({ state: 'given_up' }, counts.givenUp);
    },
  });
  registerCacheMetrics(registry, deps.cache);
  new Gauge({
    name: 'redis_up',
    help: '1 while Redis answers; 0 while it is away or REDIS_URL is unset (limits count per process)',
    registers: [registry],
    collect() {
      this.set(redis?.isUp() ? 1 : 0);
    },
  });

  return {
    registry,
    rejected: (group: RateLimitGroup) => rejections.inc({ group }),
    /** Counts and times every answered request. */
    observe(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        const labels = {
          route: request.routeOptions.url ?? UNMATCHED,
          method: request.method,
          status: String(reply.statusCode),
        };
        requests.inc(labels);
        durations.observe(labels, reply.elapsedTime / 1000);
      });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
