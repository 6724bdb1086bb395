import type { RedisLink } from './redis-link.js';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Counts hits per key in fixed windows: in Redis when it is there, in this process otherwise. */
export interface WindowCounter {
  hit(key: string, windowMs: number): Promise<WindowCount>;
}

/** Fixed windows in this process; at most `maxKeys` windows, so the map cannot grow without bound. */
export function createMemoryWindows(maxKeys = 10_000, now: () => number = Date.now) {
  const windows = new Map<string, { startMs: number; count: number }>();
  return {
    hit(key: string, windowMs: number): WindowCount {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.startMs >= windowMs) {
        if (!w && windows.size >= maxKeys) windows.clear();
        w = { startMs: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, ttlMs: w.startMs + windowMs - t };
    },
  };
}

// One round trip: count the hit, start the window on the first one, report what is left of it.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

/**
 * Issue 18: a count shared by every process through Redis while it answers, and this process's own
 * count while it does not, switched at once: a limit always holds, per process at worst, and a
 * request never waits for a Redis that is away (at most one command timeout, the first time).
 */
export function createSharedCounter(
  link: RedisLink | undefined,
  namespace: string,
  local = createMemoryWindows(),
): WindowCounter {
  const redis = link?.redis as (RedisLink['redis'] & { portalHit?: HitCommand }) | undefined;
  // EVALSHA with the script's hash, sending the script only the first time.
  if (redis && !redis.portalHit) redis.defineCommand('portalHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  return {
    async hit(key, windowMs) {
      if (link?.isUp()) {
        try {
          const reply = await (redis as { portalHit: HitCommand }).portalHit(`${namespace}${key}`, windowMs);
          return { count: Number(reply[0]), ttlMs: Number(reply[1]) };
        } catch (error) {
          link.markDown(error);
        }
      }
      return local.hit(key, windowMs);
    },
  };
}
