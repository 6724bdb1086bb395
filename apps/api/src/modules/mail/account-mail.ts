import type { MailMessage } from '../../platform/mail.js';

// Issues 3 and 14: the mails about an adviser's own account. Plain text: nothing for a mail client to
// render or track.

/** A mail to the adviser greeted by name, then `lines`. */
export const accountMail = (
  to: { email: string; name: string },
  subject: string,
  lines: readonly string[],
): MailMessage => ({ to: to.email, subject, text: [`Hello ${to.name},`, '', ...lines].join('\n') });
