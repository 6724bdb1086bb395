import { DEV_CODES, SERVER_MESSAGES, type AdminCommand } from '@portal/contracts';
import { endOfSingaporeDay, singaporeDateOf } from '@portal/core';
import type { AppDeps, RequestMeta } from '../../app-deps.js';
import { inTransaction } from '../../db/transaction.js';
import { decryptSecret, encryptSecret } from '../../platform/crypto.js';
import { HttpError } from '../../platform/http-error.js';
import { createTotpSecret, generateTotp } from '../../platform/totp.js';
import { AUDIT_EVENTS, recordAudit } from '../audit/audit.service.js';
import { findAdviserByEmail } from '../auth/auth.repository.js';
import { listFeedbackLines } from '../feedback/feedback.service.js';
import { updateAdviserDetails } from '../profile/adviser-update-admin.js';
import { closeOpenRequest, listOpenRequestLines } from '../profile/rnf-requests-admin.js';
import { createInvitation } from '../registration/registration.service.js';
import { SESSION_KEY_PREFIX, revokeAllSessions } from '../session/session.service.js';
import { clearAccountThrottle, throttleKey } from '../throttle/throttle.service.js';
import * as repo from './admin.repository.js';

export { createInvitation } from '../registration/registration.service.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'cache'>;

export const OTP_REFUSED_IN_PRODUCTION =
  'The otp command is for development only and is refused in production';

export const forbidden = () => new HttpError(403, SERVER_MESSAGES.forbidden, DEV_CODES.forbidden);
const notFound = (message: string) => new HttpError(404, message, DEV_CODES.notFound);
const conflict = (message: string) => new HttpError(409, message, DEV_CODES.validation);

/** Development aid: the adviser's current TOTP code, as their authenticator would show it. */
export async function currentOtpFor(deps: Deps, email: string): Promise<string> {
  if (deps.config.nodeEnv === 'production')
    throw new HttpError(403, OTP_REFUSED_IN_PRODUCTION, DEV_CODES.forbidden);
  const adviser = await findAdviserByEmail(deps.db, email.trim().toLowerCase());
  if (!adviser) throw notFound(`No adviser with email ${email}`);
  return generateTotp(decryptSecret(adviser.totpSecretEnc, deps.config.totpKey), deps.clock.now());
}

async function requireAdviser(deps: Deps, email: string) {
  const adviser = await findAdviserByEmail(deps.db, email);
  if (!adviser) throw notFound(`No adviser with email ${email}`);
  return adviser;
}

/** Dates in the admin lists are Singapore days, like everywhere else in the portal. */
const day = (d: Date | null) => (d ? singaporeDateOf(d) : '-');

function invitationStatus(row: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date) {
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The end of the given Singapore day; a text that is not a calendar date is a bad request. */
function endOfDaySingapore(isoDate: string): Date {
  const at = endOfSingaporeDay(isoDate);
  if (!at) throw new HttpError(400, `Not a calendar date: ${isoDate}`, DEV_CODES.validation);
  return at;
}

async function execute(deps: Deps, command: AdminCommand, meta: RequestMeta): Promise<string[]> {
  const now = deps.clock.now();
  switch (command.kind) {
    case 'invite-create': {
      const { code, expiresAt } = await createInvitation(deps, command.expiresDays);
      return [`Invitation code created (single use, expires ${expiresAt.toISOString()}):`, code];
    }
    case 'invite-list': {
      const rows = await repo.listInvitations(deps.db);
      if (rows.length === 0) return ['No invitation codes.'];
      return [
        'PREFIX     STATUS   CREATED     EXPIRES',
        ...rows.map(
          (r) =>
            `${`${r.displayPrefix || '????'}-…`.padEnd(10)} ${invitationStatus(r, now).padEnd(8)} ${day(r.createdAt)}  ${day(r.expiresAt)}`,
        ),
      ];
    }
    case 'invite-revoke': {
      const prefix = command.prefix.replace(/[\s-]/g, '').toUpperCase().slice(0, 4);
      const matches = await repo.findInvitationsByPrefix(deps.db, prefix);
      const live = matches.filter((r) => invitationStatus(r, now) === 'active');
      if (matches.length === 0) throw notFound(`No invitation code starts with ${prefix}`);
      if (live.length === 0)
        throw conflict(`The code ${prefix}-… is already ${invitationStatus(matches[0]!, now)}`);
      if (live.length > 1) throw conflict(`${live.length} active codes start with ${prefix}; none revoked`);
      await repo.revokeInvitation(deps.db, live[0]!.id, now);
      return [`Invitation code ${prefix}-… revoked.`];
    }
    case 'adviser-list': {
      const [rows, locked] = await Promise.all([repo.listAdvisers(deps.db), repo.listLockedKeys(deps.db)]);
      if (rows.length === 0) return ['No advisers.'];
      return rows.map((a) => {
        const flags = [
          a.disabledAt ? 'disabled' : 'enabled',
          locked.has(throttleKey(a.email)) ? 'locked' : '',
          a.totpConfirmedAt ? '' : '2fa-setup-pending',
          a.validUntil && a.validUntil.getTime() <= now.getTime() ? 'membership-expired' : '',
        ].filter(Boolean);
        return `${a.email}  ${a.name}  ${a.rnf}  valid until ${day(a.validUntil)}  ${flags.join(',')}`;
      });
    }
    case 'adviser-disable': {
      const adviser = await requireAdviser(deps, command.email);
      await repo.updateAdviser(deps.db, adviser.id, { disabledAt: now });
      const ended = await revokeAllSessions(deps, adviser.id, 'adviser disabled', meta);
      return [`Adviser ${adviser.email} disabled; ${ended} session(s) ended.`];
    }
    case 'adviser-enable': {
      const adviser = await requireAdviser(deps, command.email);
      await repo.updateAdviser(deps.db, adviser.id, { disabledAt: null });
      return [`Adviser ${adviser.email} enabled.`];
    }
    case 'adviser-unlock': {
      const adviser = await requireAdviser(deps, command.email);
      await clearAccountThrottle(deps, adviser.email);
      return [`Adviser ${adviser.email} unlocked; failed attempts reset to 0.`];
    }
    case 'adviser-reset-2fa': {
      const adviser = await requireAdviser(deps, command.email);
      await repo.updateAdviser(deps.db, adviser.id, {
        totpSecretEnc: encryptSecret(createTotpSecret(), deps.config.totpKey),
        totpConfirmedAt: null,
        lastTotpStep: null,
      });
      const ended = await revokeAllSessions(deps, adviser.id, '2fa reset', meta);
      return [
        `2FA of ${adviser.email} reset: a new QR code is shown at the next sign-in; ${ended} session(s) ended.`,
      ];
    }
    case 'adviser-extend': {
      const adviser = await requireAdviser(deps, command.email);
      const until = endOfDaySingapore(command.until);
      await repo.updateAdviser(deps.db, adviser.id, { validUntil: until });
      return [`Membership of ${adviser.email} valid until ${command.until} (end of day, Singapore time).`];
    }
    case 'otp':
      return [await currentOtpFor(deps, command.email)];
    // Issue 14.
    case 'adviser-requests':
      return listOpenRequestLines(deps);
    case 'adviser-request-close':
      return closeOpenRequest(deps, command.id, meta);
    case 'feedback-list':
      return listFeedbackLines(deps);
    // Issue 31.
    case 'adviser-update':
      return updateAdviserDetails(deps, command, meta);
  }
}

/**
 * Runs one admin command (issue 3); the CLI and the loopback admin route both call this, so either
 * path prints the same lines. Every command, refused or not, is written to the audit log (never the
 * invitation code or 2FA code it printed).
 */
export async function runAdminCommand(
  deps: Deps,
  command: AdminCommand,
  meta: RequestMeta,
): Promise<string[]> {
  const { kind, ...args } = command;
  const details = Object.fromEntries(Object.entries(args).map(([k, v]) => [k, String(v)]));
  const target = 'email' in command ? await findAdviserByEmail(deps.db, command.email) : undefined;
  try {
    // Issue 32 item 2: the command's change and its audit row commit together or not at all; a
    // failed command changed nothing, so its audit row (below) stands alone.
    const lines = await inTransaction(deps, async (tx) => {
      const printed = await execute(tx, command, meta);
      await recordAudit(tx, AUDIT_EVENTS.admin, meta, {
        adviserId: target?.id ?? null,
        details: { command: kind, ...details, outcome: 'ok' },
      });
      return printed;
    });
    // Sessions ended inside the transaction are dropped from the cache again once it has committed.
    deps.cache.invalidate(SESSION_KEY_PREFIX);
    return lines;
  } catch (error) {
    const outcome = error instanceof Error ? error.message : 'failed';
    await recordAudit(deps, AUDIT_EVENTS.admin, meta, {
      adviserId: target?.id ?? null,
      details: { command: kind, ...details, outcome },
    });
    throw error;
  }
}
