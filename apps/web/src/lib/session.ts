import type { UserDetails, VerifyOtpReply } from '@portal/contracts';
import {
  STORAGE_KEYS,
  clearAdviserData,
  clearSessionStorage,
  readStoredSession,
  writeStoredSession,
  type StoredSession,
} from './storage';
import { resetDisplaySettings, setDisplaySettings } from './ui-settings-store';

/**
 * The signed-in state as a tiny external store (React reads it with useSyncExternalStore), so the API
 * client can end a session without knowing about React. The JWT lives in this module's memory only.
 */
let accessToken: string | null = null;
let session: StoredSession | null = readStoredSession();
/** Why the last session of this page ended, for the sign-in page to say (spec 000 §8). */
export type SessionEndReason = 'signed-out' | 'expired';
let endReason: SessionEndReason | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSession = (): StoredSession | null => session;
export const getAccessToken = (): string | null => accessToken;
export const setAccessToken = (token: string | null): void => {
  accessToken = token;
};

/** After a successful 2FA: JWT to memory, the rest to localStorage (spec 000 §3 session context). */
export function startSession(reply: VerifyOtpReply): void {
  accessToken = reply.jwt;
  endReason = null;
  // Issue 32 item 5: the browser's storage holds one adviser's work; another adviser starts from none.
  if (!isSameAdviser(readStoredSession(), reply.userDetails)) clearAdviserData();
  // spec 000 §2.3: saved display settings follow the adviser to any browser
  if (reply.userUiSettings) setDisplaySettings(reply.userUiSettings);
  session = { userDetails: reply.userDetails, sessionEndsAt: reply.sessionEndsAt };
  writeStoredSession(session);
  emit();
}

/**
 * A refresh's end of the session. Issue 34: the end is fixed at sign-in, so a refresh almost always
 * brings the same one; then nothing changed, and nothing that shows the session is drawn again (after a
 * reload, that was the whole page, just after its first paint).
 */
export function updateSessionEnd(sessionEndsAt: string): void {
  if (!session || session.sessionEndsAt === sessionEndsAt) return;
  session = { ...session, sessionEndsAt };
  writeStoredSession(session);
  emit();
}

/** The profile changed the name, mobile or pictures: the top bar and the card read them from here. */
export function updateUserDetails(patch: Partial<UserDetails>): void {
  if (!session) return;
  session = { ...session, userDetails: { ...session.userDetails, ...patch } };
  writeStoredSession(session);
  emit();
}

/** Logout or expiry: storage cleared, token forgotten (spec 000 §4.2). */
export function endSession(reason: SessionEndReason = 'signed-out'): void {
  accessToken = null;
  endReason = reason;
  clearSessionStorage();
  resetDisplaySettings();
  session = null;
  emit();
}

/** 'expired' once a session of this page ran out (until the next sign-in); the sign-in page says so. */
export const getSessionEndReason = (): SessionEndReason | null => endReason;

const isSameAdviser = (stored: StoredSession | null, details: UserDetails): boolean =>
  stored !== null && stored.userDetails.email.toLowerCase() === details.email.toLowerCase();

/**
 * Re-reads storage after another tab changed it. A sign-out there (the session gone) or another adviser
 * signing in there ends this tab's session too, without touching the storage the other tab now owns.
 */
export function reloadSessionFromStorage(): void {
  const stored = readStoredSession();
  if (session && !isSameAdviser(stored, session.userDetails)) {
    accessToken = null;
    endReason = 'signed-out';
    resetDisplaySettings();
    session = null;
  } else if (stored) {
    session = stored;
  }
  emit();
}

// The storage event fires in every other tab of this browser (never in the tab that wrote).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === localStorage && (event.key === null || event.key === STORAGE_KEYS.session))
      reloadSessionFromStorage();
  });
}
