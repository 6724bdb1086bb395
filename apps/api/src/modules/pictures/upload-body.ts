import { DEV_CODES, PICTURE_MESSAGES as M } from '@portal/contracts';
import { HttpError } from '../../platform/http-error.js';

const BOUNDARY = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i;

/**
 * The file of an upload. spec 002 §7 sends the file itself with PUT; a client that wraps it in
 * multipart/form-data is understood too, but only with exactly one file in it (spec 002 §5 'One file
 * per upload', §8 'Only accept 1 file per uploaded'). Nothing here trusts a declared type or name.
 */
export function extractUploadedFile(body: Buffer, contentType: string | undefined): Buffer {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return body;
  const match = BOUNDARY.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new HttpError(400, M.notAnImage, DEV_CODES.pictureInvalid);
  const files = fileParts(body, boundary);
  if (files.length > 1) throw new HttpError(400, M.oneFileOnly, DEV_CODES.oneFileOnly);
  const [file] = files;
  if (!file) throw new HttpError(400, M.notAnImage, DEV_CODES.pictureInvalid);
  return file;
}

/** RFC 7578 parts whose Content-Disposition names a filename, as byte ranges of `body`. */
function fileParts(body: Buffer, boundary: string): Buffer[] {
  const opening = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  const files: Buffer[] = [];
  let at = body.indexOf(opening);
  if (at === -1) return files;
  at += opening.length;
  // Each part begins after a delimiter line; '--' right after the delimiter closes the body.
  while (at < body.length && body.subarray(at, at + 2).toString('latin1') !== '--') {
    const next = body.indexOf(between, at);
    if (next === -1) break;
    const part = body.subarray(at, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1 && /filename\*?=/i.test(part.subarray(0, headerEnd).toString('latin1')))
      files.push(part.subarray(headerEnd + 4));
    at = next + between.length;
  }
  return files;
}
