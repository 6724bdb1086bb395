import {
  AUTH_MESSAGES,
  DEV_CODES,
  OTP_COUNTDOWN_SECONDS,
  SERVER_MESSAGES,
  type LoginBody,
  type LoginReply,
  type UiSettings,
  type UserDetails,
  type VerifyOtpBody,
} from '@portal/contracts';
import QRCode from 'qrcode';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { decryptSecret, randomToken, sha256Hex } from '../../platform/crypto.js';
import { HttpError } from '../../platform/http-error.js';
import { getDummyHash, verifyPassword } from '../../platform/password.js';
import { buildOtpauthUrl, matchTotpStep } from '../../platform/totp.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import { startSession, type IssuedSession } from '../session/session.service.js';
import { listPictures } from '../pictures/pictures.service.js';
import { loadUiSettings } from '../theme/theme.service.js';
import * as throttle from '../throttle/throttle.service.js';
import * as repo from './auth.repository.js';
import { noKnownDevices, type KnownDevices } from './device-cookie.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'cache'>;

/** Wrong codes a challenge takes before it dies (brute force of 10^6 codes stays hopeless). */
export const MAX_OTP_FAILURES = 5;

const invalidCredentials = () =>
  new HttpError(401, SERVER_MESSAGES.invalidCredentials, DEV_CODES.invalidCredentials);
const challengeExpired = () =>
  new HttpError(401, SERVER_MESSAGES.challengeExpired, DEV_CODES.challengeExpired);
const invalidOtp = () => new HttpError(401, AUTH_MESSAGES.otpInvalid, DEV_CODES.invalidOtp);

/**
 * The login reply's `id`: an opaque single-use 2FA challenge (128+ bits; only its hash is stored),
 * living as long as the 2FA screen's countdown (spec 000 §4.1, §9).
 */
export async function issueChallenge(deps: Deps, adviserId: string): Promise<string> {
  const id = randomToken(32);
  const expiresAt = new Date(deps.clock.now().getTime() + OTP_COUNTDOWN_SECONDS * 1000);
  await repo.insertChallenge(deps.db, sha256Hex(id), adviserId, expiresAt);
  return id;
}

/** QR setup data while the adviser has not yet confirmed an authenticator (spec 000 §4.1 step 2). */
export async function buildQrSetup(deps: Deps, adviser: { email: string; totpSecretEnc: string }) {
  const otpauthUrl = buildOtpauthUrl(
    decryptSecret(adviser.totpSecretEnc, deps.config.totpKey),
    adviser.email,
  );
  return { otpauthUrl, qrCodeDataURL: await QRCode.toDataURL(otpauthUrl) };
}

/**
 * Counts a failed password or code against the budget the attempt used (the account's, or a known
 * device's, issue 9), and audits the lockout when it happens.
 */
export async function recordAccountFailure(
  deps: Deps,
  attempt: throttle.Attempt,
  meta: RequestMeta,
  adviserId: string | null,
): Promise<void> {
  if (await throttle.recordFailure(deps, attempt))
    await recordAudit(deps, AUDIT_EVENTS.lockedOut, meta, {
      adviserId,
      ...(attempt.isKnownDevice ? { details: { scope: 'one known device' } } : {}),
    });
}

export async function login(
  deps: Deps,
  body: LoginBody,
  meta: RequestMeta,
  knownDevices: KnownDevices = noKnownDevices,
): Promise<LoginReply> {
  // Throttled before anything is checked, with the same answer for unknown emails (issue 3); a known
  // device has a budget of its own (issue 9).
  const attempt = await throttle.requireAttempt(deps, body.email, knownDevices(body.email));
  const adviser = await repo.findAdviserByEmail(deps.db, body.email);
  // An unknown email costs one argon2 verify too, so timing does not reveal who is registered.
  const isPasswordValid = await verifyPassword(
    adviser?.passwordHash ?? (await getDummyHash()),
    body.password,
  );
  if (!adviser || !isPasswordValid) {
    await recordAccountFailure(deps, attempt, meta, adviser?.id ?? null);
    await recordAudit(deps, AUDIT_EVENTS.signInFailed, meta, {
      adviserId: adviser?.id ?? null,
      details: { reason: adviser ? 'wrong password' : 'unknown email' },
    });
    throw invalidCredentials();
  }
  await throttle.recordPasswordSuccess(deps, attempt);
  // Told only after the right password, so these do not reveal an account to a guesser.
  if (adviser.disabledAt) {
    await recordAudit(deps, AUDIT_EVENTS.signInFailed, meta, {
      adviserId: adviser.id,
      details: { reason: 'disabled' },
    });
    throw new HttpError(401, SERVER_MESSAGES.accountDisabled, DEV_CODES.accountDisabled);
  }
  if (adviser.validUntil && adviser.validUntil.getTime() <= deps.clock.now().getTime()) {
    await recordAudit(deps, AUDIT_EVENTS.signInFailed, meta, {
      adviserId: adviser.id,
      details: { reason: 'membership expired' },
    });
    throw new HttpError(401, SERVER_MESSAGES.membershipExpired, DEV_CODES.membershipExpired);
  }
  const id = await issueChallenge(deps, adviser.id);
  if (adviser.totpConfirmedAt) return { validLogin: true, id, qrCodeSetupReq: false };
  return { validLogin: true, id, qrCodeSetupReq: true, ...(await buildQrSetup(deps, adviser)) };
}

export interface VerifiedLogin extends IssuedSession {
  userDetails: UserDetails;
  userUiSettings: UiSettings | null;
}

export async function verifyOtp(
  deps: Deps,
  body: VerifyOtpBody,
  meta: RequestMeta,
  knownDevices: KnownDevices = noKnownDevices,
): Promise<VerifiedLogin> {
  const now = deps.clock.now();
  const idHash = sha256Hex(body.id);
  const adviserId = await repo.reserveAttempt(deps.db, idHash, now, MAX_OTP_FAILURES);
  if (!adviserId) throw challengeExpired();
  const adviser = await repo.findAdviserById(deps.db, adviserId);
  if (!adviser || adviser.disabledAt) throw challengeExpired();
  // A wrong code counts toward the same per-account counter as a wrong password (issue 3).
  const attempt = await throttle.requireAttempt(deps, adviser.email, knownDevices(adviser.email));

  const step = await matchTotpStep(decryptSecret(adviser.totpSecretEnc, deps.config.totpKey), body.otp, now);
  const result =
    step === null ? null : await repo.completeChallenge(deps.db, { idHash, adviserId, step, now });
  if (result === 'challenge-gone') throw challengeExpired();
  if (result !== 'ok') {
    await recordAccountFailure(deps, attempt, meta, adviser.id);
    await recordAudit(deps, AUDIT_EVENTS.otpFailed, meta, {
      adviserId: adviser.id,
      details: { reason: result === 'code-replayed' ? 'code already used' : 'wrong code' },
    });
    throw invalidOtp();
  }
  await throttle.recordSuccess(deps, attempt);
  await recordAudit(deps, AUDIT_EVENTS.signInSucceeded, meta, { adviserId: adviser.id });

  const session = await startSession(deps, adviser.id);
  return {
    ...session,
    userDetails: {
      name: adviser.name,
      mobile: adviser.mobile,
      email: adviser.email,
      rnf: adviser.rnf,
      // Issue 14: signed picture addresses, as get-array-{type} answers them.
      avatarURL: (await listPictures(deps, adviser.id, 'avatarURL')).arr,
      backgroundURL: (await listPictures(deps, adviser.id, 'backgroundURL')).arr,
    },
    userUiSettings: await loadUiSettings(deps, adviser.id),
  };
}
