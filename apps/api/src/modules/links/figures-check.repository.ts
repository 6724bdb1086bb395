import type { FiguresChange } from '@portal/contracts';
import { and, desc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  datasetVersions,
  figuresChecks,
  publishedComparisons as links,
  publishedSnapshotHistory as history,
} from '../../db/schema.js';
import type { ComparisonSnapshot } from '../../db/schema-links.js';

/** The version in force on `today` for each comparison type (products.repository's rule, all at once). */
export function findVersionsInForce(db: Db, today: string) {
  return db
    .selectDistinctOn([datasetVersions.comparisonType], {
      id: datasetVersions.id,
      comparisonType: datasetVersions.comparisonType,
      effectiveDate: datasetVersions.effectiveDate,
    })
    .from(datasetVersions)
    .where(sql`${datasetVersions.effectiveDate} <= ${today}`)
    .orderBy(datasetVersions.comparisonType, desc(datasetVersions.effectiveDate), desc(datasetVersions.id));
}

/** The versions in force that no instance has claimed yet: one query, whatever the checks' history. */
export function findUncheckedVersions(db: Db, today: string) {
  const inForce = db.$with('in_force').as(findVersionsInForce(db, today));
  return db
    .with(inForce)
    .select()
    .from(inForce)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(figuresChecks)
          .where(eq(figuresChecks.versionId, inForce.id)),
      ),
    );
}

/** True for the one caller that claims `versionId` (the row's primary key decides, across instances). */
export async function claimFiguresCheck(db: Db, versionId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(figuresChecks)
    .values({ versionId, claimedAt: now })
    .onConflictDoNothing()
    .returning({ versionId: figuresChecks.versionId });
  return claimed.length === 1;
}

export async function finishFiguresCheck(
  db: Db,
  versionId: number,
  now: Date,
  counts: { linksChecked: number; linksChanged: number },
) {
  await db
    .update(figuresChecks)
    .set({ finishedAt: now, ...counts })
    .where(eq(figuresChecks.versionId, versionId));
}

/** The live links of a type, with what a check needs. */
export function findLiveLinksOfType(db: Db, comparisonType: string, now: Date) {
  return db
    .select({
      id: links.id,
      adviserId: links.adviserId,
      snapshot: links.snapshot,
      snapshotRevision: links.snapshotRevision,
    })
    .from(links)
    .where(and(eq(links.comparisonType, comparisonType), isNull(links.disabledAt), gt(links.expiresAt, now)));
}

/** Marks (or clears) a link's change, unless it was republished since it was read. */
export async function setFiguresChange(db: Db, id: string, revision: number, change: FiguresChange | null) {
  await db
    .update(links)
    .set({ figuresChange: change })
    .where(and(eq(links.id, id), eq(links.snapshotRevision, revision)));
}

/**
 * Issue 36: a link's new snapshot; the one it replaces goes to its history with the dates it was
 * shown. Applies only to the revision read (a concurrent republish wins once): false otherwise.
 */
export async function replaceSnapshot(
  db: Db,
  link: { id: string; revision: number; snapshot: ComparisonSnapshot; shownSince: Date },
  snapshot: ComparisonSnapshot,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(links)
      .set({
        snapshot,
        snapshotAt: now,
        snapshotRevision: link.revision + 1,
        figuresChange: null,
      })
      .where(and(eq(links.id, link.id), eq(links.snapshotRevision, link.revision)))
      .returning({ id: links.id });
    if (updated.length === 0) return false;
    await tx.insert(history).values({
      linkId: link.id,
      snapshot: link.snapshot,
      publishedAt: link.shownSince,
      replacedAt: now,
    });
    return true;
  });
}

/** The history dates of some links, newest first per link. */
export function findHistoryDates(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ linkId: history.linkId, publishedAt: history.publishedAt, replacedAt: history.replacedAt })
    .from(history)
    .where(sql`${history.linkId} in ${ids}`)
    .orderBy(desc(history.replacedAt));
}
