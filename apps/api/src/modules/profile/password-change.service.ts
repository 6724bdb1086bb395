import {
  AUTH_MESSAGES,
  DEV_CODES,
  PROFILE_MESSAGES as M,
  SERVER_MESSAGES,
  type SuccessMsgReply,
} from '@portal/contracts';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { inTransaction } from '../../db/transaction.js';
import { decryptSecret } from '../../platform/crypto.js';
import { HttpError } from '../../platform/http-error.js';
import { hashPassword, verifyPassword } from '../../platform/password.js';
import { matchTotpStep } from '../../platform/totp.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import { recordAccountFailure } from '../auth/auth.service.js';
import { findAdviserById, useTotpStep } from '../auth/auth.repository.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { SESSION_KEY_PREFIX, revokeOtherSessions } from '../session/session.service.js';
import * as throttle from '../throttle/throttle.service.js';
import { buildPasswordChangedMail } from './profile-mail.js';
import * as repo from './profile.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'cache'>;

interface ChangePassword {
  currentPassword: string;
  newPassword: string;
  otp: string;
}

/**
 * spec 002 §5 Password change and issue 14: the current password, a new one under the registration
 * rule (checked by the body schema) that differs from it, and a fresh 2FA code. Wrong passwords and
 * codes count against the same per-account throttle as sign-in (issue 3), so a stolen session cannot
 * guess the password faster than the login page allows. Every other session ends; this one stays.
 */
export async function changePassword(
  deps: Deps,
  auth: { adviserId: string; sessionId: string },
  body: ChangePassword,
  meta: RequestMeta,
): Promise<SuccessMsgReply> {
  const adviser = await findAdviserById(deps.db, auth.adviserId);
  if (!adviser) throw new HttpError(404, SERVER_MESSAGES.notFound, DEV_CODES.notFound);
  const fail = async (reason: string, error: HttpError) => {
    await recordAudit(deps, AUDIT_EVENTS.passwordChangeFailed, meta, {
      adviserId: adviser.id,
      details: { reason },
    });
    return error;
  };

  const passwordAttempt = await throttle.requireAttempt(deps, adviser.email);
  if (!(await verifyPassword(adviser.passwordHash, body.currentPassword))) {
    await recordAccountFailure(deps, passwordAttempt, meta, adviser.id);
    throw await fail(
      'wrong current password',
      new HttpError(400, M.currentPasswordWrong, DEV_CODES.wrongPassword),
    );
  }
  await throttle.recordPasswordSuccess(deps, passwordAttempt);
  if (body.newPassword === body.currentPassword)
    throw await fail('same password', new HttpError(400, M.passwordUnchanged, DEV_CODES.passwordUnchanged));

  const otpAttempt = await throttle.requireAttempt(deps, adviser.email);
  const now = deps.clock.now();
  const step = await matchTotpStep(decryptSecret(adviser.totpSecretEnc, deps.config.totpKey), body.otp, now);
  if (step === null || !(await useTotpStep(deps.db, adviser.id, step))) {
    await recordAccountFailure(deps, otpAttempt, meta, adviser.id);
    throw await fail(
      step === null ? 'wrong 2FA code' : '2FA code already used',
      new HttpError(400, AUTH_MESSAGES.otpInvalid, DEV_CODES.invalidOtp),
    );
  }
  await throttle.recordSuccess(deps, otpAttempt);

  const passwordHash = await hashPassword(body.newPassword);
  // Issue 32 item 2: the new password, the ended sessions, the audit row and the mail, all or none.
  await inTransaction(deps, async (tx) => {
    await repo.updatePasswordHash(tx.db, adviser.id, passwordHash);
    const ended = await revokeOtherSessions(tx, adviser.id, auth.sessionId, 'password changed', meta);
    await recordAudit(tx, AUDIT_EVENTS.passwordChanged, meta, {
      adviserId: adviser.id,
      details: { otherSessionsEnded: ended },
    });
    await enqueueMail(tx, buildPasswordChangedMail(adviser, now, meta));
  });
  deps.cache.invalidate(SESSION_KEY_PREFIX);
  return { success: true, msg: M.passwordUpdated };
}
