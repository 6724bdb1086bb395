import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { advisers, invitationCodes } from '../../db/schema.js';

export type NewAdviser = typeof advisers.$inferInsert;

class CodeUnavailable extends Error {}

const isUsable = (codeHash: string, now: Date) =>
  and(
    eq(invitationCodes.codeHash, codeHash),
    isNull(invitationCodes.usedAt),
    isNull(invitationCodes.revokedAt),
    gt(invitationCodes.expiresAt, now),
  );

/** Whether the code exists and is neither used, revoked nor expired (a read; claiming is below). */
export async function isInvitationAvailable(db: Db, codeHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: invitationCodes.id })
    .from(invitationCodes)
    .where(isUsable(codeHash, now));
  return Boolean(row);
}

/**
 * Claims the invitation code and inserts the adviser in one transaction. The conditional UPDATE makes
 * a code single-use even under racing requests; a duplicate email or rnf rolls the claim back.
 * Returns the new adviser id, or null when the code or the identity is not available.
 */
export async function registerWithCode(
  db: Db,
  codeHash: string,
  adviser: NewAdviser,
  now: Date,
): Promise<{ id: string; email: string; totpSecretEnc: string } | null> {
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .update(invitationCodes)
        .set({ usedAt: now })
        .where(isUsable(codeHash, now))
        .returning({ id: invitationCodes.id });
      const code = claimed[0];
      if (!code) throw new CodeUnavailable();
      const [created] = await tx
        .insert(advisers)
        .values(adviser)
        .returning({ id: advisers.id, email: advisers.email, totpSecretEnc: advisers.totpSecretEnc });
      if (!created) throw new Error('Adviser insert returned nothing');
      await tx.update(invitationCodes).set({ usedBy: created.id }).where(eq(invitationCodes.id, code.id));
      return created;
    });
  } catch (error) {
    if (error instanceof CodeUnavailable || isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function insertInvitation(
  db: Db,
  row: { codeHash: string; displayPrefix: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(invitationCodes).values(row);
}

export async function insertAdviserIfAbsent(db: Db, adviser: NewAdviser): Promise<void> {
  await db.insert(advisers).values(adviser).onConflictDoNothing();
}
