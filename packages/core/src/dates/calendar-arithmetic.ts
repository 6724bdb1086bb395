import { isCalendarDate } from './singapore-date.js';

// Calendar dates ('YYYY-MM-DD') carry no zone: the arithmetic runs on UTC fields, which have no
// daylight saving to lose or repeat a day. Nothing here reads the clock.

const MS_PER_DAY = 86_400_000;

function partsOf(isoDate: string): [year: number, month: number, day: number] {
  if (!isCalendarDate(isoDate)) throw new RangeError(`"${isoDate}" is not a calendar date YYYY-MM-DD`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

function assertWholeCount(name: string, count: number): void {
  if (!Number.isSafeInteger(count)) throw new RangeError(`${name} must be a whole number`);
}

const isoOf = (ms: number) => {
  const iso = new Date(ms).toISOString();
  if (iso.length !== 24) throw new RangeError('the date falls outside the years 0000 to 9999');
  return iso.slice(0, 10);
};

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** `days` days later (earlier when negative). */
export function addCalendarDays(isoDate: string, days: number): string {
  const [year, month, day] = partsOf(isoDate);
  assertWholeCount('days', days);
  return isoOf(Date.UTC(year, month - 1, day) + days * MS_PER_DAY);
}

/**
 * The same day `months` months later, as the spreadsheet's EDATE: a day the target month lacks becomes
 * its last day (31 Jan + 1 month = 28 or 29 Feb), so a month is never skipped.
 */
export function addCalendarMonths(isoDate: string, months: number): string {
  const [year, month, day] = partsOf(isoDate);
  assertWholeCount('months', months);
  const monthsSinceYearZero = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthsSinceYearZero / 12);
  const targetMonthIndex = monthsSinceYearZero - targetYear * 12;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonthIndex));
  const date = new Date(0);
  date.setUTCFullYear(targetYear, targetMonthIndex, targetDay);
  return isoOf(date.getTime());
}

/** The same day `years` years later; 29 Feb falls back to 28 Feb in a common year (EDATE(d; 12n)). */
export const addCalendarYears = (isoDate: string, years: number): string => {
  assertWholeCount('years', years);
  return addCalendarMonths(isoDate, years * 12);
};
