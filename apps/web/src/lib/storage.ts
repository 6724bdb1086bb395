import {
  BOOT_STORAGE_KEYS,
  COLOR_SCHEMES,
  COMPONENT_THEMES,
  INPUT_STYLES,
  MENU_MODES,
  MENU_THEMES,
  type UiSettings,
  type UserDetails,
} from '@portal/contracts';

/**
 * Every browser storage key of the app, in one place. The access JWT is never stored (memory only,
 * see token.ts); the refresh token is an httpOnly cookie the page cannot read.
 */
export const STORAGE_KEYS = {
  /** localStorage: userDetails + sessionEndsAt of the signed-in adviser. */
  session: BOOT_STORAGE_KEYS.session,
  /** localStorage: the adviser's display settings (spec 000 §3 userUiSettings). */
  uiSettings: BOOT_STORAGE_KEYS.uiSettings,
  /** localStorage: ripple on/off; kept in this browser only, not part of the saved theme. */
  ripple: 'portal.ripple',
  /** sessionStorage: the pending 2FA challenge: a reload keeps the 2FA screen, at /otp or any other path. */
  pendingChallenge: BOOT_STORAGE_KEYS.pendingChallenge,
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
  /**
   * sessionStorage prefix + comparison type: a tool's criteria as typed, and whether it had searched,
   * when Change Insured left it; read back once on the way back (issue 31).
   */
  comparisonDraft: 'portal.comparisonDraft.',
  /** localStorage: the contact card being designed (spec 000 §3 "Contact card"), kept between visits. */
  contactCard: 'portal.contactCard',
  /** localStorage: who sells each 101 plan, as the last plan details loaded named them (issue 31). */
  ilpPlanInsurers: 'portal.ilp101.planInsurers',
} as const;

export type StoredSession = { userDetails: UserDetails; sessionEndsAt: string };

export type PendingChallenge = {
  id: string;
  qrCodeSetupReq: boolean;
  qrCodeDataURL?: string;
  otpauthUrl?: string;
  /** Epoch ms when the 2FA countdown ends; null while the adviser is setting up the authenticator. */
  deadlineMs: number | null;
};

// Issue 10: what is stored is checked with plain readers, not zod, so the sign-in page's first download
// does without zod (ADR 0026). Each returns a fresh object of exactly its fields (unknown keys dropped,
// as zod's objects do), or null; storage.test.ts holds them to the contracts schemas they mirror.
type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || isString(value);
const isOneOf =
  <T extends string>(choices: readonly T[]) =>
  (value: unknown): value is T =>
    choices.some((choice) => choice === value);
const isMenuMode = isOneOf(MENU_MODES);
const isColorScheme = isOneOf(COLOR_SCHEMES);
const isInputStyle = isOneOf(INPUT_STYLES);
const isMenuTheme = isOneOf(MENU_THEMES);
const isComponentTheme = isOneOf(COMPONENT_THEMES);

/** `userDetailsSchema` of the contracts. */
export function asUserDetails(value: unknown): UserDetails | null {
  if (!isFields(value)) return null;
  const { name, mobile, email, rnf, avatarURL, backgroundURL } = value;
  if (!isString(name) || !isString(mobile) || !isString(email) || !isString(rnf)) return null;
  if (!isStringArray(avatarURL) || !isStringArray(backgroundURL)) return null;
  return { name, mobile, email, rnf, avatarURL: [...avatarURL], backgroundURL: [...backgroundURL] };
}

/** `uiSettingsSchema` of the contracts. */
export function asUiSettings(value: unknown): UiSettings | null {
  if (!isFields(value)) return null;
  const { menuMode, colorScheme, inputStyle, menuTheme, componentTheme } = value;
  if (!isMenuMode(menuMode) || !isColorScheme(colorScheme) || !isInputStyle(inputStyle)) return null;
  if (!isMenuTheme(menuTheme) || !isComponentTheme(componentTheme)) return null;
  return { menuMode, colorScheme, inputStyle, menuTheme, componentTheme };
}

export function asStoredSession(value: unknown): StoredSession | null {
  if (!isFields(value) || !isString(value.sessionEndsAt)) return null;
  const userDetails = asUserDetails(value.userDetails);
  return userDetails ? { userDetails, sessionEndsAt: value.sessionEndsAt } : null;
}

export function asPendingChallenge(value: unknown): PendingChallenge | null {
  if (!isFields(value)) return null;
  const { id, qrCodeSetupReq, qrCodeDataURL, otpauthUrl, deadlineMs } = value;
  if (!isString(id) || typeof qrCodeSetupReq !== 'boolean') return null;
  if (!isOptionalString(qrCodeDataURL) || !isOptionalString(otpauthUrl)) return null;
  if (deadlineMs !== null && typeof deadlineMs !== 'number') return null;
  return {
    id,
    qrCodeSetupReq,
    ...(qrCodeDataURL === undefined ? {} : { qrCodeDataURL }),
    ...(otpauthUrl === undefined ? {} : { otpauthUrl }),
    deadlineMs,
  };
}

function readJson<T>(storage: Storage, key: string, read: (value: unknown) => T | null): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return read(JSON.parse(raw));
  } catch {
    return null;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}

export const readStoredSession = () => readJson(localStorage, STORAGE_KEYS.session, asStoredSession);
export const writeStoredSession = (session: StoredSession) =>
  writeJson(localStorage, STORAGE_KEYS.session, session);

export const readStoredUiSettings = (): UiSettings | null =>
  readJson(localStorage, STORAGE_KEYS.uiSettings, asUiSettings);
export const writeStoredUiSettings = (settings: UiSettings) =>
  writeJson(localStorage, STORAGE_KEYS.uiSettings, settings);

export const readStoredRipple = (): boolean => localStorage.getItem(STORAGE_KEYS.ripple) !== 'false';
export const writeStoredRipple = (isOn: boolean) => localStorage.setItem(STORAGE_KEYS.ripple, String(isOn));

export const readPendingChallenge = () =>
  readJson(sessionStorage, STORAGE_KEYS.pendingChallenge, asPendingChallenge);
export const writePendingChallenge = (challenge: PendingChallenge) =>
  writeJson(sessionStorage, STORAGE_KEYS.pendingChallenge, challenge);
export const clearPendingChallenge = () => sessionStorage.removeItem(STORAGE_KEYS.pendingChallenge);

/** Logout and session expiry clear the browser storage (spec 000 §4.2 and §8), ripple included. */
export function clearSessionStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}

/**
 * Issue 32 item 5: another adviser signs in on this browser. Whatever the last one left (a session that
 * ran out with the browser closed, say) goes; ripple is this device's own setting and stays.
 */
export function clearAdviserData(): void {
  const ripple = localStorage.getItem(STORAGE_KEYS.ripple);
  clearSessionStorage();
  if (ripple !== null) localStorage.setItem(STORAGE_KEYS.ripple, ripple);
}
