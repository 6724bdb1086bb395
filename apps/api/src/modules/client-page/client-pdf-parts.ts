import type { PublicAdviser, PublicComparison } from '@portal/contracts';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps.js';
import { readPicture } from '../pictures/pictures.service.js';
import { comparisonTitleOf } from './client-page-text.js';

/** The photo's side in the PDF's JPEG: twice its 56 pt, sharp on a phone and small in the file. */
const PHOTO_PX = 160;

/**
 * Issue 36: the adviser's photo, as the client's page shows it (`pictureUrl` is its signed address),
 * made a small square JPEG for the PDF; null without one or when it cannot be read.
 */
export async function adviserPhotoJpeg(
  deps: AppDeps,
  adviser: PublicAdviser | null,
): Promise<Uint8Array | null> {
  if (!adviser?.pictureUrl) return null;
  const fileName = decodeURIComponent(
    new URL(adviser.pictureUrl, 'http://page').pathname.split('/').pop() ?? '',
  );
  const found = await readPicture(deps, fileName);
  if (!found) return null;
  try {
    return await sharp(found.body)
      .resize(PHOTO_PX, PHOTO_PX, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** An ASCII file name for the download: "Term-comparison-Tan-Mei-Ling.pdf". */
export function pdfFileName(c: PublicComparison): string {
  const words = `${comparisonTitleOf(c)} comparison ${c.clientName}`.match(/[A-Za-z0-9]+/g) ?? ['comparison'];
  return `${words.join('-').slice(0, 80)}.pdf`;
}
