import {
  DEV_CODES,
  MAX_PENDING_PICTURES_PER_TYPE,
  MAX_PICTURES_PER_TYPE,
  PENDING_PICTURE_MINUTES,
  PICTURE_FILE_NAME,
  PICTURE_MESSAGES as M,
  PICTURE_PATHS,
  UPLOAD_URL_MINUTES,
  pictureFileNameOf,
  type GetArrayReply,
  type GetUploadReply,
  type PictureType,
  type UploadPictureReply,
} from '@portal/contracts';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { inTransaction, lockAdviser } from '../../db/transaction.js';
import { randomToken, sha256Hex } from '../../platform/crypto.js';
import { HttpError } from '../../platform/http-error.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import { cleanPicture } from './picture-image.js';
import { signPictureUrl } from './picture-url.js';
import * as repo from './pictures.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'storage'>;

const deleteFirst = () => new HttpError(400, M.deleteFirst, DEV_CODES.pictureLimit);
// Another adviser's picture answers exactly like one that does not exist (ARCHITECTURE §3).
const unknownPicture = () => new HttpError(404, M.unknownPicture, DEV_CODES.notFound);
const uploadUrlInvalid = () => new HttpError(404, M.uploadUrlInvalid, DEV_CODES.uploadUrlInvalid);

const listedOf = (rows: repo.PictureRow[]) => rows.filter((r) => r.status === 'listed');

/** spec 002 §7 get-array-{type}: the adviser's pictures of that type, in order, behind signed addresses. */
export async function listPictures(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  adviserId: string,
  type: PictureType,
  msg = '',
) {
  const now = deps.clock.now();
  const pictures = listedOf(await repo.findPictures(deps.db, adviserId, type)).map((p) => ({
    fileName: p.fileName,
    url: signPictureUrl(deps.config.jwtSecret, p.fileName, now),
  }));
  return { success: true, arr: pictures.map((p) => p.url), msg, pictures } satisfies GetArrayReply;
}

/** Removes files whose rows are gone. After the commit: a crash between leaves files the sweep removes. */
async function deleteFiles(deps: Pick<AppDeps, 'storage'>, fileNames: string[]): Promise<void> {
  for (const name of fileNames) await deps.storage.delete(name);
}

/**
 * spec 002 §7 get-upload-{type}: a one-time upload address for this adviser and type, for minutes.
 * Issue 32 item 1: pending uploads count too. With three listed the answer is 'delete first'; else
 * the oldest pending ones (open addresses, pictures PUT but not recorded, and any past their time)
 * are dropped so that at most MAX_PENDING_PICTURES_PER_TYPE stay, this new address included. The
 * adviser's row is held meanwhile, so racing requests cannot each keep their own.
 */
export async function createUploadUrl(
  deps: Deps,
  adviserId: string,
  type: PictureType,
): Promise<GetUploadReply> {
  const now = deps.clock.now();
  // 256 random bits in the address, only the hash stored; the file gets a separate random name.
  const token = randomToken(32);
  const fileName = randomToken(16);
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_MINUTES * 60_000);
  const dropped = await inTransaction(deps, async (tx) => {
    await lockAdviser(tx.db, adviserId);
    const existing = await repo.findPictures(tx.db, adviserId, type);
    if (listedOf(existing).length >= MAX_PICTURES_PER_TYPE) throw deleteFirst();
    const staleBefore = now.getTime() - PENDING_PICTURE_MINUTES * 60_000;
    const pending = [
      ...existing
        .filter((p) => p.status === 'uploaded')
        .map((p) => ({ fileName: p.fileName, tokenHash: null, at: p.createdAt.getTime() })),
      ...(await repo.findOpenUploads(tx.db, adviserId, type, now)).map((u) => ({
        fileName: null,
        tokenHash: u.tokenHash,
        at: u.createdAt.getTime(),
      })),
    ].sort((x, y) => x.at - y.at);
    const keep = MAX_PENDING_PICTURES_PER_TYPE - 1;
    const drop = pending.filter((p, i) => p.at < staleBefore || i < pending.length - keep);
    const files = drop.flatMap((p) => (p.fileName ? [p.fileName] : []));
    await repo.deletePictures(tx.db, adviserId, files);
    await repo.deleteUploads(
      tx.db,
      drop.flatMap((p) => (p.tokenHash ? [p.tokenHash] : [])),
    );
    await repo.insertUpload(tx.db, {
      tokenHash: sha256Hex(token),
      adviserId,
      type,
      fileName,
      createdAt: now,
      expiresAt,
    });
    return files;
  });
  await deleteFiles(deps, dropped);
  return { url: PICTURE_PATHS.upload.replace(':token', token), fileName, expiresAt: expiresAt.toISOString() };
}

/**
 * The PUT: checks the address, then the picture, then stores the clean re-encoded copy. Issue 32
 * item 1: under the adviser's row lock, the picture must fit the three listed, the pending allowance
 * and the adviser's byte budget (PICTURE_BUDGET_MB), so racing PUTs cannot overshoot any of them.
 */
export async function receiveUpload(
  deps: Deps,
  adviserId: string,
  token: string,
  file: Buffer,
  meta: RequestMeta,
): Promise<UploadPictureReply> {
  const now = deps.clock.now();
  const upload = await repo.claimUpload(deps.db, sha256Hex(token), adviserId, now);
  if (!upload) throw uploadUrlInvalid();
  const type = upload.type as PictureType;
  let isStored = false;
  try {
    // Said before the picture is decoded, as before; checked again under the lock below.
    if (listedOf(await repo.findPictures(deps.db, adviserId, type)).length >= MAX_PICTURES_PER_TYPE)
      throw deleteFirst();
    const clean = await cleanPicture(type, file);
    await inTransaction(deps, async (tx) => {
      await lockAdviser(tx.db, adviserId);
      const existing = await repo.findPictures(tx.db, adviserId, type);
      const pendingCount = existing.filter((p) => p.status === 'uploaded').length;
      if (listedOf(existing).length >= MAX_PICTURES_PER_TYPE || pendingCount >= MAX_PENDING_PICTURES_PER_TYPE)
        throw deleteFirst();
      const usedBytes = await repo.sumStoredBytes(tx.db, adviserId);
      if (usedBytes + clean.body.length > deps.config.pictureBudgetBytes) throw deleteFirst();
      // Written while the lock is held, before the row: a crash leaves a file no row names, which the
      // sweep removes, never a row without its file.
      await deps.storage.put(upload.fileName, clean.body, clean.contentType);
      isStored = true;
      await repo.insertPicture(tx.db, {
        adviserId,
        type,
        fileName: upload.fileName,
        status: 'uploaded',
        contentType: clean.contentType,
        width: clean.width,
        height: clean.height,
        bytes: clean.body.length,
        createdAt: now,
      });
      await recordAudit(tx, AUDIT_EVENTS.pictureUploaded, meta, {
        adviserId,
        details: { type, fileName: upload.fileName, width: clean.width, height: clean.height },
      });
    });
    return {
      success: true,
      fileName: upload.fileName,
      width: clean.width,
      height: clean.height,
      contentType: clean.contentType,
    };
  } catch (error) {
    if (isStored) await deps.storage.delete(upload.fileName).catch(() => undefined);
    if (error instanceof HttpError)
      await recordAudit(deps, AUDIT_EVENTS.pictureRefused, meta, {
        adviserId,
        details: { type, reason: error.message, bytes: file.length },
      });
    throw error;
  }
}

/**
 * spec 002 §7 managePic: `arr` is the whole list of that type after the change. Entries may be
 * fileNames or the addresses get-array gave. A fresh upload in the list is recorded; a listed picture
 * left out is deleted with its file. Only the adviser's own pictures can appear. Issue 32 items 2 and
 * 6: read, checked, changed and audited in one transaction holding the adviser's row, so racing
 * changes take turns (three stay three) and a failed audit row undoes the change.
 */
export async function managePictures(
  deps: Deps,
  adviserId: string,
  type: PictureType,
  arr: string[],
  meta: RequestMeta,
): Promise<GetArrayReply> {
  const names = arr.map(pictureFileNameOf);
  if (names.some((n) => !PICTURE_FILE_NAME.test(n))) throw unknownPicture();
  if (new Set(names).size !== names.length) throw new HttpError(400, M.uploadFailed, DEV_CODES.validation);
  if (names.length > MAX_PICTURES_PER_TYPE) throw deleteFirst();
  const removedNames = await inTransaction(deps, async (tx) => {
    await lockAdviser(tx.db, adviserId);
    const own = new Map((await repo.findPictures(tx.db, adviserId, type)).map((p) => [p.fileName, p]));
    if (names.some((n) => !own.has(n))) throw unknownPicture();
    const added = names.filter((n) => own.get(n)?.status === 'uploaded');
    if (added.length > 1) throw new HttpError(400, M.oneFileOnly, DEV_CODES.oneFileOnly);
    const removed = [...own.values()]
      .filter((p) => p.status === 'listed' && !names.includes(p.fileName))
      .map((p) => p.fileName);
    await repo.replaceList(tx.db, adviserId, type, names, removed);
    await recordAudit(tx, AUDIT_EVENTS.picturesChanged, meta, {
      adviserId,
      details: {
        type,
        added: added.join(',') || null,
        removed: removed.join(',') || null,
        count: names.length,
      },
    });
    return removed;
  });
  await deleteFiles(deps, removedNames);
  return listPictures(deps, adviserId, type, M.updated);
}

/** The bytes of a listed picture, for the signed address; null when it is gone. */
export async function readPicture(deps: Deps, fileName: string) {
  if (!PICTURE_FILE_NAME.test(fileName)) return null;
  const row = await repo.findListedPicture(deps.db, fileName);
  if (!row) return null;
  const body = await deps.storage.get(fileName);
  return body ? { body, contentType: row.contentType } : null;
}

/** The signed address of a listed avatar of the adviser: the chosen one, else the first. */
export async function avatarUrlFor(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  adviserId: string,
  chosen: string | null,
  basePath?: string,
): Promise<string | null> {
  const listed = listedOf(await repo.findPictures(deps.db, adviserId, 'avatarURL'));
  const picture = listed.find((p) => p.fileName === chosen) ?? listed[0];
  return picture ? signPictureUrl(deps.config.jwtSecret, picture.fileName, deps.clock.now(), basePath) : null;
}

/** True when `fileName` is one of the adviser's listed avatars (client page choice). */
export async function isOwnAvatar(
  deps: Pick<AppDeps, 'db'>,
  adviserId: string,
  fileName: string,
): Promise<boolean> {
  const listed = listedOf(await repo.findPictures(deps.db, adviserId, 'avatarURL'));
  return listed.some((p) => p.fileName === fileName);
}
