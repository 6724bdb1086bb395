import { PENDING_PICTURE_MINUTES } from '@portal/contracts';
import type { AppDeps } from '../../app-deps.js';
import { every } from '../../platform/every.js';
import * as repo from './picture-sweep.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'storage'>;
interface Log {
  warn(details: object, message: string): void;
}

/**
 * Issue 32 item 9: a file or object no row names is removed only once it is this old, so a PUT that
 * has written its file but not yet committed its row (or a slow S3 write) is never taken for one.
 */
export const ORPHAN_GRACE_MINUTES = 60;
/** Issue 32 items 1 and 9: how often the sweep runs, besides once at start. */
export const PICTURE_SWEEP_MINUTES = 10;

export interface SweepOutcome {
  /** Pictures PUT but not recorded within PENDING_PICTURE_MINUTES, removed with their files. */
  expired: number;
  /** Files or objects no picture row or upload address named, older than the grace time. */
  orphans: number;
}

/**
 * One pass, with no request needed: expired pending pictures go (rows first, then files), dead upload
 * addresses go, then every stored object is checked against the rows. Files whose rows went but whose
 * delete never ran (a crash, kill -9 between the two, an adviser deleted with their rows) are found
 * here, in DATA_DIR/uploads and in S3 alike. Safe to run in several processes at once.
 */
export async function sweepPictures(deps: Deps): Promise<SweepOutcome> {
  const now = deps.clock.now().getTime();
  const expired = await repo.deleteExpiredPending(deps.db, new Date(now - PENDING_PICTURE_MINUTES * 60_000));
  for (const name of expired) await deps.storage.delete(name);
  const graceStart = new Date(now - ORPHAN_GRACE_MINUTES * 60_000);
  // An address past its time names no file any more, but one just expired may still have a PUT running.
  await repo.deleteDeadUploads(deps.db, graceStart);
  let orphans = 0;
  for await (const page of deps.storage.list()) {
    const old = page.filter((o) => o.modifiedAt.getTime() < graceStart.getTime()).map((o) => o.key);
    const named = await repo.findNamedFiles(deps.db, old);
    for (const key of old.filter((k) => !named.has(k))) {
      await deps.storage.delete(key);
      orphans += 1;
    }
  }
  return { expired: expired.length, orphans };
}

export interface PictureSweeper {
  stop(): Promise<void>;
}

/** Runs the sweep at start and every PICTURE_SWEEP_MINUTES; a failed pass is logged and retried later. */
export const startPictureSweeper = (
  deps: Deps,
  log: Log,
  intervalMs = PICTURE_SWEEP_MINUTES * 60_000,
): PictureSweeper =>
  every(
    intervalMs,
    () => sweepPictures(deps),
    (error) => log.warn({ err: error }, 'picture sweep failed'),
  );
