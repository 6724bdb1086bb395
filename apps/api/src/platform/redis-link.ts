import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A command slower than this counts as Redis being away; sign-in never waits longer (issue 18). */
export const REDIS_COMMAND_TIMEOUT_MS = 150;
const REDIS_CONNECT_TIMEOUT_MS = 500;
/** While Redis is away, how often one background PING asks whether it is back. */
const PROBE_EVERY_MS = 2_000;

/**
 * Issue 18: Redis is an accelerator, never a dependency of sign-in. Callers ask `isUp()` and skip
 * Redis at once while it is away (their in-process count holds the limit meanwhile); a failed
 * command marks it away. Going away and coming back are each logged once, as JSON, by the app's
 * logger: the 'error' listener keeps ioredis from printing its own "Unhandled error event" lines.
 */
export interface RedisLink {
  redis: Redis;
  isUp(): boolean;
  /** A command failed or timed out: count in-process until a probe or a reconnect says otherwise. */
  markDown(error: unknown): void;
  close(): Promise<void>;
}

export function createRedisLink(url: string, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): RedisLink {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // A command while disconnected fails at once instead of waiting in a queue for a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep reconnecting in the background, never more than a second apart.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let up = false;
  let reportedDown = false;
  let probe: NodeJS.Timeout | undefined;
  let closed = false;

  const goUp = () => {
    if (closed || up) return;
    up = true;
    clearInterval(probe);
    probe = undefined;
    if (reportedDown) log.info({ redis: 'up' }, 'Redis is reachable again; rate limits are shared again');
    reportedDown = false;
  };
  const goDown = (error: unknown) => {
    if (closed) return;
    up = false;
    if (!reportedDown) {
      reportedDown = true;
      log.warn(
        { redis: 'down', err: error instanceof Error ? { message: error.message } : String(error) },
        'Redis unreachable; each process counts its own rate limits until it returns',
      );
    }
    // A Redis that stopped answering keeps its socket open: nothing would say it came back.
    probe ??= setInterval(() => {
      if (redis.status !== 'ready') return;
      redis.ping().then(goUp, () => {});
    }, PROBE_EVERY_MS).unref();
  };

  redis.on('ready', goUp);
  redis.on('error', (error: unknown) => goDown(error));
  redis.on('close', () => goDown(new Error('connection closed')));
  return {
    redis,
    isUp: () => up,
    markDown: goDown,
    close: async () => {
      closed = true;
      clearInterval(probe);
      redis.disconnect();
    },
  };
}
