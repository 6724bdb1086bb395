import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottle } from '../../db/schema.js';
import { delayAfterFailuresMs, LOCK_AFTER_FAILURES } from './throttle.policy.js';

export type ClaimResult = { ok: true } | { ok: false; reason: 'wait' | 'locked' };

/**
 * Counts the attempt before it is checked, and sets the wait that follows if it fails, under a row lock:
 * parallel tries cannot slip past the delay (issue 3: not faster than the delays allow).
 */
export async function claimAttempt(db: Db, keyHash: string, now: Date): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    // One statement inserts the row or locks the existing one. (Insert-or-skip, then SELECT ... FOR
    // UPDATE, lost the row when a concurrent success deleted it between the two: a 500 under races.)
    const [row] = await tx
      .insert(loginThrottle)
      .values({ keyHash, updatedAt: now })
      .onConflictDoUpdate({ target: loginThrottle.keyHash, set: { updatedAt: now } })
      .returning();
    if (!row) throw new Error('throttle upsert returned no row');
    if (row.lockedAt) return { ok: false, reason: 'locked' } as const;
    if (row.nextAttemptAt && row.nextAttemptAt.getTime() > now.getTime())
      return { ok: false, reason: 'wait' } as const;
    const failures = row.failures + 1;
    const delayMs = delayAfterFailuresMs(failures);
    await tx
      .update(loginThrottle)
      .set({ failures, nextAttemptAt: delayMs ? new Date(now.getTime() + delayMs) : null, updatedAt: now })
      .where(eq(loginThrottle.keyHash, keyHash));
    return { ok: true } as const;
  });
}

/** The claimed attempt failed: it stays counted; at the limit the account locks. True when it just locked. */
export async function lockIfOverLimit(db: Db, keyHash: string, now: Date): Promise<boolean> {
  const locked = await db
    .update(loginThrottle)
    .set({ lockedAt: now, updatedAt: now })
    .where(
      sql`${loginThrottle.keyHash} = ${keyHash} and ${loginThrottle.lockedAt} is null and ${loginThrottle.failures} >= ${LOCK_AFTER_FAILURES}`,
    )
    .returning({ keyHash: loginThrottle.keyHash });
  return locked.length === 1;
}

/** The password was right: the attempt is not a failure, and the 2FA step may follow at once. */
export async function refundAttempt(db: Db, keyHash: string, now: Date): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)`, nextAttemptAt: null, updatedAt: now })
    .where(eq(loginThrottle.keyHash, keyHash));
}

/** A completed sign-in or reset (success resets the counter), or an admin unlock. */
export async function clearThrottle(db: Db, keyHash: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.keyHash, keyHash));
}

export async function findThrottle(db: Db, keyHash: string) {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.keyHash, keyHash));
  return row;
}
