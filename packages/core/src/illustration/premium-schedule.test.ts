import { describe, expect, it } from 'vitest';
import { premiumDueDates, premiumInstalmentsCents } from './premium-schedule.js';
import { scaleUnitValue } from './scaling.js';
import { IllustrationError } from './value-series.js';

describe('premium instalments: the total in equal annual instalments, rounded half up once', () => {
  it.each<[label: string, totalCents: number, term: number, instalments: number[]]>([
    ['single pay: the whole premium once', 30_000_000, 1, [30_000_000]],
    ['five-pay divides exactly', 30_000_000, 5, [6_000_000, 6_000_000, 6_000_000, 6_000_000, 6_000_000]],
    ['S$100,000 over 3 years is 3 x 33,333.33 (ADR 0011)', 10_000_000, 3, [3_333_333, 3_333_333, 3_333_333]],
    ['S$200 over 3 years: 66.666... rounds up to 66.67', 20_000, 3, [6_667, 6_667, 6_667]],
    ['a half cent goes up: 5 cents over 2 years', 5, 2, [3, 3]],
  ])('%s', (_label, totalCents, term, instalments) => {
    expect(premiumInstalmentsCents(totalCents, term)).toEqual(instalments);
  });

  it('gives the cents a stored 333.333333 per 1,000 scales to, so a series and a schedule agree', () => {
    expect(premiumInstalmentsCents(10_000_000, 3)[0]).toBe(scaleUnitValue('333.333333', 10_000_000));
  });

  it.each<[label: string, totalCents: number, term: number]>([
    ['a premium term of 0', 10_000, 0],
    ['a fractional premium term', 10_000, 2.5],
    ['a total in fractions of a cent', 100.5, 1],
    ['no premium', 0, 1],
  ])('refuses %s', (_label, totalCents, term) => {
    expect(() => premiumInstalmentsCents(totalCents, term)).toThrow(IllustrationError);
  });
});

describe('premium due dates: the policy start and each anniversary within the term', () => {
  it.each<[label: string, start: string, term: number, dates: string[]]>([
    ['single pay: the start only', '2026-11-19', 1, ['2026-11-19']],
    ['five-pay', '2026-12-19', 5, ['2026-12-19', '2027-12-19', '2028-12-19', '2029-12-19', '2030-12-19']],
    ['from a leap day the anniversary is 28 February (EDATE)', '2028-02-29', 2, ['2028-02-29', '2029-02-28']],
  ])('%s', (_label, start, term, dates) => {
    expect(premiumDueDates(start, term)).toEqual(dates);
  });
});
