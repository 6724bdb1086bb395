import { describe, expect, it } from 'vitest';
import {
  endOfSingaporeDay,
  formatDdMmYyyy,
  formatLongDate,
  formatSingaporeDate,
  formatSingaporeDateInWords,
  formatSingaporeDateTime,
  isCalendarDate,
  parseDdMmYyyy,
  singaporeDateOf,
  todayInSingapore,
} from './singapore-date.js';

describe('todayInSingapore: the Singapore day of the injected now (UTC+8, no daylight saving)', () => {
  it.each([
    ['midnight UTC is 08:00 the same day', '2030-01-15T00:00:00.000Z', '2030-01-15'],
    ['15:59:59.999 UTC is the last moment of the same day', '2030-01-15T15:59:59.999Z', '2030-01-15'],
    ['16:00 UTC is midnight: already the next day', '2030-01-15T16:00:00.000Z', '2030-01-16'],
    ['17:00 UTC is 01:00 the next day', '2030-01-15T17:00:00.000Z', '2030-01-16'],
    ['23:59 UTC is still the next day', '2030-01-15T23:59:59.999Z', '2030-01-16'],
    ['the next month at 16:00 UTC on the last day', '2030-01-31T16:00:00.000Z', '2030-02-01'],
    ['the next year on New Year’s Eve at 16:00 UTC', '2029-12-31T16:00:00.000Z', '2030-01-01'],
    ['29 Feb of a leap year from 28 Feb 16:00 UTC', '2028-02-28T16:30:00.000Z', '2028-02-29'],
  ])('%s', (_rule, now, today) => {
    expect(todayInSingapore(new Date(now))).toBe(today);
    expect(singaporeDateOf(now)).toBe(today);
  });
});

describe('endOfSingaporeDay: the last millisecond of a Singapore day', () => {
  it.each([
    ['a day ends at 15:59:59.999 UTC', '2030-01-15', '2030-01-15T15:59:59.999Z'],
    ['29 Feb of a leap year', '2028-02-29', '2028-02-29T15:59:59.999Z'],
    ['the last day of the year', '2030-12-31', '2030-12-31T15:59:59.999Z'],
  ])('%s', (_rule, day, end) => {
    expect(endOfSingaporeDay(day)?.toISOString()).toBe(end);
  });

  it.each(['2030-02-29', '2030-04-31', '2030-13-01', '15/01/2030', '2030-1-5', ''])(
    'refuses %j, which is not a calendar date',
    (text) => {
      expect(endOfSingaporeDay(text)).toBeNull();
      expect(isCalendarDate(text)).toBe(false);
    },
  );
});

describe('DD/MM/YYYY: the way the portal shows and takes dates', () => {
  it.each([
    ['2030-01-15', '15/01/2030'],
    ['1990-12-01', '01/12/1990'],
  ])('%s shows as %s and reads back', (iso, text) => {
    expect(formatDdMmYyyy(iso)).toBe(text);
    expect(parseDdMmYyyy(text)).toBe(iso);
  });

  it.each([
    ['surrounding spaces are ignored', ' 29/02/2028 ', '2028-02-29'],
    ['29 Feb in a common year is not a date', '29/02/2030', null],
    ['31 Apr is not a date', '31/04/2030', null],
    ['month 13', '01/13/2030', null],
    ['one-digit day', '1/01/2030', null],
    ['ISO order', '2030-01-15', null],
    ['US order is read as DD/MM and refused when impossible', '12/31/2030', null],
    ['empty', '', null],
  ])('%s', (_rule, text, iso) => {
    expect(parseDdMmYyyy(text)).toBe(iso);
  });
});

describe('instants shown in Singapore time', () => {
  it.each([
    [
      'before 16:00 UTC: the same day',
      '2026-11-23T08:05:00.000Z',
      '23/11/2026',
      '23/11/2026 16:05 SGT',
      '23 Nov 2026',
    ],
    [
      '16:30 UTC: 00:30 the next day',
      '2026-11-23T16:30:00.000Z',
      '24/11/2026',
      '24/11/2026 00:30 SGT',
      '24 Nov 2026',
    ],
    [
      '23:59 UTC on 31 Dec: 07:59 on 1 Jan',
      '2026-12-31T23:59:00.000Z',
      '01/01/2027',
      '01/01/2027 07:59 SGT',
      '1 Jan 2027',
    ],
    [
      'the end of a Singapore day',
      '2027-03-31T15:59:59.999Z',
      '31/03/2027',
      '31/03/2027 23:59 SGT',
      '31 Mar 2027',
    ],
  ])('%s', (_rule, at, date, dateTime, inWords) => {
    expect(formatSingaporeDate(at)).toBe(date);
    expect(formatSingaporeDateTime(new Date(at))).toBe(dateTime);
    expect(formatSingaporeDateInWords(at)).toBe(inWords);
  });
});

describe('formatLongDate: a day in full words, as the Strategy Report is dated (en-SG long date)', () => {
  it.each([
    ['a single-digit day has no leading zero', '2026-11-05', '5 November 2026'],
    ['the first month', '2027-01-31', '31 January 2027'],
    ['29 Feb of a leap year', '2028-02-29', '29 February 2028'],
    ['the last day of the year', '2030-12-31', '31 December 2030'],
  ])('%s', (_rule, day, inWords) => {
    expect(formatLongDate(day)).toBe(inWords);
  });
});
