/**
 * Issue 6: misses on the public link routes are limited per IP, so nobody can walk the id space.
 * A fixed one-minute window in memory; hits never count. With several processes each keeps its own
 * window, which only loosens the limit by the process count (ADR 0010).
 */
export function createMissLimiter(maxPerMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, { startMs: number; misses: number }>();
  const current = (ip: string) => {
    const t = now();
    const w = windows.get(ip);
    if (w && t - w.startMs < 60_000) return w;
    // Drop stale windows now and then so the map cannot grow without bound.
    if (windows.size > 10_000) windows.clear();
    const fresh = { startMs: t, misses: 0 };
    windows.set(ip, fresh);
    return fresh;
  };
  return {
    isBlocked: (ip: string) => current(ip).misses >= maxPerMinute,
    recordMiss: (ip: string) => void (current(ip).misses += 1),
  };
}
export type MissLimiter = ReturnType<typeof createMissLimiter>;
