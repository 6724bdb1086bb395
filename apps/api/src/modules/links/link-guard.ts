import {
  createMemoryWindows,
  createSharedCounter,
  type WindowCounter,
} from '../../platform/window-counter.js';

/**
 * Counts events per IP in a fixed one-minute window in memory. With several processes each keeps
 * its own window, which only loosens a limit by the process count (ADR 0010).
 */
export function createPerIpWindow(maxPerMinute: number, now: () => number) {
  const windows = new Map<string, { startMs: number; count: number }>();
  const current = (ip: string) => {
    const t = now();
    const w = windows.get(ip);
    if (w && t - w.startMs < 60_000) return w;
    // Drop stale windows now and then so the map cannot grow without bound.
    if (windows.size > 10_000) windows.clear();
    const fresh = { startMs: t, count: 0 };
    windows.set(ip, fresh);
    return fresh;
  };
  return {
    isFull: (ip: string) => current(ip).count >= maxPerMinute,
    add: (ip: string) => void (current(ip).count += 1),
  };
}

/**
 * The public link routes' budget per IP, shared by the JSON call and the client's page:
 * misses are limited so nobody can walk the id space (issue 6), and every view is capped so one
 * address cannot hammer the page (issue 9). Issue 18: misses are counted in Redis when it is
 * configured (in this process while it is away), so the miss budget holds across processes; an
 * address is refused once a miss of it reaches the budget, which this process then remembers for the
 * rest of the window, so a view costs no Redis round trip.
 */
export function createLinkGuard(
  limits: { missesPerMinute: number; viewsPerMinute: number },
  shared: { misses?: WindowCounter; onRejected?: () => void },
  now: () => number,
) {
  const misses = shared.misses ?? createSharedCounter(undefined, '', createMemoryWindows(10_000, now));
  const views = createPerIpWindow(limits.viewsPerMinute, now);
  const blockedUntil = new Map<string, number>();
  const isBlocked = (ip: string) => (blockedUntil.get(ip) ?? 0) > now();
  return {
    /** Counts the attempt; false when this IP is over either budget (answer 429). */
    admit(ip: string): boolean {
      if (isBlocked(ip) || views.isFull(ip)) {
        shared.onRejected?.();
        return false;
      }
      views.add(ip);
      return true;
    },
    async recordMiss(ip: string): Promise<void> {
      const { count, ttlMs } = await misses.hit(`ip:${ip}`, 60_000);
      if (count < limits.missesPerMinute) return;
      if (blockedUntil.size > 10_000) blockedUntil.clear();
      blockedUntil.set(ip, now() + ttlMs);
    },
  };
}
export type LinkGuard = ReturnType<typeof createLinkGuard>;
