import type { AppDeps } from '../../app-deps.js';
import { pingDatabase } from './health.repository.js';

/** A ping slower than this counts as "not ready". */
const PING_TIMEOUT_MS = 2000;
/** An answer older than this starts a fresh ping (in the background). */
const STALE_AFTER_MS = 2000;

async function pingWithin(deps: Pick<AppDeps, 'db'>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([pingDatabase(deps.db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * spec 000 §2.1: the sign-in page checks readiness on load. Issue 9: the answer comes from memory at
 * once, even while the database is slow; a background ping (one at a time, at most every 2 s)
 * keeps it current. The app is built over a database that just opened, so it starts ready.
 */
export function createReadiness(deps: Pick<AppDeps, 'db'>, now: () => number = Date.now) {
  let isReady = true;
  let checkedAtMs = now();
  let inFlight: Promise<void> | undefined;

  const probe = () => {
    inFlight ??= pingWithin(deps, PING_TIMEOUT_MS).then((ok) => {
      isReady = ok;
      checkedAtMs = now();
      inFlight = undefined;
    });
    return inFlight;
  };

  return {
    /** The last known answer; starts a ping when it is stale. */
    current(): boolean {
      if (now() - checkedAtMs >= STALE_AFTER_MS) void probe();
      return isReady;
    },
    /** Tests and start-up: wait for a fresh answer. */
    async refresh(): Promise<boolean> {
      await probe();
      return isReady;
    },
  };
}
export type Readiness = ReturnType<typeof createReadiness>;
