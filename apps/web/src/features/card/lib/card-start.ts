import type { UserDetails } from '@portal/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A Singapore mobile as a card prints it: +65 9123 4567. */
const printedMobile = (mobile: string) =>
  /^\d{8}$/.test(mobile) ? `+65 ${mobile.slice(0, 4)} ${mobile.slice(4)}` : mobile;

/**
 * Issue 31: a new card starts with the adviser's name and mobile from the profile, so the first
 * download already says who to call; the adviser edits or removes them like any other content.
 */
export function startingContentFor(adviser: Pick<UserDetails, 'name' | 'mobile'>): string {
  return `<p><b>${escapeHtml(adviser.name)}</b></p><p>${escapeHtml(printedMobile(adviser.mobile))}</p>`;
}
