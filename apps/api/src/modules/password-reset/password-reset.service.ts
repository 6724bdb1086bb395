import {
  DEV_CODES,
  RESET_TOKEN_MINUTES,
  SERVER_MESSAGES,
  type ResetPasswordBody,
  type UpdatePasswordBody,
  type ValidateResetTokenReply,
} from '@portal/contracts';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { decryptSecret, randomToken, sha256Hex } from '../../platform/crypto.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../platform/http-error.js';
import { hashPassword } from '../../platform/password.js';
import { createTotpSecret, matchTotpStep } from '../../platform/totp.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import { recordAccountFailure } from '../auth/auth.service.js';
import { noKnownDevices, type KnownDevices } from '../auth/device-cookie.js';
import { findAdviserByEmail, useTotpStep } from '../auth/auth.repository.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { SESSION_KEY_PREFIX, revokeAllSessions } from '../session/session.service.js';
import * as throttle from '../throttle/throttle.service.js';
import * as repo from './password-reset.repository.js';
import { buildPasswordChangedMail, buildResetMail } from './reset-mail.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'cache'>;

const resetFailed = () => new HttpError(400, SERVER_MESSAGES.resetFailed, DEV_CODES.resetFailed);

/** An unknown email's code is checked against this, so both paths do the same work. */
let dummySecret: string | undefined;

export function resetLink(deps: Pick<AppDeps, 'config'>, token: string): string {
  const base = (deps.config.publicUrl ?? `http://localhost:${deps.config.port}`).replace(/\/$/, '');
  return `${base}/resetPassword/${token}`;
}

/**
 * spec 000 §4.1 step 7 and issue 3: the caller always gets the same answer; a mail goes out only when
 * the email exists and its 2FA code is right. The code is used up and a wrong one counts as a failure.
 */
export async function requestPasswordReset(
  deps: Deps,
  body: ResetPasswordBody,
  meta: RequestMeta,
  knownDevices: KnownDevices = noKnownDevices,
) {
  const now = deps.clock.now();
  const claim = await throttle.claimAttempt(deps, body.email, knownDevices(body.email));
  const adviser = await findAdviserByEmail(deps.db, body.email);
  dummySecret ??= createTotpSecret();
  const secret = adviser ? decryptSecret(adviser.totpSecretEnc, deps.config.totpKey) : dummySecret;
  const step = await matchTotpStep(secret, body.otp, now);
  const refuse = (reason: string) =>
    recordAudit(deps, AUDIT_EVENTS.resetRefused, meta, {
      adviserId: adviser?.id ?? null,
      details: { reason },
    });

  if (!claim.ok) return refuse(claim.reason === 'locked' ? 'account locked' : 'throttled');
  if (!adviser || step === null || !(await useTotpStep(deps.db, adviser.id, step))) {
    await recordAccountFailure(deps, claim.attempt, meta, adviser?.id ?? null);
    return refuse(adviser ? 'wrong or used 2FA code' : 'unknown email');
  }
  await throttle.recordSuccess(deps, claim.attempt);
  if (adviser.disabledAt) return refuse('account disabled');

  // 256 random bits; only the hash is stored, and the mail is the only copy (issue 3: >= 128 bits).
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000);
  // Issue 32 item 2: the token, its mail and the audit row, all or none.
  await inTransaction(deps, async (tx) => {
    await repo.insertResetToken(tx.db, {
      tokenHash: sha256Hex(token),
      adviserId: adviser.id,
      createdAt: now,
      expiresAt,
    });
    await enqueueMail(tx, buildResetMail(adviser, resetLink(deps, token), RESET_TOKEN_MINUTES), expiresAt);
    await recordAudit(tx, AUDIT_EVENTS.resetRequested, meta, { adviserId: adviser.id });
  });
}

/** spec 000 §7: the token page asks whether its token is still good. */
export async function validateResetToken(deps: Deps, token: string): Promise<ValidateResetTokenReply> {
  const found = await repo.findResetToken(deps.db, sha256Hex(token));
  if (!found || found.disabledAt) return { success: false };
  return {
    success: true,
    details: { isUsed: found.usedAt !== null, expiry: found.expiresAt.toISOString(), name: found.name },
  };
}

/** spec 000 §7 updatePassword: the token and a fresh 2FA code set a new password and end every session. */
export async function updatePassword(
  deps: Deps,
  body: UpdatePasswordBody,
  meta: RequestMeta,
  knownDevices: KnownDevices = noKnownDevices,
): Promise<void> {
  // Hashed first, so a dead token answers no faster than a live one.
  const passwordHash = await hashPassword(body.password);
  const tokenHash = sha256Hex(body.token);
  const now = deps.clock.now();
  const found = await repo.findResetToken(deps.db, tokenHash);
  const fail = async (reason: string) => {
    await recordAudit(deps, AUDIT_EVENTS.resetFailed, meta, {
      adviserId: found?.adviserId ?? null,
      details: { reason },
    });
    return resetFailed();
  };
  if (!found || found.usedAt || found.expiresAt.getTime() <= now.getTime() || found.disabledAt)
    throw await fail('token not usable');
  const claim = await throttle.claimAttempt(deps, found.email, knownDevices(found.email));
  if (!claim.ok) throw await fail(claim.reason === 'locked' ? 'account locked' : 'throttled');

  const step = await matchTotpStep(decryptSecret(found.totpSecretEnc, deps.config.totpKey), body.otp, now);
  // Issue 32 item 2: the new password, the ended sessions, the audit row and the mail, all or none;
  // a refused code changes nothing, so its failure is recorded after the (empty) transaction.
  const outcome =
    step === null
      ? 'wrong-code'
      : await inTransaction(deps, async (tx) => {
          const result = await repo.completeReset(tx.db, { tokenHash, step, passwordHash, now });
          if (result !== 'ok') return result;
          await revokeAllSessions(tx, found.adviserId, 'password reset', meta);
          await recordAudit(tx, AUDIT_EVENTS.resetCompleted, meta, { adviserId: found.adviserId });
          await enqueueMail(tx, buildPasswordChangedMail(found, now));
          return result;
        });
  if (outcome !== 'ok') {
    if (outcome !== 'token-gone') await recordAccountFailure(deps, claim.attempt, meta, found.adviserId);
    throw await fail(outcome === 'token-gone' ? 'token not usable' : 'wrong or used 2FA code');
  }
  deps.cache.invalidate(SESSION_KEY_PREFIX);
  await throttle.recordSuccess(deps, claim.attempt);
}
