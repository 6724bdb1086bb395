import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advisers, passwordResetTokens } from '../../db/schema.js';
import { answerReplayedCode, useTotpStepOrRollBack } from '../auth/auth.repository.js';

export async function insertResetToken(db: Db, row: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

export async function findResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      adviserId: passwordResetTokens.adviserId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      name: advisers.name,
      email: advisers.email,
      totpSecretEnc: advisers.totpSecretEnc,
      disabledAt: advisers.disabledAt,
    })
    .from(passwordResetTokens)
    .innerJoin(advisers, eq(advisers.id, passwordResetTokens.adviserId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row;
}

export type ResetOutcome = 'ok' | 'token-gone' | 'code-replayed';

/**
 * Uses the token, the 2FA code's time step and sets the password in one transaction. Both uses are
 * conditional UPDATEs, so of ten racing requests exactly one gets through (issue 3); a replayed code
 * rolls the token use back, so the adviser can try again with a fresh code.
 */
export async function completeReset(
  db: Db,
  args: { tokenHash: string; step: number; passwordHash: string; now: Date },
): Promise<ResetOutcome> {
  return answerReplayedCode(
    db.transaction(async (tx) => {
      const [token] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: args.now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, args.tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, args.now),
          ),
        )
        .returning({ adviserId: passwordResetTokens.adviserId });
      if (!token) return 'token-gone' as const;
      await useTotpStepOrRollBack(tx, token.adviserId, args.step, { passwordHash: args.passwordHash });
      return 'ok' as const;
    }),
  );
}
