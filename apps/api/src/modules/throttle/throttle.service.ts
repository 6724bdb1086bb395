import { DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import type { AppDeps } from '../../app-deps.js';
import { sha256Hex } from '../../platform/crypto.js';
import { HttpError } from '../../platform/http-error.js';
import * as repo from './throttle.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Emails are stored lower-case (contracts emailField); the key is their hash, for known and unknown alike. */
export const throttleKey = (email: string) => sha256Hex(`login:${email.trim().toLowerCase()}`);

export const tooManyAttempts = () =>
  new HttpError(429, SERVER_MESSAGES.tooManyAttempts, DEV_CODES.tooManyAttempts);
export const accountLocked = () =>
  new HttpError(423, SERVER_MESSAGES.accountLocked, DEV_CODES.accountLocked);

export function claimAttempt(deps: Deps, email: string) {
  return repo.claimAttempt(deps.db, throttleKey(email), deps.clock.now());
}

/** Throws the 429/423 answer when the email may not try now; the same for unknown emails. */
export async function requireAttempt(deps: Deps, email: string): Promise<void> {
  const claim = await claimAttempt(deps, email);
  if (!claim.ok) throw claim.reason === 'locked' ? accountLocked() : tooManyAttempts();
}

/** Returns true when this failure locked the account. */
export const recordFailure = (deps: Deps, email: string) =>
  repo.lockIfOverLimit(deps.db, throttleKey(email), deps.clock.now());
export const recordPasswordSuccess = (deps: Deps, email: string) =>
  repo.refundAttempt(deps.db, throttleKey(email), deps.clock.now());
export const recordSuccess = (deps: Deps, email: string) => repo.clearThrottle(deps.db, throttleKey(email));
export const findThrottleFor = (deps: Pick<AppDeps, 'db'>, email: string) =>
  repo.findThrottle(deps.db, throttleKey(email));
