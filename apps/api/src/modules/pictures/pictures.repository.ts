import { and, asc, eq, gt, inArray, isNull, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pictures, pictureUploads } from '../../db/schema.js';

export type PictureRow = typeof pictures.$inferSelect;

export async function insertUpload(db: Db, row: typeof pictureUploads.$inferInsert): Promise<void> {
  await db.insert(pictureUploads).values(row);
}

/** The adviser's upload addresses not used yet and still working at `now`. */
const openUploadsOf = (adviserId: string, now: Date) => [
  eq(pictureUploads.adviserId, adviserId),
  isNull(pictureUploads.usedAt),
  gt(pictureUploads.expiresAt, now),
];

/**
 * Uses an upload address: only the adviser it was made for, only once, only before it expires. One
 * conditional UPDATE, so of two racing PUTs exactly one gets the address.
 */
export async function claimUpload(db: Db, tokenHash: string, adviserId: string, now: Date) {
  const [row] = await db
    .update(pictureUploads)
    .set({ usedAt: now })
    .where(and(eq(pictureUploads.tokenHash, tokenHash), ...openUploadsOf(adviserId, now)))
    .returning({ type: pictureUploads.type, fileName: pictureUploads.fileName });
  return row ?? null;
}

/** The adviser's upload addresses of that type not used yet and still working, oldest first. */
export function findOpenUploads(db: Db, adviserId: string, type: string, now: Date) {
  return db
    .select({ tokenHash: pictureUploads.tokenHash, createdAt: pictureUploads.createdAt })
    .from(pictureUploads)
    .where(and(...openUploadsOf(adviserId, now), eq(pictureUploads.type, type)))
    .orderBy(asc(pictureUploads.createdAt));
}

export async function deleteUploads(db: Db, tokenHashes: string[]): Promise<void> {
  if (tokenHashes.length === 0) return;
  await db.delete(pictureUploads).where(inArray(pictureUploads.tokenHash, tokenHashes));
}

/** Bytes of every picture the adviser has stored, listed or pending (issue 32 item 1). */
export async function sumStoredBytes(db: Db, adviserId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(pictures.bytes) })
    .from(pictures)
    .where(eq(pictures.adviserId, adviserId));
  return Number(row?.total ?? 0);
}

export async function insertPicture(db: Db, row: typeof pictures.$inferInsert): Promise<void> {
  await db.insert(pictures).values(row);
}

/** The adviser's pictures of one type, every status, listed ones in their order. */
export function findPictures(db: Db, adviserId: string, type: string): Promise<PictureRow[]> {
  return db
    .select()
    .from(pictures)
    .where(and(eq(pictures.adviserId, adviserId), eq(pictures.type, type)))
    .orderBy(asc(pictures.position), asc(pictures.createdAt));
}

export async function findListedPicture(db: Db, fileName: string) {
  const [row] = await db
    .select({ contentType: pictures.contentType, adviserId: pictures.adviserId })
    .from(pictures)
    .where(and(eq(pictures.fileName, fileName), eq(pictures.status, 'listed')));
  return row ?? null;
}

export async function deletePictures(db: Db, adviserId: string, fileNames: string[]): Promise<void> {
  if (fileNames.length === 0) return;
  await db
    .delete(pictures)
    .where(and(eq(pictures.adviserId, adviserId), inArray(pictures.fileName, fileNames)));
}

/** Makes `fileNames` the adviser's list of that type, in that order, and drops the pictures left out. */
export async function replaceList(
  db: Db,
  adviserId: string,
  type: string,
  fileNames: string[],
  removed: string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await deletePictures(tx, adviserId, removed);
    for (const [position, fileName] of fileNames.entries())
      await tx
        .update(pictures)
        .set({ status: 'listed', position })
        .where(
          and(eq(pictures.adviserId, adviserId), eq(pictures.type, type), eq(pictures.fileName, fileName)),
        );
  });
}
