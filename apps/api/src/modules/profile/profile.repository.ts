import type { ClientPageSettings, SocialLinks } from '@portal/contracts';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adviserProfiles, advisers, publishedComparisons, rnfChangeRequests } from '../../db/schema.js';

export type ProfileRow = typeof adviserProfiles.$inferSelect;

/** The adviser and their profile row (null before the first save). */
export async function findAdviserWithProfile(db: Db, adviserId: string) {
  const [row] = await db
    .select({ adviser: advisers, profile: adviserProfiles })
    .from(advisers)
    .leftJoin(adviserProfiles, eq(adviserProfiles.adviserId, advisers.id))
    .where(eq(advisers.id, adviserId));
  return row ?? null;
}

export async function updateNameAndMobile(db: Db, adviserId: string, name: string, mobile: string) {
  await db.update(advisers).set({ name, mobile }).where(eq(advisers.id, adviserId));
}

export async function updatePasswordHash(db: Db, adviserId: string, passwordHash: string) {
  await db.update(advisers).set({ passwordHash }).where(eq(advisers.id, adviserId));
}

/** Creates the profile row with defaults when missing, then applies `patch`. */
export async function upsertProfile(
  db: Db,
  adviserId: string,
  patch: Partial<SocialLinks> | ClientPageSettings | { noticeFirstOpen: boolean; noticeUnopened: boolean },
  at: Date,
): Promise<void> {
  const values = { ...patch, updatedAt: at };
  await db
    .insert(adviserProfiles)
    .values({ adviserId, ...values })
    .onConflictDoUpdate({ target: adviserProfiles.adviserId, set: values });
}

export async function findOpenRequest(db: Db, adviserId: string) {
  const [row] = await db
    .select()
    .from(rnfChangeRequests)
    .where(and(eq(rnfChangeRequests.adviserId, adviserId), isNull(rnfChangeRequests.closedAt)));
  return row ?? null;
}

/** Opens a request unless one is open; the partial unique index settles racing clicks. True when opened. */
export async function openRequest(db: Db, adviserId: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(rnfChangeRequests)
    .values({ adviserId, requestedAt: at })
    .onConflictDoNothing({
      target: rnfChangeRequests.adviserId,
      where: sql`${rnfChangeRequests.closedAt} is null`,
    })
    .returning({ id: rnfChangeRequests.id });
  return rows.length === 1;
}

export function listOpenRequests(db: Db) {
  return db
    .select({
      id: rnfChangeRequests.id,
      requestedAt: rnfChangeRequests.requestedAt,
      adviserId: advisers.id,
      email: advisers.email,
      name: advisers.name,
      rnf: advisers.rnf,
      rnfName: advisers.rnfName,
    })
    .from(rnfChangeRequests)
    .innerJoin(advisers, eq(advisers.id, rnfChangeRequests.adviserId))
    .where(isNull(rnfChangeRequests.closedAt))
    .orderBy(asc(rnfChangeRequests.requestedAt));
}

/** Closes the open requests `condition` picks (at most one an adviser); what it closed. */
const closeOpenRequests = (db: Db, condition: SQL, at: Date) =>
  db
    .update(rnfChangeRequests)
    .set({ closedAt: at })
    .where(and(condition, isNull(rnfChangeRequests.closedAt)))
    .returning({ id: rnfChangeRequests.id, adviserId: rnfChangeRequests.adviserId });

/** Closes an open request; the adviser's id when it was open, else null. */
export async function closeRequest(db: Db, id: string, at: Date): Promise<string | null> {
  const [row] = await closeOpenRequests(db, eq(rnfChangeRequests.id, id), at);
  return row?.adviserId ?? null;
}

/** The adviser behind a published link of that rnf, whatever its state (client page, issue 14). */
export async function findLinkAdviser(db: Db, rnf: string, linkId: string) {
  const [row] = await db
    .select({ adviser: advisers, profile: adviserProfiles })
    .from(publishedComparisons)
    .innerJoin(advisers, eq(advisers.id, publishedComparisons.adviserId))
    .leftJoin(adviserProfiles, eq(adviserProfiles.adviserId, advisers.id))
    .where(and(eq(publishedComparisons.id, linkId), eq(publishedComparisons.rnf, rnf)));
  return row ?? null;
}

export type AdviserDetailsPatch = Partial<Pick<typeof advisers.$inferInsert, 'rnf' | 'rnfName' | 'email'>>;

/** The advisers other than `adviserId` already holding that rnf or email (each null when free). */
export async function findDetailsHolders(db: Db, adviserId: string, rnf?: string, email?: string) {
  const holderOf = async (column: typeof advisers.rnf | typeof advisers.email, value?: string) => {
    if (value === undefined) return null;
    const [row] = await db.select({ id: advisers.id }).from(advisers).where(eq(column, value));
    return row && row.id !== adviserId ? row.id : null;
  };
  return { rnf: await holderOf(advisers.rnf, rnf), email: await holderOf(advisers.email, email) };
}

/**
 * Issue 31: applies an rnf, rnf name or email change and closes the adviser's open change request in
 * one transaction; returns the closed request's id (null when none was open). Published links keep the
 * rnf they were published under (`published_comparisons.rnf`), so their addresses stay valid.
 */
export async function applyDetailsChange(
  db: Db,
  adviserId: string,
  patch: AdviserDetailsPatch,
  at: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.update(advisers).set(patch).where(eq(advisers.id, adviserId));
    const [closed] = await closeOpenRequests(tx, eq(rnfChangeRequests.adviserId, adviserId), at);
    return closed?.id ?? null;
  });
}
