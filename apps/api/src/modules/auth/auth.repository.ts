import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { advisers, loginChallenges } from '../../db/schema.js';

export async function findAdviserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(advisers).where(eq(advisers.email, email));
  return row;
}

export async function findAdviserById(db: Db, id: string) {
  const [row] = await db.select().from(advisers).where(eq(advisers.id, id));
  return row;
}

export async function insertChallenge(
  db: Db,
  idHash: string,
  adviserId: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(loginChallenges).values({ idHash, adviserId, expiresAt });
}

/**
 * Counts an attempt before the code is checked, atomically and only while the challenge is live, so
 * parallel guesses cannot exceed the limit. Returns the adviser id, or undefined for a dead challenge.
 */
export async function reserveAttempt(db: Db, idHash: string, now: Date, maxFailures: number) {
  const [row] = await db
    .update(loginChallenges)
    .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
    .where(
      and(
        eq(loginChallenges.idHash, idHash),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.failedAttempts, maxFailures),
      ),
    )
    .returning({ adviserId: loginChallenges.adviserId });
  return row?.adviserId;
}

export type CompletionResult = 'ok' | 'challenge-gone' | 'code-replayed';

/**
 * Uses the challenge and the code's time step together, both conditionally, so two racing requests
 * cannot both succeed with one challenge or one code (ARCHITECTURE §3: each code usable once).
 */
export async function completeChallenge(
  db: Db,
  args: { idHash: string; adviserId: string; step: number; now: Date },
): Promise<CompletionResult> {
  return answerReplayedCode(
    db.transaction(async (tx) => {
      const used = await tx
        .update(loginChallenges)
        // The attempt reserved for this code did not fail after all.
        .set({ usedAt: args.now, failedAttempts: sql`${loginChallenges.failedAttempts} - 1` })
        .where(
          and(
            eq(loginChallenges.idHash, args.idHash),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, args.now),
          ),
        )
        .returning({ idHash: loginChallenges.idHash });
      if (used.length === 0) return 'challenge-gone' as const;
      // Rolling back keeps the challenge usable for a fresh code; the reserved attempt stays counted.
      await useTotpStepOrRollBack(tx, args.adviserId, args.step, {
        totpConfirmedAt: sql`coalesce(${advisers.totpConfirmedAt}, ${args.now.toISOString()}::timestamptz)`,
      });
      return 'ok' as const;
    }),
  );
}

/**
 * Uses a TOTP time step, with `changes` to the adviser made only with it: each code works once
 * (ARCHITECTURE §3), so a step not after the last one used changes nothing and answers false.
 */
export async function useTotpStep(
  db: Db,
  adviserId: string,
  step: number,
  changes: PgUpdateSetSource<typeof advisers> = {},
): Promise<boolean> {
  const rows = await db
    .update(advisers)
    .set({ ...changes, lastTotpStep: step })
    .where(
      and(eq(advisers.id, adviserId), or(isNull(advisers.lastTotpStep), lt(advisers.lastTotpStep, step))),
    )
    .returning({ id: advisers.id });
  return rows.length === 1;
}

class CodeReplayed extends Error {}

/** useTotpStep inside a transaction: a replayed code throws, rolling back what the transaction did. */
export async function useTotpStepOrRollBack(
  tx: Db,
  adviserId: string,
  step: number,
  changes: PgUpdateSetSource<typeof advisers>,
): Promise<void> {
  if (!(await useTotpStep(tx, adviserId, step, changes))) throw new CodeReplayed();
}

/** A transaction that useTotpStepOrRollBack rolled back answers 'code-replayed'. */
export const answerReplayedCode = <T>(transaction: Promise<T>): Promise<T | 'code-replayed'> =>
  transaction.catch((error: unknown) => {
    if (error instanceof CodeReplayed) return 'code-replayed' as const;
    throw error;
  });
