/** Raised when a caller waited longer than allowed, or the queue was full. */
export class GateTimeoutError extends Error {}

export interface GateStats {
  /** Calls that got a slot (and ran). */
  started: number;
  active: number;
  waiting: number;
  /** The most that ever ran at once. */
  peakActive: number;
}

export interface Gate {
  /**
   * Runs `task` once a slot is free. Rejects with `onTimeout()` without running it when no slot
   * frees within `waitMs`, or at once when `maxWaiting` callers already queue.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): GateStats;
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout | undefined;
}

/**
 * A FIFO semaphore with a bounded wait (issue 9): the single PGlite connection and the password
 * hashes both go through one, so a stuck holder turns into quick refusals instead of a pile-up.
 */
export function createGate(options: {
  capacity: number;
  waitMs?: number;
  maxWaiting?: number;
  onTimeout: () => Error;
}): Gate {
  const { capacity, waitMs, maxWaiting = Infinity, onTimeout } = options;
  const queue: Waiter[] = [];
  const counters = { started: 0, active: 0, peakActive: 0 };

  const release = () => {
    counters.active -= 1;
    const next = queue.shift();
    if (next) next.start();
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          counters.started += 1;
          counters.active += 1;
          counters.peakActive = Math.max(counters.peakActive, counters.active);
          // new Promise(...) also catches a task that throws before returning its promise.
          new Promise<T>((ok) => ok(task())).then(
            (value) => {
              release();
              resolve(value);
            },
            (error: unknown) => {
              release();
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          );
        };
        if (counters.active < capacity && queue.length === 0) return start();
        if (queue.length >= maxWaiting) return reject(onTimeout());
        const waiter: Waiter = {
          timer: undefined,
          start: () => {
            clearTimeout(waiter.timer);
            start();
          },
        };
        if (waitMs !== undefined) {
          waiter.timer = setTimeout(() => {
            const index = queue.indexOf(waiter);
            if (index >= 0) queue.splice(index, 1);
            reject(onTimeout());
          }, waitMs);
        }
        queue.push(waiter);
      });
    },
    stats: () => ({ ...counters, waiting: queue.length }),
  };
}
