import type { MailMessage } from '../../platform/mail.js';
import { accountMail } from '../mail/account-mail.js';

// The two mails of a reset (issue 3).

export function buildResetMail(
  to: { email: string; name: string },
  link: string,
  minutes: number,
): MailMessage {
  return accountMail(to, 'Reset your Adviser Portal password', [
    'We received a request to reset the password of your Adviser Portal account.',
    `Open this link within ${minutes} minutes to choose a new password (it works once):`,
    '',
    link,
    '',
    'You will need the 2FA code from your authenticator app.',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ]);
}

export function buildPasswordChangedMail(to: { email: string; name: string }, at: Date): MailMessage {
  return accountMail(to, 'Your Adviser Portal password was changed', [
    `The password of your Adviser Portal account was changed at ${at.toISOString()} (UTC).`,
    'Every signed-in session was signed out.',
    'If this was not you, contact support at once.',
  ]);
}
