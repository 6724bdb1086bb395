import { DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import type { AppDeps } from '../../app-deps.js';
import { sha256Hex } from '../../platform/crypto.js';
import { HttpError } from '../../platform/http-error.js';
import * as repo from './throttle.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const normalise = (email: string) => email.trim().toLowerCase();

/** Emails are stored lower-case (contracts emailField); the key is their hash, for known and unknown alike. */
export const throttleKey = (email: string) => sha256Hex(`login:${normalise(email)}`);

/** Issue 9 (OWASP device cookies): a browser that completed 2FA for this email counts on its own. */
const deviceThrottleKey = (email: string, deviceNonce: string) =>
  sha256Hex(`device:${normalise(email)}:${deviceNonce}`);

export const tooManyAttempts = () =>
  new HttpError(429, SERVER_MESSAGES.tooManyAttempts, DEV_CODES.tooManyAttempts);
export const accountLocked = () => new HttpError(423, SERVER_MESSAGES.accountLocked, DEV_CODES.accountLocked);

/** A counted attempt, and the budget it was counted against: the account's, or one known device's. */
export interface Attempt {
  keyHash: string;
  isKnownDevice: boolean;
}

export type AttemptClaim = { ok: true; attempt: Attempt } | { ok: false; reason: 'wait' | 'locked' };

/**
 * Counts an attempt before it is checked. With the nonce of a valid device cookie for this email, the
 * attempt uses that device's own budget, so failures from anywhere else neither delay nor lock it; a
 * device that locked its own budget is treated as unknown again. Everything else shares the email's
 * budget (the same for unknown emails, so the answers reveal no account).
 */
export async function claimAttempt(
  deps: Deps,
  email: string,
  deviceNonce: string | null = null,
): Promise<AttemptClaim> {
  const now = deps.clock.now();
  if (deviceNonce) {
    const keyHash = deviceThrottleKey(email, deviceNonce);
    const claim = await repo.claimAttempt(deps.db, keyHash, now);
    if (claim.ok) return { ok: true, attempt: { keyHash, isKnownDevice: true } };
    if (claim.reason === 'wait') return claim;
  }
  const keyHash = throttleKey(email);
  const claim = await repo.claimAttempt(deps.db, keyHash, now);
  return claim.ok ? { ok: true, attempt: { keyHash, isKnownDevice: false } } : claim;
}

/** Throws the 429/423 answer when the email may not try now from here; the same for unknown emails. */
export async function requireAttempt(
  deps: Deps,
  email: string,
  deviceNonce: string | null = null,
): Promise<Attempt> {
  const claim = await claimAttempt(deps, email, deviceNonce);
  if (!claim.ok) throw claim.reason === 'locked' ? accountLocked() : tooManyAttempts();
  return claim.attempt;
}

/** The attempt failed: it stays counted. Returns true when this failure locked its budget. */
export const recordFailure = (deps: Deps, attempt: Attempt) =>
  repo.lockIfOverLimit(deps.db, attempt.keyHash, deps.clock.now());
/** The password was right: the attempt is not a failure, and the 2FA step may follow at once. */
export const recordPasswordSuccess = (deps: Deps, attempt: Attempt) =>
  repo.refundAttempt(deps.db, attempt.keyHash, deps.clock.now());
/**
 * A completed sign-in or reset resets the budget it was counted against. A known device's success
 * leaves the account's budget as it is: it says nothing about the failures made elsewhere.
 */
export const recordSuccess = (deps: Deps, attempt: Attempt) => repo.clearThrottle(deps.db, attempt.keyHash);
/** Admin unlock: the account's budget, which every unknown device shares. */
export const clearAccountThrottle = (deps: Pick<AppDeps, 'db'>, email: string) =>
  repo.clearThrottle(deps.db, throttleKey(email));
export const findThrottleFor = (deps: Pick<AppDeps, 'db'>, email: string) =>
  repo.findThrottle(deps.db, throttleKey(email));
