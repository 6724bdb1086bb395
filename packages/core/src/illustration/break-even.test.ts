import { describe, expect, it } from 'vitest';
import { breakEvenYear } from './break-even.js';
import {
  NEVER_BREAKS_EVEN,
  PAYOUTS_BEFORE_MATURITY,
  SINGLE_PREMIUM,
  seriesInDollars,
} from './test-series.js';
import type { ValueBasis, ValueSeries } from './value-series.js';

describe('break-even year: first year where surrender value plus payouts received reaches premiums paid', () => {
  it.each<[label: string, series: ValueSeries, basis: ValueBasis, year: number | null]>([
    // 10,200 >= 10,000 in year 4; 9,800 in year 3 is short
    ['single premium, guaranteed', SINGLE_PREMIUM, 'guaranteed', 4],
    ['single premium, total', SINGLE_PREMIUM, 'total', 3],
    // the surrender value alone never reaches 10,000; with the payouts received it does in year 7
    ['payouts before maturity, guaranteed', PAYOUTS_BEFORE_MATURITY, 'guaranteed', 7],
    // during the premium term: year 4 has 5,900 + 2,400 against 8,000 paid
    ['payouts before maturity, total, within the premium term', PAYOUTS_BEFORE_MATURITY, 'total', 4],
    ['never reached: null', NEVER_BREAKS_EVEN, 'guaranteed', null],
    ['never reached on the illustrated values either', NEVER_BREAKS_EVEN, 'total', null],
  ])('%s', (_label, series, basis, year) => {
    expect(breakEvenYear(series, basis)).toBe(year);
  });

  it('reaching premiums paid exactly counts as breaking even', () => {
    const exact = seriesInDollars({
      premiumDue: [1000, 1000],
      surrenderValueGtd: [900, 2000],
      surrenderValueTotal: [900, 1999.99],
    });
    expect(breakEvenYear(exact, 'guaranteed')).toBe(2);
    // one cent short is not break-even
    expect(breakEvenYear(exact, 'total')).toBeNull();
  });

  it('a value that dips back below premiums paid keeps the first year reached', () => {
    const dips = seriesInDollars({
      premiumDue: [1000, 1000, 1000],
      surrenderValueGtd: [1000, 1500, 3100],
      surrenderValueTotal: [1000, 1500, 3100],
    });
    expect(breakEvenYear(dips, 'guaranteed')).toBe(1);
  });
});
