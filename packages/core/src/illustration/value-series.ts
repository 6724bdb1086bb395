import { CodedError } from '../coded-error.js';

// ADR 0011: a plan's illustration for the adviser's amount, in integer cents by policy year. The premium
// of year N falls due at the start of year N; every other value is at the end of year N.

/** One policy year of a scaled illustration. `Total` is the illustrated value (guaranteed plus not). */
export interface IllustrationYear {
  policyYear: number;
  premiumDueCents: number;
  surrenderValueGtdCents: number;
  surrenderValueTotalCents: number;
  payoutGtdCents: number;
  payoutTotalCents: number;
  deathBenefitGtdCents: number;
  deathBenefitTotalCents: number;
}

/** Policy years 1, 2, ... n without a gap; at year n the surrender value is the maturity benefit. */
export type ValueSeries = readonly IllustrationYear[];

/** Every KPI comes twice: on the guaranteed values and on the illustrated totals. */
export type ValueBasis = 'guaranteed' | 'total';
export const VALUE_BASES = ['guaranteed', 'total'] as const satisfies readonly ValueBasis[];

/**
 * - 'SERIES': the series is empty, has a gap, or a value that is not a non-negative whole number of cents.
 * - 'YEAR': a policy year outside 1 .. the last year of the series.
 * - 'VALUE': an argument that is not a usable number (an age, an amount, a stored unit value).
 */
export type IllustrationErrorCode = 'SERIES' | 'YEAR' | 'VALUE';

export class IllustrationError extends CodedError<IllustrationErrorCode> {
  override readonly name = 'IllustrationError';
}

export const isIllustrationError = (error: unknown): error is IllustrationError =>
  error instanceof IllustrationError;

const MONEY_FIELDS = [
  'premiumDueCents',
  'surrenderValueGtdCents',
  'surrenderValueTotalCents',
  'payoutGtdCents',
  'payoutTotalCents',
  'deathBenefitGtdCents',
  'deathBenefitTotalCents',
] as const satisfies readonly (keyof IllustrationYear)[];

const isCents = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

/** Throws 'SERIES' unless the series is years 1..n in order, each value whole non-negative cents. */
export function assertValueSeries(series: ValueSeries): void {
  if (series.length === 0) throw new IllustrationError('SERIES', 'the series has no policy year');
  series.forEach((row, index) => {
    if (row.policyYear !== index + 1)
      throw new IllustrationError('SERIES', `policy year ${index + 1} is missing or out of order`);
    for (const field of MONEY_FIELDS) {
      if (!isCents(row[field]))
        throw new IllustrationError('SERIES', `year ${row.policyYear}: ${field} is not whole cents`);
    }
  });
}

export const lastPolicyYear = (series: ValueSeries): number => series.length;

/** The row of `policyYear`; 'YEAR' outside 1..last, so a KPI is never read off a neighbouring year. */
export function yearOf(series: ValueSeries, policyYear: number): IllustrationYear {
  const row = Number.isInteger(policyYear) ? series[policyYear - 1] : undefined;
  if (!row || row.policyYear !== policyYear || policyYear < 1) {
    throw new IllustrationError(
      'YEAR',
      `policy year ${policyYear} is outside this illustration (1 to ${series.length})`,
    );
  }
  return row;
}

/** The surrender value, payout and death benefit fields of one basis. */
export const BASIS_FIELDS = {
  guaranteed: {
    surrenderValue: 'surrenderValueGtdCents',
    payout: 'payoutGtdCents',
    deathBenefit: 'deathBenefitGtdCents',
  },
  total: {
    surrenderValue: 'surrenderValueTotalCents',
    payout: 'payoutTotalCents',
    deathBenefit: 'deathBenefitTotalCents',
  },
} as const satisfies Record<ValueBasis, Record<string, keyof IllustrationYear>>;
