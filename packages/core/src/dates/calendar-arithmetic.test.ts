import { describe, expect, it } from 'vitest';
import { addCalendarDays, addCalendarMonths, addCalendarYears } from './calendar-arithmetic.js';

describe('adding days to a calendar date', () => {
  it.each<[label: string, date: string, days: number, expected: string]>([
    ['within a month', '2026-11-19', -1, '2026-11-18'],
    ['back across a month start', '2027-03-01', -1, '2027-02-28'],
    ['back across a month start in a leap year', '2028-03-01', -1, '2028-02-29'],
    ['back across a year start', '2027-01-01', -1, '2026-12-31'],
    ['forward across a year end', '2026-12-31', 1, '2027-01-01'],
    ['a leap year has 366 days', '2028-01-01', 366, '2029-01-01'],
  ])('%s', (_label, date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });
});

describe('adding months or years to a calendar date (the spreadsheet EDATE)', () => {
  it.each<[label: string, date: string, months: number, expected: string]>([
    ['day 19 keeps its day', '2026-11-19', 1, '2026-12-19'],
    ['December to January of the next year', '2026-12-19', 1, '2027-01-19'],
    ['many years of months', '2026-12-19', 12 * 34 + 1, '2061-01-19'],
    ['back a month across a year start', '2027-01-19', -1, '2026-12-19'],
    ['31 January + 1 month is the last day of February', '2027-01-31', 1, '2027-02-28'],
    ['the same in a leap year', '2028-01-31', 1, '2028-02-29'],
  ])('%s', (_label, date, months, expected) => {
    expect(addCalendarMonths(date, months)).toBe(expected);
  });

  it.each<[label: string, date: string, years: number, expected: string]>([
    ['29 February + 1 year is 28 February', '2028-02-29', 1, '2029-02-28'],
    ['29 February + 4 years is 29 February', '2028-02-29', 4, '2032-02-29'],
    ['an ordinary day', '2026-11-19', 20, '2046-11-19'],
  ])('%s', (_label, date, years, expected) => {
    expect(addCalendarYears(date, years)).toBe(expected);
  });

  it.each(['2027-02-29', '19/11/2026', '2026-13-01'])(
    'refuses "%s", which is not a calendar date',
    (date) => {
      expect(() => addCalendarMonths(date, 1)).toThrow(RangeError);
      expect(() => addCalendarDays(date, 1)).toThrow(RangeError);
    },
  );

  it('refuses a fractional count', () => {
    expect(() => addCalendarMonths('2026-11-19', 1.5)).toThrow(RangeError);
  });
});
