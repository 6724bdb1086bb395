import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advisers, passwordResetTokens } from '../../db/schema.js';

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
class CodeReplayed extends Error {}

/**
 * Uses the token, the 2FA code's time step and sets the password in one transaction. Both uses are
 * conditional UPDATEs, so of ten racing requests exactly one gets through (issue 3); a replayed code
 * rolls the token use back, so the adviser can try again with a fresh code.
 */
export async function completeReset(
  db: Db,
  args: { tokenHash: string; step: number; passwordHash: string; now: Date },
): Promise<ResetOutcome> {
  return db
    .transaction(async (tx) => {
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
      const updated = await tx
        .update(advisers)
        .set({ passwordHash: args.passwordHash, lastTotpStep: args.step })
        .where(
          and(
            eq(advisers.id, token.adviserId),
            or(isNull(advisers.lastTotpStep), lt(advisers.lastTotpStep, args.step)),
          ),
        )
        .returning({ id: advisers.id });
      if (updated.length === 0) throw new CodeReplayed();
      return 'ok' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof CodeReplayed) return 'code-replayed' as const;
      throw error;
    });
}
