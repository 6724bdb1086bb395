import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config.js';
import { HttpError } from './http-error.js';
import { createRedisLink, type RedisLink } from './redis-link.js';
import { createMemoryWindows, createSharedCounter, type WindowCounter } from './window-counter.js';

/**
 * Where the counters live: Redis when REDIS_URL is set (several processes, ARCHITECTURE §6), this
 * process's memory otherwise, and while Redis is away (issue 18).
 */
export interface RateLimitStore {
  link: RedisLink | undefined;
  /**
   * A counter of its own under `name`, shared through Redis when it answers; `now` times the windows
   * this process keeps while Redis is away (or absent), so tests move them with the injected clock.
   */
  counter(name: string, now?: () => number): WindowCounter;
}

/** One Redis connection for every limit of the app, closed with it. */
export function createRateLimitStore(app: FastifyInstance, config: Pick<Config, 'redisUrl'>): RateLimitStore {
  const link = config.redisUrl ? createRedisLink(config.redisUrl, app.log) : undefined;
  if (link) app.addHook('onClose', async () => link.close());
  return {
    link,
    counter: (name, now) => createSharedCounter(link, `portal-rl:${name}:`, createMemoryWindows(10_000, now)),
  };
}

/** Every route group with a rate limit (issue 32: the metrics start each group's series at 0). */
export const RATE_LIMIT_GROUPS = ['credentials', 'session', 'links'] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

/** The caller's address as the limiter counts it (an IPv6 /64 is one caller). */
export const ipKey = (request: FastifyRequest) => `ip:${normalizeIP(request.ip)}`;

export interface LimitOptions {
  /** The route group: separates this limit's counters from every other limit's in a shared Redis. */
  name: RateLimitGroup;
  perMinute: number;
  keyOf?: (request: FastifyRequest) => Promise<string> | string;
  /** A request answered 429 (issue 18: rate_limit_rejections_total). */
  onRejected?: (group: RateLimitGroup) => void;
}

/** @fastify/rate-limit's store interface over our counter: every route of the scope shares it. */
function storeOver(counter: WindowCounter) {
  return class {
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      counter.hit(key, windowMs).then(
        ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
        (error: Error) => done(error),
      );
    }
    child() {
      return this;
    }
  };
}

/**
 * Issues 3, 9 and 18: a limit over every route registered in `scope` after it, one counter per key
 * across those routes. Each route group is registered in a scope of its own, so signed-in routes and
 * the SPA are not counted, and the credential routes' strict budget never touches refresh and logout.
 */
export async function registerRateLimit(
  scope: FastifyInstance,
  store: RateLimitStore,
  options: LimitOptions,
): Promise<void> {
  await scope.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    keyGenerator: options.keyOf ?? ipKey,
    store: storeOver(store.counter(options.name)),
    onExceeded: () => options.onRejected?.(options.name),
    errorResponseBuilder: () => new HttpError(429, SERVER_MESSAGES.rateLimited, DEV_CODES.rateLimited),
  });
}
