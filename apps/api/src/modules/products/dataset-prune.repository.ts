import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { datasetVersions } from '../../db/schema.js';

/**
 * Every version of a type, in the order that decides which is in force (findCurrentVersion): the
 * latest effective date first, then the latest import.
 */
export function findVersionsByPrecedence(db: Db, type: string) {
  return db
    .select({ id: datasetVersions.id, effectiveDate: datasetVersions.effectiveDate })
    .from(datasetVersions)
    .where(eq(datasetVersions.comparisonType, type))
    .orderBy(desc(datasetVersions.effectiveDate), desc(datasetVersions.id));
}

/**
 * Removes versions with everything that belongs to them: product info, premium rows and illustration
 * values go by their foreign keys' ON DELETE CASCADE. Plans and insurers are shared and stay. One
 * transaction: a failure removes nothing.
 */
export async function deleteVersions(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.delete(datasetVersions).where(inArray(datasetVersions.id, [...ids]));
  });
}
