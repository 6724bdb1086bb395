import { insuredSchema, type Insured } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage';

// spec 000 §3 comparisonInsured: held in sessionStorage for the adviser's browser session, shared by
// the insured details screen and every comparison screen.

const listeners = new Set<() => void>();
let cached: { raw: string | null; insured: Insured | null } = { raw: null, insured: null };

export function readInsured(): Insured | null {
  const raw = sessionStorage.getItem(STORAGE_KEYS.comparisonInsured);
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

export function writeInsured(insured: Insured): void {
  sessionStorage.setItem(STORAGE_KEYS.comparisonInsured, JSON.stringify(insured));
  for (const listener of listeners) listener();
}

export function useInsured(): Insured | null {
  return useSyncExternalStore((onChange) => {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  }, readInsured);
}

/** The query parameter that carries the from-compare marker (spec 000 §2.7). */
export const FROM_COMPARE_PARAM = 'from';
export const insuredDetailsPathFrom = (comparisonPath: string) =>
  `/comparison/insuredDetails?${FROM_COMPARE_PARAM}=${encodeURIComponent(comparisonPath)}`;
