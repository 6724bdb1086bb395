import {
  MAX_PICTURE_BYTES,
  PICTURE_LIMITS,
  PICTURE_MESSAGES as M,
  type PictureType,
} from '@portal/contracts';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png'];

/**
 * spec 002 §5 Images, checked in the browser before anything is sent so the adviser hears at once.
 * The server checks the same rules on the decoded file (a renamed file is judged by its content there).
 * Returns the message to show, or null when the picture may be uploaded.
 */
export function checkPictureSize(type: PictureType, width: number, height: number): string | null {
  const limits = PICTURE_LIMITS[type];
  if (type === 'avatarURL') {
    if (width > limits.maxWidth || height > limits.maxHeight) return M.avatarTooLarge;
    if (width !== height) return M.avatarNotSquare;
    return null;
  }
  if (width > limits.maxWidth || height > limits.maxHeight) return M.backgroundTooLarge;
  if (width !== 2 * height) return M.backgroundRatio;
  return null;
}

async function readImageSize(file: File): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Issue 31: what to do with a chosen file. A JPEG or PNG the browser can read that breaks a size,
 * shape or 2 MB rule is offered the crop (`reason` says which rule); one that keeps them is uploaded as
 * it is; anything else gets the refusal to show.
 */
export type PictureStep =
  { kind: 'upload' } | { kind: 'crop'; reason: string } | { kind: 'refuse'; message: string };

export async function choosePictureStep(type: PictureType, file: File): Promise<PictureStep> {
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return { kind: 'refuse', message: M.notAnImage };
  const size = await readImageSize(file);
  const isTooBig = file.size > MAX_PICTURE_BYTES;
  if (!size) {
    // A file the browser cannot decode is left to the server, which answers with its own reason.
    return isTooBig ? { kind: 'refuse', message: M.fileTooLarge } : { kind: 'upload' };
  }
  const problem = checkPictureSize(type, size.width, size.height) ?? (isTooBig ? M.fileTooLarge : null);
  return problem ? { kind: 'crop', reason: problem } : { kind: 'upload' };
}
