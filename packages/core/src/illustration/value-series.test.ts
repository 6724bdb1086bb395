import { describe, expect, it } from 'vitest';
import { SINGLE_PREMIUM } from './test-series.js';
import { assertValueSeries, IllustrationError, lastPolicyYear, type ValueSeries } from './value-series.js';

const withYear = (patch: Partial<(typeof SINGLE_PREMIUM)[number]>, index = 1): ValueSeries =>
  SINGLE_PREMIUM.map((row, i) => (i === index ? { ...row, ...patch } : row));

describe('a value series is policy years 1..n of whole, non-negative cents', () => {
  it('accepts a well-formed series and knows its last year', () => {
    expect(() => assertValueSeries(SINGLE_PREMIUM)).not.toThrow();
    expect(lastPolicyYear(SINGLE_PREMIUM)).toBe(5);
  });

  it.each<[label: string, series: ValueSeries]>([
    ['empty', []],
    ['a gap', SINGLE_PREMIUM.filter((row) => row.policyYear !== 3)],
    ['out of order', [...SINGLE_PREMIUM].reverse()],
    ['a fraction of a cent', withYear({ surrenderValueTotalCents: 100.5 })],
    ['a negative value', withYear({ payoutGtdCents: -1 })],
    ['beyond 2^53 cents', withYear({ deathBenefitTotalCents: 2 ** 53 })],
  ])('refuses %s', (_label, series) => {
    expect(() => assertValueSeries(series)).toThrow(IllustrationError);
  });
});
