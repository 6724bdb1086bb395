import type { RequestMeta } from '../../app-deps.js';
import type { MailMessage } from '../../platform/mail.js';
import { accountMail } from '../mail/account-mail.js';

// Issue 14: plain-text mails of the adviser's own area.

/** Sent after a password change from the profile page, so a change the adviser did not make is seen. */
export function buildPasswordChangedMail(
  to: { email: string; name: string },
  at: Date,
  meta: RequestMeta,
): MailMessage {
  return accountMail(to, 'Your Adviser Portal password was changed', [
    `The password of your Adviser Portal account was changed from your profile at ${at.toISOString()} (UTC)`,
    `from the address ${meta.ip ?? 'unknown'}.`,
    'Every other signed-in session was signed out.',
    'If this was not you, reset your password from the sign-in page and contact support at once.',
  ]);
}
