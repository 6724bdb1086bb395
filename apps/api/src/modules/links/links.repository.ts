import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advisers, publishedComparisons } from '../../db/schema.js';
import type { ComparisonSnapshot } from '../../db/schema-links.js';

export type PublishedRow = typeof publishedComparisons.$inferSelect;
export type NewPublishedRow = typeof publishedComparisons.$inferInsert;

export async function findAdviserCard(db: Db, adviserId: string) {
  const [row] = await db
    .select({ name: advisers.name, rnf: advisers.rnf })
    .from(advisers)
    .where(eq(advisers.id, adviserId));
  return row ?? null;
}

export async function insertPublished(db: Db, values: NewPublishedRow): Promise<void> {
  await db.insert(publishedComparisons).values(values);
}

export function findPublishedByAdviser(db: Db, adviserId: string): Promise<PublishedRow[]> {
  return db
    .select()
    .from(publishedComparisons)
    .where(eq(publishedComparisons.adviserId, adviserId))
    .orderBy(desc(publishedComparisons.createdAt));
}

/** Scoped by adviser: another adviser's id finds nothing, exactly like a missing one. */
export async function findOwnPublished(db: Db, adviserId: string, id: string): Promise<PublishedRow | null> {
  const [row] = await db
    .select()
    .from(publishedComparisons)
    .where(and(eq(publishedComparisons.id, id), eq(publishedComparisons.adviserId, adviserId)));
  return row ?? null;
}

export async function updatePublished(
  db: Db,
  id: string,
  patch: Partial<
    Pick<
      PublishedRow,
      'clientName' | 'clientDescription' | 'advisorRecommendation' | 'expiresAt' | 'disabledAt'
    >
  >,
): Promise<void> {
  await db.update(publishedComparisons).set(patch).where(eq(publishedComparisons.id, id));
}

const t = publishedComparisons;

/**
 * Issue 6: one round trip per client view. Records the view (keeping the latest `keep`) only when the
 * link is live and the rnf matches, and returns the small, changeable columns; nothing for a miss.
 */
export async function recordView(db: Db, rnf: string, id: string, now: Date, keep: number) {
  const [row] = await db
    .update(t)
    .set({
      lastViewed: sql`(case when jsonb_array_length(${t.lastViewed}) >= ${keep}
        then ${t.lastViewed} - 0 else ${t.lastViewed} end) || jsonb_build_array(${now.toISOString()}::text)`,
    })
    .where(and(eq(t.id, id), eq(t.rnf, rnf), isNull(t.disabledAt), gt(t.expiresAt, now)))
    .returning({
      rnf: t.rnf,
      comparisonType: t.comparisonType,
      clientName: t.clientName,
      advisorRecommendation: t.advisorRecommendation,
      clientGender: t.clientGender,
      clientSmoker: t.clientSmoker,
      clientAlb: t.clientAlb,
      colorScheme: t.colorScheme,
      componentTheme: t.componentTheme,
      createdAt: t.createdAt,
      expiresAt: t.expiresAt,
    });
  return row ?? null;
}

export async function findSnapshot(db: Db, id: string): Promise<ComparisonSnapshot | null> {
  const [row] = await db.select({ snapshot: t.snapshot }).from(t).where(eq(t.id, id));
  return row?.snapshot ?? null;
}
