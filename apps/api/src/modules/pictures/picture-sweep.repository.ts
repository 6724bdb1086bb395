import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pictures, pictureUploads } from '../../db/schema.js';

// Issue 32 items 1 and 9: what the picture sweep reads and deletes, across every adviser.

/** Deletes pictures PUT but not recorded before `before`; their file names, for the files to go too. */
export async function deleteExpiredPending(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(pictures)
    .where(and(eq(pictures.status, 'uploaded'), lt(pictures.createdAt, before)))
    .returning({ fileName: pictures.fileName });
  return rows.map((r) => r.fileName);
}

/** Upload addresses that stopped working before `before` (used or not). */
export async function deleteDeadUploads(db: Db, before: Date): Promise<void> {
  await db.delete(pictureUploads).where(lt(pictureUploads.expiresAt, before));
}

/** Of `names`, those a picture row or a live upload address names. */
export async function findNamedFiles(db: Db, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const [listed, pending] = await Promise.all([
    db.select({ name: pictures.fileName }).from(pictures).where(inArray(pictures.fileName, names)),
    db
      .select({ name: pictureUploads.fileName })
      .from(pictureUploads)
      .where(inArray(pictureUploads.fileName, names)),
  ]);
  return new Set([...listed, ...pending].map((r) => r.name));
}
