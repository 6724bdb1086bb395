// Advisers and their clients are in Singapore, whatever the zone of the browser or the server. Singapore
// has kept UTC+8 without daylight saving since 1982, so a fixed offset is exact for every date we handle.
// Nothing here reads the clock: callers pass the instant (`now`) they were given.

const SINGAPORE_OFFSET_MS = 8 * 3_600_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DD_MM_YYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FULL_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The instant shifted so that its UTC fields read as the Singapore wall clock. */
const wallClock = (at: Date | string) => new Date(new Date(at).getTime() + SINGAPORE_OFFSET_MS);

/** True when `iso` is 'YYYY-MM-DD' and a day on the calendar (no 31/04, no 29/02 in a common year). */
export function isCalendarDate(iso: string): boolean {
  if (!ISO_DATE.test(iso)) return false;
  const probe = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(probe.getTime()) && probe.toISOString().slice(0, 10) === iso;
}

/** The Singapore calendar day ('YYYY-MM-DD') of an instant: from 16:00 UTC it is already the next day. */
export function singaporeDateOf(at: Date | string): string {
  return wallClock(at).toISOString().slice(0, 10);
}

/** Today in Singapore, 'YYYY-MM-DD', from the injected `now`. */
export const todayInSingapore = (now: Date): string => singaporeDateOf(now);

/** The last millisecond of a Singapore day (23:59:59.999 at +08:00), or null when it is not a date. */
export function endOfSingaporeDay(isoDate: string): Date | null {
  return isCalendarDate(isoDate) ? new Date(`${isoDate}T23:59:59.999+08:00`) : null;
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY', the way the portal shows and takes dates. */
export function formatDdMmYyyy(isoDate: string): string {
  return isoDate.split('-').reverse().join('/');
}

/** 'DD/MM/YYYY' -> 'YYYY-MM-DD', or null when the text is not a calendar date in that form. */
export function parseDdMmYyyy(text: string): string | null {
  const match = DD_MM_YYYY.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const iso = `${yyyy}-${mm}-${dd}`;
  return isCalendarDate(iso) ? iso : null;
}

/** An instant as its Singapore day, 'DD/MM/YYYY'. */
export const formatSingaporeDate = (at: Date | string): string => formatDdMmYyyy(singaporeDateOf(at));

/** An instant as 'DD/MM/YYYY HH:mm SGT' (24-hour clock), for times a client or adviser reads. */
export function formatSingaporeDateTime(at: Date | string): string {
  const time = wallClock(at).toISOString().slice(11, 16);
  return `${formatSingaporeDate(at)} ${time} SGT`;
}

/** An instant as its Singapore day in words, '31 Mar 2027', where a date stands alone in a sentence. */
export function formatSingaporeDateInWords(at: Date | string): string {
  const [year, month, day] = singaporeDateOf(at).split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

/** A day 'YYYY-MM-DD' in full words, '28 November 2026', where a document is dated (the Strategy Report). */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)} ${FULL_MONTHS[Number(month) - 1] ?? ''} ${year}`;
}
