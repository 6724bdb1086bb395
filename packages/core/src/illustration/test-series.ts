import type { IllustrationYear, ValueSeries } from './value-series.js';

// Test-only: a series from whole-dollar columns by policy year (missing columns are 0), in cents.
export interface DollarColumns {
  premiumDue: number[];
  surrenderValueGtd: number[];
  surrenderValueTotal: number[];
  payoutGtd?: number[];
  payoutTotal?: number[];
  deathBenefitGtd?: number[];
  deathBenefitTotal?: number[];
}

export function seriesInDollars(columns: DollarColumns): ValueSeries {
  const cents = (column: number[] | undefined, index: number) => Math.round((column?.[index] ?? 0) * 100);
  return columns.premiumDue.map((_premium, index): IllustrationYear => ({
    policyYear: index + 1,
    premiumDueCents: cents(columns.premiumDue, index),
    surrenderValueGtdCents: cents(columns.surrenderValueGtd, index),
    surrenderValueTotalCents: cents(columns.surrenderValueTotal, index),
    payoutGtdCents: cents(columns.payoutGtd, index),
    payoutTotalCents: cents(columns.payoutTotal, index),
    deathBenefitGtdCents: cents(columns.deathBenefitGtd, index),
    deathBenefitTotalCents: cents(columns.deathBenefitTotal, index),
  }));
}

/** Single premium of S$10,000, five years, no payouts. */
export const SINGLE_PREMIUM = seriesInDollars({
  premiumDue: [10000, 0, 0, 0, 0],
  surrenderValueGtd: [8000, 9000, 9800, 10200, 10500],
  surrenderValueTotal: [8500, 9600, 10300, 10900, 11600],
  deathBenefitGtd: [10100, 10100, 10100, 10200, 10500],
  deathBenefitTotal: [10600, 10700, 10900, 11100, 11600],
});

/** Five yearly premiums of S$2,000, payouts from year 2 (before maturity at year 10). */
export const PAYOUTS_BEFORE_MATURITY = seriesInDollars({
  premiumDue: [2000, 2000, 2000, 2000, 2000, 0, 0, 0, 0, 0],
  surrenderValueGtd: [1000, 2500, 4000, 5500, 7000, 6800, 6600, 6400, 6200, 6000],
  surrenderValueTotal: [1100, 2700, 4300, 5900, 7500, 7400, 7300, 7200, 7100, 7000],
  payoutGtd: [0, 600, 600, 600, 600, 600, 600, 600, 600, 600],
  payoutTotal: [0, 800, 800, 800, 800, 800, 800, 800, 800, 800],
});

/** Three premiums of S$1,000 that the surrender value never gives back. */
export const NEVER_BREAKS_EVEN = seriesInDollars({
  premiumDue: [1000, 1000, 1000],
  surrenderValueGtd: [0, 500, 1200],
  surrenderValueTotal: [0, 600, 1500],
  deathBenefitGtd: [50000, 50000, 50000],
  deathBenefitTotal: [50000, 50500, 51000],
});
