import { insuredSchema, type Insured } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { readAdviserItem, writeAdviserItem } from './adviser-storage';
import { subscribeSession } from './session';
import { STORAGE_KEYS } from './storage';

// spec 000 §3 comparisonInsured, shared by the insured details screen and every comparison screen.
// Issue 9: kept per browser, not per tab (localStorage), so a tool opened in a new tab has it; sign-out
// and session expiry clear it with the rest of the storage (storage.ts clearSessionStorage).

const listeners = new Set<() => void>();
let cached: { raw: string | null; insured: Insured | null } = { raw: null, insured: null };

export function readInsured(): Insured | null {
  const raw = readAdviserItem(localStorage, STORAGE_KEYS.comparisonInsured);
  if (raw === cached.raw) return cached.insured;
  let insured: Insured | null;
  try {
    const parsed = insuredSchema.safeParse(raw === null ? null : JSON.parse(raw));
    insured = parsed.success ? parsed.data : null;
  } catch {
    insured = null;
  }
  cached = { raw, insured };
  return insured;
}

const emit = () => {
  for (const listener of listeners) listener();
};

export function writeInsured(insured: Insured): void {
  if (writeAdviserItem(localStorage, STORAGE_KEYS.comparisonInsured, JSON.stringify(insured))) emit();
}

/**
 * Another tab changed the insured, or cleared the storage at sign-out (key null): every open tab
 * shows the same insured. The storage event never fires in the tab that made the change.
 */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.comparisonInsured) emit();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(onChange);
  // Sign-out in this tab clears the storage without a storage event: re-read when the session changes.
  const unsubscribeSession = subscribeSession(onChange);
  return () => {
    unsubscribeSession();
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useInsured(): Insured | null {
  return useSyncExternalStore(subscribe, readInsured);
}

/**
 * Issue 31: the history state the insured details page hands back to the comparison it returns to, so
 * the tool searches again with its kept criteria for the new insured.
 */
export type InsuredChangedState = { insuredChanged: true };
export const INSURED_CHANGED_STATE: InsuredChangedState = { insuredChanged: true };
export const isInsuredChangedState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'insuredChanged' in state && state.insuredChanged === true;

/** The query parameter that carries the from-compare marker (spec 000 §2.7). */
export const FROM_COMPARE_PARAM = 'from';
export const insuredDetailsPathFrom = (comparisonPath: string) =>
  `/comparison/insuredDetails?${FROM_COMPARE_PARAM}=${encodeURIComponent(comparisonPath)}`;

/**
 * The comparison to return to after the insured is entered: only a comparison route of this app, so
 * the marker cannot send the adviser anywhere else (`//host`, `https:`, the insured page itself).
 */
export function comparisonReturnPath(marker: string | null): string | null {
  if (!marker || !/^\/comparison\/[A-Za-z0-9]+$/.test(marker)) return null;
  return marker === '/comparison/insuredDetails' ? null : marker;
}

/**
 * Issue 31: the page Change Insured returns to: a comparison, or one of the four journeys (spec 000
 * §2.2), which shows the insured too. Anything else is refused as above.
 */
export function insuredReturnPath(marker: string | null): string | null {
  if (marker && /^\/journeys\/[A-Za-z0-9]+$/.test(marker)) return marker;
  return comparisonReturnPath(marker);
}
