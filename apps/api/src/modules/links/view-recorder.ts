import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { toLoggableError } from '../../db/errors.js';
import * as repo from './links.repository.js';

/** More links than this waiting: flush now rather than grow. */
const MAX_PENDING_LINKS = 5_000;

/**
 * Issue 9: the client page wrote a row on every view. Views now wait in memory and one UPDATE per
 * link appends them all: every VIEW_FLUSH_SECONDS, before the link manager lists, and at shutdown
 * (ADR 0015). A crash loses at most the last flush interval of view times, never a comparison.
 */
export function createViewRecorder(
  db: Db,
  options: {
    keep: number;
    flushEveryMs: number;
    /**
     * Issue 36: told of a link's first open, once across instances, in the transaction that writes it
     * (`tx`): what it queues commits with the views or not at all, and then both wait for the next flush.
     */
    onFirstOpen?: (tx: Db, id: string, at: string) => Promise<void>;
  },
  log?: Pick<FastifyBaseLogger, 'warn'>,
) {
  const { keep, flushEveryMs, onFirstOpen } = options;
  let pending = new Map<string, string[]>();
  let opens = new Map<string, number>();
  // Flushes run one after another; a flush asked for while one waits to start joins it (that one
  // takes everything pending when it starts), so a burst of requests never piles up writes.
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;

  const writeBatch = async () => {
    queued = undefined;
    const batch = pending;
    const counts = opens;
    pending = new Map();
    opens = new Map();
    for (const [id, times] of batch) {
      const count = counts.get(id) ?? times.length;
      try {
        await db.transaction(async (tx) => {
          const isFirst = await repo.appendViews(tx, id, times, keep, count);
          if (isFirst && onFirstOpen) await onFirstOpen(tx, id, times[0]!);
        });
      } catch (error) {
        // The database is away (or the first-open notice could not be queued): keep the views for the
        // next flush rather than lose them.
        const later = pending.get(id) ?? [];
        pending.set(id, [...times, ...later].slice(-keep));
        opens.set(id, count + (opens.get(id) ?? 0));
        log?.warn({ err: toLoggableError(error) }, 'view times not written; will retry');
      }
    }
  };
  const flush = (): Promise<void> => {
    if (!queued) {
      queued = tail.then(writeBatch);
      tail = queued;
    }
    return queued;
  };

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    record(id: string, at: Date): void {
      const times = pending.get(id) ?? [];
      times.push(at.toISOString());
      opens.set(id, (opens.get(id) ?? 0) + 1);
      // Only the latest `keep` are ever stored, so no more need to wait.
      if (times.length > keep) times.shift();
      pending.set(id, times);
      if (pending.size >= MAX_PENDING_LINKS) void flush();
    },
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
export type ViewRecorder = ReturnType<typeof createViewRecorder>;
