import { getSession } from './session';
import { STORAGE_KEYS, readStoredSession } from './storage';

// Issue 32 item 5 (ADR 0041): on a shared browser, what one adviser typed never reaches the next. Every
// item of an adviser's work (calculator inputs, the comparison insured and last searches, the card draft,
// the Life Goals plan and recent clients) is read and written through here. It belongs to the adviser
// whose session the browser holds (`portal.session`): a tab whose own adviser is no longer that one
// (signed out in any tab, or another adviser signed in) reads nothing and writes nothing.

let ownerCache: { raw: string | null; email: string | null } = { raw: null, email: null };

/** The adviser the browser's stored session names (lower-cased email), parsed again only on a change. */
function storedOwner(): string | null {
  const raw = localStorage.getItem(STORAGE_KEYS.session);
  if (raw !== ownerCache.raw)
    ownerCache = { raw, email: readStoredSession()?.userDetails.email.toLowerCase() ?? null };
  return ownerCache.email;
}

/** True while this tab is signed in as the adviser whose work the browser's storage holds. */
export function isStorageOwner(): boolean {
  const session = getSession();
  if (!session) return false;
  const owner = storedOwner();
  return owner !== null && owner === session.userDetails.email.toLowerCase();
}

export function readAdviserItem(storage: Storage, key: string): string | null {
  return isStorageOwner() ? storage.getItem(key) : null;
}

/** Writes only for the storage's own adviser; a signed-out tab writes nothing (returns false). */
export function writeAdviserItem(storage: Storage, key: string, value: string): boolean {
  if (!isStorageOwner()) return false;
  storage.setItem(key, value);
  return true;
}

export function removeAdviserItem(storage: Storage, key: string): void {
  if (isStorageOwner()) storage.removeItem(key);
}
