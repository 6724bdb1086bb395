import type { MailMessage } from '../../platform/mail.js';

// The two mails of a reset (issue 3). Plain text: nothing for a mail client to render or track.

export function buildResetMail(
  to: { email: string; name: string },
  link: string,
  minutes: number,
): MailMessage {
  return {
    to: to.email,
    subject: 'Reset your Adviser Portal password',
    text: [
      `Hello ${to.name},`,
      '',
      'We received a request to reset the password of your Adviser Portal account.',
      `Open this link within ${minutes} minutes to choose a new password (it works once):`,
      '',
      link,
      '',
      'You will need the 2FA code from your authenticator app.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function buildPasswordChangedMail(to: { email: string; name: string }, at: Date): MailMessage {
  return {
    to: to.email,
    subject: 'Your Adviser Portal password was changed',
    text: [
      `Hello ${to.name},`,
      '',
      `The password of your Adviser Portal account was changed at ${at.toISOString()} (UTC).`,
      'Every signed-in session was signed out.',
      'If this was not you, contact support at once.',
    ].join('\n'),
  };
}
