import type { AppDeps, RequestMeta } from '../../app-deps.js';
import * as repo from './audit.repository.js';

/** The events issue 3 asks for, plus the admin commands. */
export const AUDIT_EVENTS = {
  signInSucceeded: 'sign_in.succeeded',
  signInFailed: 'sign_in.failed',
  otpFailed: 'otp.failed',
  lockedOut: 'account.locked',
  throttled: 'account.throttled',
  resetRequested: 'password_reset.requested',
  resetRefused: 'password_reset.refused',
  resetCompleted: 'password_reset.completed',
  resetFailed: 'password_reset.failed',
  sessionRevoked: 'session.revoked',
  themeChanged: 'theme.changed',
  profileChanged: 'profile.changed',
  // Issue 14: the adviser's own area.
  socialLinksChanged: 'profile.social_links_changed',
  clientPageChanged: 'profile.client_page_changed',
  rnfChangeRequested: 'profile.rnf_change_requested',
  rnfChangeClosed: 'profile.rnf_change_closed',
  // Issue 31: `admin adviser update` changed the rnf, rnf name or email.
  adviserDetailsChanged: 'profile.adviser_details_changed',
  passwordChanged: 'profile.password_changed',
  passwordChangeFailed: 'profile.password_change_failed',
  pictureUploaded: 'picture.uploaded',
  pictureRefused: 'picture.refused',
  picturesChanged: 'picture.list_changed',
  feedbackSubmitted: 'feedback.submitted',
  admin: 'admin.command',
} as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[keyof typeof AUDIT_EVENTS];

type Details = Record<string, string | number | boolean | null>;

/** Audit entries for work done outside a request (admin CLI straight to the database). */
export const CLI_META: RequestMeta = { ip: 'cli', userAgent: 'npm run admin' };

/**
 * Writes one entry. Callers pass reasons and ids, never a password, code, token or secret: the log is
 * read by people who must not be able to sign in as the adviser.
 */
export async function recordAudit(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  event: AuditEvent,
  meta: RequestMeta,
  entry: { adviserId?: string | null; details?: Details } = {},
): Promise<void> {
  await repo.insertAudit(deps.db, {
    at: deps.clock.now(),
    event,
    adviserId: entry.adviserId ?? null,
    ip: meta.ip,
    // A user agent is attacker-chosen text; keep it bounded.
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
    details: entry.details ?? null,
  });
}

export { findAudit } from './audit.repository.js';
