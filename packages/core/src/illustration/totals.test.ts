import { describe, expect, it } from 'vitest';
import { NEVER_BREAKS_EVEN, PAYOUTS_BEFORE_MATURITY, SINGLE_PREMIUM } from './test-series.js';
import {
  deathBenefitAtYear,
  payoutsReceivedToYear,
  premiumsPaidToYear,
  surrenderValueAtYear,
} from './totals.js';
import { IllustrationError, type ValueSeries } from './value-series.js';

describe('premiums paid to year N: every premium due at the start of years 1..N', () => {
  it.each<[label: string, series: ValueSeries, year: number, cents: number]>([
    ['single premium: all paid in year 1', SINGLE_PREMIUM, 1, 1_000_000],
    ['single premium: nothing more later', SINGLE_PREMIUM, 5, 1_000_000],
    ['regular premium, mid-term', PAYOUTS_BEFORE_MATURITY, 3, 600_000],
    ['regular premium, after the premium term', PAYOUTS_BEFORE_MATURITY, 10, 1_000_000],
    ['the year-1 premium counts in year 1', NEVER_BREAKS_EVEN, 1, 100_000],
  ])('%s', (_label, series, year, cents) => {
    expect(premiumsPaidToYear(series, year)).toBe(cents);
  });
});

describe('payouts received to year N: payouts before maturity included', () => {
  it.each<[label: string, year: number, guaranteedCents: number, totalCents: number]>([
    ['none in year 1', 1, 0, 0],
    ['first payout in year 2', 2, 60_000, 80_000],
    ['during the premium term', 5, 240_000, 320_000],
    ['to maturity', 10, 540_000, 720_000],
  ])('%s', (_label, year, guaranteedCents, totalCents) => {
    expect(payoutsReceivedToYear(PAYOUTS_BEFORE_MATURITY, year, 'guaranteed')).toBe(guaranteedCents);
    expect(payoutsReceivedToYear(PAYOUTS_BEFORE_MATURITY, year, 'total')).toBe(totalCents);
  });

  it('a plan without payouts has received nothing at maturity', () => {
    expect(payoutsReceivedToYear(SINGLE_PREMIUM, 5, 'total')).toBe(0);
  });
});

describe('surrender value and death benefit at year N: the value at the end of that year', () => {
  it.each<[label: string, year: number, gtd: number, total: number, deathGtd: number, deathTotal: number]>([
    ['first year', 1, 800_000, 850_000, 1_010_000, 1_060_000],
    ['maturity (the last year)', 5, 1_050_000, 1_160_000, 1_050_000, 1_160_000],
  ])('%s', (_label, year, gtd, total, deathGtd, deathTotal) => {
    expect(surrenderValueAtYear(SINGLE_PREMIUM, year, 'guaranteed')).toBe(gtd);
    expect(surrenderValueAtYear(SINGLE_PREMIUM, year, 'total')).toBe(total);
    expect(deathBenefitAtYear(SINGLE_PREMIUM, year, 'guaranteed')).toBe(deathGtd);
    expect(deathBenefitAtYear(SINGLE_PREMIUM, year, 'total')).toBe(deathTotal);
  });
});

describe('a year outside the illustration is an error, never a neighbouring value', () => {
  it.each<[label: string, year: number]>([
    ['year 0', 0],
    ['after the last year', 6],
    ['a fraction of a year', 2.5],
  ])('%s', (_label, year) => {
    for (const read of [
      () => premiumsPaidToYear(SINGLE_PREMIUM, year),
      () => payoutsReceivedToYear(SINGLE_PREMIUM, year, 'total'),
      () => surrenderValueAtYear(SINGLE_PREMIUM, year, 'guaranteed'),
    ]) {
      expect(read).toThrow(IllustrationError);
      expect(read).toThrow(/outside this illustration/);
    }
  });
});
