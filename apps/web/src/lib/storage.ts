import { uiSettingsSchema, userDetailsSchema, type UiSettings } from '@portal/contracts';
import { z } from 'zod';

/**
 * Every browser storage key of the app, in one place. The access JWT is never stored (memory only,
 * see token.ts); the refresh token is an httpOnly cookie the page cannot read.
 */
export const STORAGE_KEYS = {
  /** localStorage: userDetails + sessionEndsAt of the signed-in adviser. */
  session: 'portal.session',
  /** localStorage: the adviser's display settings (spec 000 §3 userUiSettings). */
  uiSettings: 'portal.userUiSettings',
  /** localStorage: ripple on/off; kept in this browser only, not part of the saved theme. */
  ripple: 'portal.ripple',
  /** sessionStorage: the pending 2FA challenge, so a reload of /otp keeps working. */
  pendingChallenge: 'portal.pendingChallenge',
  /** localStorage: each calculator tab's inputs as typed (spec 000 §3 "Calculator inputs"). */
  calculators: {
    pv: 'portal.calculator.pv',
    fv: 'portal.calculator.fv',
    pmt: 'portal.calculator.pmt',
    rate: 'portal.calculator.rate',
    irr: 'portal.calculator.irr',
    xirr: 'portal.calculator.xirr',
  },
  /** localStorage: the comparison insured, one per browser until sign-out (spec 000 §3, issue 9). */
  comparisonInsured: 'portal.comparisonInsured',
  /** sessionStorage prefix + comparison type: the last search of a tool that re-runs for a new insured. */
  lastComparisonSearch: 'portal.lastComparisonSearch.',
  /** localStorage: the contact card being designed (spec 000 §3 "Contact card"), kept between visits. */
  contactCard: 'portal.contactCard',
} as const;

export const storedSessionSchema = z.object({
  userDetails: userDetailsSchema,
  sessionEndsAt: z.string(),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

export const pendingChallengeSchema = z.object({
  id: z.string(),
  qrCodeSetupReq: z.boolean(),
  qrCodeDataURL: z.string().optional(),
  otpauthUrl: z.string().optional(),
  /** Epoch ms when the 2FA countdown ends; null while the adviser is setting up the authenticator. */
  deadlineMs: z.number().nullable(),
});
export type PendingChallenge = z.infer<typeof pendingChallengeSchema>;

function readJson<T>(storage: Storage, key: string, schema: z.ZodType<T>): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}

export const readStoredSession = () => readJson(localStorage, STORAGE_KEYS.session, storedSessionSchema);
export const writeStoredSession = (session: StoredSession) =>
  writeJson(localStorage, STORAGE_KEYS.session, session);

export const readStoredUiSettings = (): UiSettings | null =>
  readJson(localStorage, STORAGE_KEYS.uiSettings, uiSettingsSchema);
export const writeStoredUiSettings = (settings: UiSettings) =>
  writeJson(localStorage, STORAGE_KEYS.uiSettings, settings);

export const readStoredRipple = (): boolean => localStorage.getItem(STORAGE_KEYS.ripple) !== 'false';
export const writeStoredRipple = (isOn: boolean) => localStorage.setItem(STORAGE_KEYS.ripple, String(isOn));

export const readPendingChallenge = () =>
  readJson(sessionStorage, STORAGE_KEYS.pendingChallenge, pendingChallengeSchema);
export const writePendingChallenge = (challenge: PendingChallenge) =>
  writeJson(sessionStorage, STORAGE_KEYS.pendingChallenge, challenge);
export const clearPendingChallenge = () => sessionStorage.removeItem(STORAGE_KEYS.pendingChallenge);

/** Logout and session expiry clear the browser storage (spec 000 §4.2 and §8), ripple included. */
export function clearSessionStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
