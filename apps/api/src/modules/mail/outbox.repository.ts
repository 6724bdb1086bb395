import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMail(db: Db, row: typeof mailOutbox.$inferInsert): Promise<void> {
  await db.insert(mailOutbox).values(row);
}

export async function findDueMail(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit);
}

/**
 * Takes a row for one attempt: counts the attempt and pushes the next one out by a lease, only if no
 * other sender took it since it was read, so two processes never send the same mail twice at once.
 */
export async function claimMail(db: Db, row: OutboxRow, leaseUntil: Date): Promise<boolean> {
  const claimed = await db
    .update(mailOutbox)
    .set({ attempts: row.attempts + 1, nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(mailOutbox.id, row.id),
        eq(mailOutbox.attempts, row.attempts),
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
      ),
    )
    .returning({ id: mailOutbox.id });
  return claimed.length === 1;
}

/** Sent: the body goes, it may hold a live reset link. */
export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: at, body: null, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markRetry(db: Db, id: string, nextAttemptAt: Date, error: string): Promise<void> {
  await db.update(mailOutbox).set({ nextAttemptAt, lastError: error }).where(eq(mailOutbox.id, id));
}

export async function markGivenUp(db: Db, id: string, at: Date, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ failedAt: at, body: null, lastError: reason })
    .where(eq(mailOutbox.id, id));
}

export async function findMailTo(db: Db, toAddress: string): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, toAddress));
}
