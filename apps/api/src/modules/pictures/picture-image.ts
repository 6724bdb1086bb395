import {
  DEV_CODES,
  MAX_PICTURE_BYTES,
  PICTURE_LIMITS,
  PICTURE_MESSAGES as M,
  type PictureType,
} from '@portal/contracts';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../../platform/http-error.js';

export interface CleanPicture {
  body: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

const refuse = (message: string, status = 400) => new HttpError(status, message, DEV_CODES.pictureInvalid);

/** spec 002 §5 Images: the size and ratio rules of each type, on the picture as it will be shown. */
export function checkDimensions(type: PictureType, width: number, height: number): void {
  const limit = PICTURE_LIMITS[type];
  if (type === 'avatarURL') {
    if (width > limit.maxWidth || height > limit.maxHeight) throw refuse(M.avatarTooLarge);
    if (width !== height) throw refuse(M.avatarNotSquare);
    return;
  }
  if (width > limit.maxWidth || height > limit.maxHeight) throw refuse(M.backgroundTooLarge);
  if (width !== 2 * height) throw refuse(M.backgroundRatio);
}

/**
 * Issue 14: decodes the upload with sharp and re-encodes it. The format comes from the content, never
 * the name or the declared type (a PNG called .jpg is a PNG). Only the header is read before the rules
 * pass, so a small file claiming huge dimensions is refused before any pixel is decoded. The output
 * carries no metadata: EXIF (camera, GPS location), XMP, ICC and comments are dropped, and the EXIF
 * orientation is applied to the pixels first so the picture still stands the right way up.
 */
export async function cleanPicture(type: PictureType, input: Buffer): Promise<CleanPicture> {
  if (input.length > MAX_PICTURE_BYTES) throw refuse(M.fileTooLarge, 413);
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw refuse(M.notAnImage);
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') throw refuse(M.notAnImage);
  const { width, height } = meta.autoOrient;
  checkDimensions(type, width, height);

  const limit = PICTURE_LIMITS[type];
  const decoder = sharp(input, {
    failOn: 'error',
    limitInputPixels: limit.maxWidth * limit.maxHeight,
    autoOrient: true,
    // An animated PNG keeps its first frame only.
    pages: 1,
  });
  try {
    const encoded =
      meta.format === 'png'
        ? await decoder.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
        : await decoder.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return {
      body: encoded.data,
      contentType: meta.format === 'png' ? 'image/png' : 'image/jpeg',
      width: encoded.info.width,
      height: encoded.info.height,
    };
  } catch {
    throw refuse(M.notAnImage);
  }
}
