import { describe, expect, it } from 'vitest';
import { todayInSingapore } from '../dates/singapore-date.js';
import {
  PAYOUT_FREQUENCIES,
  PAYOUT_TIMINGS,
  retirementMaturityDate,
  retirementPayoutDates,
  retirementPayoutStart,
  retirementPolicyStart,
  type PayoutFrequency,
  type PayoutTiming,
  type RetirementPayoutTerms,
} from './retirement-dates.js';
import { IllustrationError } from './value-series.js';

// Expected dates worked out by hand from issue 11's four formulas, with d = policy term - payout period.
type Case = [
  label: string,
  asOf: string,
  policyTermYears: number,
  frequency: PayoutFrequency,
  timing: PayoutTiming,
  expected: string,
];

describe('retirement policy start: day 19 of the current month', () => {
  it.each([
    ['after day 19', '2026-11-25', '2026-11-19'],
    ['before day 19: still this month, though day 19 is ahead', '2027-01-01', '2027-01-19'],
    ['on day 19', '2026-11-19', '2026-11-19'],
    ['leap day', '2028-02-29', '2028-02-19'],
  ])('%s', (_label, asOf, start) => {
    expect(retirementPolicyStart(asOf)).toBe(start);
  });

  it('takes the month of the Singapore day: 16:30 UTC on 30 Nov is already 1 Dec in Singapore', () => {
    expect(retirementPolicyStart(todayInSingapore(new Date('2026-11-30T16:30:00Z')))).toBe('2026-12-19');
  });
});

describe('retirement payout start, payout period 20 years: the four variants', () => {
  it.each<Case>([
    // start 2026-11-19, d = 10
    ['Monthly End: + 121 months - 1 day', '2026-11-25', 30, 'Monthly', 'End', '2036-12-18'],
    ['Monthly Beginning: + 120 months - 1 day', '2026-11-25', 30, 'Monthly', 'Beginning', '2036-11-18'],
    ['Yearly End: + 11 years - 1 day', '2026-11-25', 30, 'Yearly', 'End', '2037-11-18'],
    ['Yearly Beginning: + 10 years - 1 day', '2026-11-25', 30, 'Yearly', 'Beginning', '2036-11-18'],
    // start 2026-12-19, d = 5: the extra month of Monthly End crosses into January
    ['December start, Monthly End crosses the year end', '2026-12-31', 25, 'Monthly', 'End', '2032-01-18'],
    ['December start, Monthly Beginning', '2026-12-31', 25, 'Monthly', 'Beginning', '2031-12-18'],
    ['December start, Yearly End', '2026-12-01', 25, 'Yearly', 'End', '2032-12-18'],
    ['December start, Yearly Beginning', '2026-12-01', 25, 'Yearly', 'Beginning', '2031-12-18'],
    // start 2027-01-19, d = 1
    ['January start, Monthly End', '2027-01-01', 21, 'Monthly', 'End', '2028-02-18'],
    ['January start, Monthly Beginning', '2027-01-01', 21, 'Monthly', 'Beginning', '2028-01-18'],
    ['January start, Yearly End', '2027-01-01', 21, 'Yearly', 'End', '2029-01-18'],
    ['January start, Yearly Beginning', '2027-01-01', 21, 'Yearly', 'Beginning', '2028-01-18'],
    // start 2028-02-19 (asOf the leap day), d = 4: lands in February of leap year 2032
    ['leap day asOf, Monthly End', '2028-02-29', 24, 'Monthly', 'End', '2032-03-18'],
    ['leap day asOf, Monthly Beginning', '2028-02-29', 24, 'Monthly', 'Beginning', '2032-02-18'],
    ['leap day asOf, Yearly End', '2028-02-29', 24, 'Yearly', 'End', '2033-02-18'],
    ['leap day asOf, Yearly Beginning', '2028-02-29', 24, 'Yearly', 'Beginning', '2032-02-18'],
    // d = 0: payouts from the first month or year
    [
      'no deferral, Monthly End: one month after the start, less a day',
      '2026-11-05',
      20,
      'Monthly',
      'End',
      '2026-12-18',
    ],
    [
      'no deferral, Yearly End: one year after the start, less a day',
      '2026-11-05',
      20,
      'Yearly',
      'End',
      '2027-11-18',
    ],
  ])('%s', (_label, asOf, policyTermYears, frequency, timing, expected) => {
    const terms = { asOf, policyTermYears, payoutPeriodYears: 20, frequency, timing };
    expect(retirementPayoutStart(terms)).toBe(expected);
  });

  it('never lands on 29 February or a month end: the day is always 18 (day 19 less a day)', () => {
    for (let month = 1; month <= 12; month += 1) {
      const asOf = `2028-${String(month).padStart(2, '0')}-29`;
      for (const frequency of PAYOUT_FREQUENCIES)
        for (const timing of PAYOUT_TIMINGS)
          for (const policyTermYears of [21, 24, 25])
            expect(
              retirementPayoutStart({
                asOf,
                policyTermYears,
                payoutPeriodYears: 20,
                frequency,
                timing,
              }).slice(8),
            ).toBe('18');
    }
  });
});

describe('retirement payout dates: the same day of each following month or year', () => {
  const terms = (frequency: PayoutFrequency, timing: PayoutTiming): RetirementPayoutTerms => ({
    asOf: '2026-11-25',
    policyTermYears: 30,
    payoutPeriodYears: 20,
    frequency,
    timing,
  });

  it('the same terms again answer the same dates, each a list of its own (ADR 0031: worked out once)', () => {
    const first = retirementPayoutDates(terms('Monthly', 'End'));
    first.splice(0, 5, 'changed');
    const again = retirementPayoutDates(terms('Monthly', 'End'));
    expect(again).toHaveLength(240);
    expect(again[0]).toBe('2036-12-18');
    expect(retirementPayoutDates({ ...terms('Monthly', 'End'), asOf: '2026-12-01' })[0]).toBe('2037-01-18');
  });

  it.each<[label: string, frequency: PayoutFrequency, timing: PayoutTiming, dates: string[]]>([
    ['Monthly End', 'Monthly', 'End', ['2036-12-18', '2037-01-18', '2037-02-18', '2056-10-18', '2056-11-18']],
    [
      'Monthly Beginning',
      'Monthly',
      'Beginning',
      ['2036-11-18', '2036-12-18', '2037-01-18', '2056-09-18', '2056-10-18'],
    ],
    ['Yearly End', 'Yearly', 'End', ['2037-11-18', '2038-11-18', '2039-11-18', '2055-11-18', '2056-11-18']],
    [
      'Yearly Beginning',
      'Yearly',
      'Beginning',
      ['2036-11-18', '2037-11-18', '2038-11-18', '2054-11-18', '2055-11-18'],
    ],
  ])('%s: first three and last two', (_label, frequency, timing, dates) => {
    const all = retirementPayoutDates(terms(frequency, timing));
    expect(all).toHaveLength(frequency === 'Monthly' ? 240 : 20);
    expect([...all.slice(0, 3), ...all.slice(-2)]).toEqual(dates);
    expect(all[0]).toBe(retirementPayoutStart(terms(frequency, timing)));
  });

  it('the last End payout is on the maturity date: start + policy term - 1 day', () => {
    expect(retirementMaturityDate('2026-11-25', 30)).toBe('2056-11-18');
    expect(retirementPayoutDates(terms('Monthly', 'End')).at(-1)).toBe('2056-11-18');
    expect(retirementPayoutDates(terms('Yearly', 'End')).at(-1)).toBe('2056-11-18');
  });

  it('monthly payouts through February of a leap year fall on 18 February', () => {
    const dates = retirementPayoutDates({
      ...terms('Monthly', 'End'),
      asOf: '2028-02-29',
      policyTermYears: 24,
    });
    expect(dates.filter((date) => date.slice(5, 7) === '02').slice(0, 2)).toEqual([
      '2033-02-18',
      '2034-02-18',
    ]);
    expect(dates.every((date) => date.endsWith('-18'))).toBe(true);
  });
});

describe('retirement payout terms that are not a plan', () => {
  const valid: RetirementPayoutTerms = {
    asOf: '2026-11-25',
    policyTermYears: 30,
    payoutPeriodYears: 20,
    frequency: 'Monthly',
    timing: 'End',
  };
  it.each<[label: string, terms: RetirementPayoutTerms]>([
    ['asOf not a calendar date', { ...valid, asOf: '2027-02-29' }],
    ['payout period longer than the policy term', { ...valid, policyTermYears: 19 }],
    [
      'payouts at the beginning with no deferral (the day before the start)',
      { ...valid, policyTermYears: 20, timing: 'Beginning' },
    ],
    ['a fractional term', { ...valid, policyTermYears: 30.5 }],
    ['an unknown frequency', { ...valid, frequency: 'Weekly' as PayoutFrequency }],
  ])('%s', (_label, terms) => {
    expect(() => retirementPayoutStart(terms)).toThrow(IllustrationError);
  });
});
