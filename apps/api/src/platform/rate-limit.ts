import rateLimit from '@fastify/rate-limit';
import { DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import { HttpError } from './http-error.js';

/**
 * Issue 3: per-IP limits on the non-auth routes, registered inside their own scope so signed-in
 * routes and the SPA are not counted. Counters live in Redis when REDIS_URL is set (several processes,
 * ARCHITECTURE §6), else in memory. One IP's flood never touches another IP's budget.
 */
export async function registerRateLimit(
  scope: FastifyInstance,
  config: Pick<Config, 'rateLimitPerMinute' | 'redisUrl'>,
): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) scope.addHook('onClose', async () => void (await redis.quit()));
  await scope.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'portal-rl:' } : {}),
    // A Redis outage must not take sign-in down with it.
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, SERVER_MESSAGES.rateLimited, DEV_CODES.rateLimited),
  });
}
