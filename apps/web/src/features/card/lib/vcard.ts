import type { UserDetails } from '@portal/contracts';

// Beyond the spec (issue 14): the card's QR code and 'Download vCard' hand a client the adviser's
// contact as a vCard 3.0 (RFC 2426), which iOS and Android cameras offer to save as a contact.

/** RFC 2426 §4: backslash, comma, semicolon and newlines are escaped in text values. */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/,/g, '\\,').replace(/;/g, '\\;');

type VCardInput = Pick<UserDetails, 'name' | 'mobile' | 'email' | 'rnf'> & { title?: string };

export function buildVCard({ name, mobile, email, rnf, title }: VCardInput): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${escapeText(name)}`,
    `N:${escapeText(name)};;;;`,
    // spec 000 §9: Singapore mobile numbers are 8 digits; +65 makes the number dialable from abroad
    `TEL;TYPE=CELL:+65${mobile}`,
    `EMAIL;TYPE=INTERNET:${escapeText(email)}`,
    ...(title ? [`TITLE:${escapeText(title)}`] : []),
    `NOTE:${escapeText(`RNF ${rnf}`)}`,
    'END:VCARD',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
