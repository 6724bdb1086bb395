import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { HttpError } from './http-error.js';

/** Where the counters live: Redis when REDIS_URL is set (several processes, ARCHITECTURE §6), else memory. */
export interface RateLimitStore {
  redis: Redis | undefined;
}

/** One Redis connection for every limit of the app, closed with it. */
export function createRateLimitStore(app: FastifyInstance, config: Pick<Config, 'redisUrl'>): RateLimitStore {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  return { redis };
}

/** The caller's address as the limiter counts it (an IPv6 /64 is one caller). */
export const ipKey = (request: FastifyRequest) => `ip:${normalizeIP(request.ip)}`;

export interface LimitOptions {
  /** Separates this limit's counters from every other limit's in a shared Redis. */
  name: string;
  perMinute: number;
  keyOf?: (request: FastifyRequest) => Promise<string> | string;
}

/**
 * Issues 3 and 9: a limit over every route registered in `scope` after it, one counter per key across
 * those routes. Each limit is registered in a scope of its own, so signed-in routes and the SPA are
 * not counted, and the credential routes' strict budget never touches refresh and logout.
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
    ...(store.redis ? { redis: store.redis, nameSpace: `portal-rl:${options.name}:` } : {}),
    // A Redis outage must not take sign-in down with it.
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, SERVER_MESSAGES.rateLimited, DEV_CODES.rateLimited),
  });
}
