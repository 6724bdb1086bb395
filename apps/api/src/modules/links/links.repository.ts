import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advisers, publishedComparisons } from '../../db/schema.js';
import type { ComparisonSnapshot } from '../../db/schema-links.js';
export type { ComparisonSnapshot };

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
 * The small, changeable columns of a live link whose rnf matches; nothing for a miss. A read only:
 * the view itself is written later, in a batch (issue 9, view-recorder.ts).
 */
export async function findLiveLink(db: Db, rnf: string, id: string, now: Date) {
  const [row] = await db
    .select({
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
      snapshotAt: t.snapshotAt,
      snapshotRevision: t.snapshotRevision,
      isStale: sql<boolean>`${t.figuresChange} is not null`,
    })
    .from(t)
    .where(and(eq(t.id, id), eq(t.rnf, rnf), isNull(t.disabledAt), gt(t.expiresAt, now)));
  return row ?? null;
}

/**
 * Appends view times (ISO strings, oldest first) in one write, keeping the latest `keep`, and counts
 * `opens` of them (issue 36). True when these are the link's first opens (one caller across instances).
 */
export async function appendViews(
  db: Db,
  id: string,
  times: string[],
  keep: number,
  opens = times.length,
): Promise<boolean> {
  const merged = sql`(${t.lastViewed} || ${JSON.stringify(times)}::jsonb)`;
  const first = times[0] ?? new Date(0).toISOString();
  const [row] = await db
    .update(t)
    .set({
      lastViewed: sql`(select coalesce(jsonb_agg(v order by n), '[]'::jsonb)
        from jsonb_array_elements(${merged}) with ordinality as e(v, n)
        where n > jsonb_array_length(${merged}) - ${keep})`,
      openCount: sql`${t.openCount} + ${opens}`,
      firstOpenedAt: sql`coalesce(${t.firstOpenedAt}, ${first}::timestamptz)`,
    })
    .where(eq(t.id, id))
    .returning({ isFirst: sql<boolean>`${t.firstOpenedAt} = ${first}::timestamptz` });
  return row?.isFirst === true;
}

export async function findSnapshot(db: Db, id: string): Promise<ComparisonSnapshot | null> {
  const [row] = await db.select({ snapshot: t.snapshot }).from(t).where(eq(t.id, id));
  return row?.snapshot ?? null;
}
