import { PICTURE_PATHS } from '@portal/contracts';
import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../../platform/crypto.js';

// ADR 0016: a picture is served only behind an address signed with a key derived from JWT_SECRET and
// carrying its expiry. The expiry is rounded to the hour, so the address of a picture stays the same
// for an hour (browser caches work) and every address dies within PICTURE_URL_HOURS.
const PICTURE_URL_HOURS = 12;
const HOUR_MS = 3_600_000;

const keys = new Map<string, Buffer>();
function signingKey(jwtSecret: string): Buffer {
  let key = keys.get(jwtSecret);
  if (!key) {
    // A key of its own: a picture signature can never stand in for any other token.
    key = createHash('sha256').update(`picture-url:${jwtSecret}`).digest();
    keys.set(jwtSecret, key);
  }
  return key;
}

const signatureOf = (jwtSecret: string, fileName: string, expSeconds: number) =>
  createHmac('sha256', signingKey(jwtSecret)).update(`${fileName}.${expSeconds}`).digest('base64url');

/** Where the portal serves pictures; the client's page serves the same ones under its own prefix. */
export const API_PICTURES_BASE = PICTURE_PATHS.picture.replace('/:fileName', '');

/**
 * The picture's address for the next hours: path and query only, same origin as the page showing it.
 * `basePath` is the API's by default; the client's page passes its own (a proxy may forward only it).
 */
export function signPictureUrl(
  jwtSecret: string,
  fileName: string,
  now: Date,
  basePath = API_PICTURES_BASE,
): string {
  const hourStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const exp = (hourStart + PICTURE_URL_HOURS * HOUR_MS) / 1000;
  return `${basePath}/${fileName}?exp=${exp}&sig=${signatureOf(jwtSecret, fileName, exp)}`;
}

/** True when `sig` was made by signPictureUrl for this fileName and `exp` has not passed. */
export function isPictureSignatureValid(
  jwtSecret: string,
  fileName: string,
  exp: number,
  sig: string,
  now: Date,
): boolean {
  if (!Number.isSafeInteger(exp) || exp * 1000 <= now.getTime()) return false;
  return safeEqual(signatureOf(jwtSecret, fileName, exp), sig);
}
