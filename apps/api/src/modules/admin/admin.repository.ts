import { asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advisers, invitationCodes, loginThrottle } from '../../db/schema.js';

export async function listInvitations(db: Db) {
  return db.select().from(invitationCodes).orderBy(desc(invitationCodes.createdAt));
}

export async function findInvitationsByPrefix(db: Db, displayPrefix: string) {
  return db.select().from(invitationCodes).where(eq(invitationCodes.displayPrefix, displayPrefix));
}

export async function revokeInvitation(db: Db, id: string, at: Date): Promise<void> {
  await db.update(invitationCodes).set({ revokedAt: at }).where(eq(invitationCodes.id, id));
}

export async function listAdvisers(db: Db) {
  return db.select().from(advisers).orderBy(asc(advisers.email));
}

export async function listLockedKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ keyHash: loginThrottle.keyHash })
    .from(loginThrottle)
    .where(isNotNull(loginThrottle.lockedAt));
  return new Set(rows.map((r) => r.keyHash));
}

export async function updateAdviser(
  db: Db,
  id: string,
  patch: Partial<
    Pick<
      typeof advisers.$inferInsert,
      'disabledAt' | 'validUntil' | 'totpSecretEnc' | 'totpConfirmedAt' | 'lastTotpStep'
    >
  >,
): Promise<void> {
  await db.update(advisers).set(patch).where(eq(advisers.id, id));
}
