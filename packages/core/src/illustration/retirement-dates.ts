import { addCalendarDays, addCalendarMonths, addCalendarYears } from '../dates/calendar-arithmetic.js';
import { isCalendarDate } from '../dates/singapore-date.js';
import { IllustrationError } from './value-series.js';

// Spec 001 §4 and issue 11: a retirement income policy starts on day 19 of the current Singapore month.
// The caller passes today's Singapore date (`todayInSingapore(now)`) as `asOf`; nothing here reads the
// clock. Day 19 exists in every month, so adding months or years never clamps a day.

export const RETIREMENT_POLICY_START_DAY = 19;

export const PAYOUT_FREQUENCIES = ['Monthly', 'Yearly'] as const;
export const PAYOUT_TIMINGS = ['Beginning', 'End'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];
export type PayoutTiming = (typeof PAYOUT_TIMINGS)[number];

export interface RetirementPayoutTerms {
  /** Today in Singapore, 'YYYY-MM-DD'. */
  asOf: string;
  policyTermYears: number;
  /** The years of payouts at the end of the policy term (20 in spec 001 §9). */
  payoutPeriodYears: number;
  frequency: PayoutFrequency;
  timing: PayoutTiming;
}

function assertYears(name: string, years: number): void {
  if (!Number.isSafeInteger(years) || years < 1)
    throw new IllustrationError('VALUE', `${name} must be a whole number of years, at least 1`);
}

/** Day 19 of `asOf`'s month. */
export function retirementPolicyStart(asOf: string): string {
  if (!isCalendarDate(asOf)) throw new IllustrationError('VALUE', `"${asOf}" is not a date YYYY-MM-DD`);
  return `${asOf.slice(0, 8)}${RETIREMENT_POLICY_START_DAY}`;
}

/** The policy's last day and maturity date: start + policy term years - 1 day (day 18). */
export function retirementMaturityDate(asOf: string, policyTermYears: number): string {
  assertYears('policyTermYears', policyTermYears);
  return addCalendarDays(addCalendarYears(retirementPolicyStart(asOf), policyTermYears), -1);
}

/**
 * The first payout date (issue 11), with d = policy term - payout period:
 * Monthly End = start + 12d months + 1 month - 1 day; Monthly Beginning = start + 12d months - 1 day;
 * Yearly End = start + d years + 1 year - 1 day; Yearly Beginning = start + d years - 1 day.
 * Always day 18, since the start is day 19 and the day is taken last.
 */
export function retirementPayoutStart(terms: RetirementPayoutTerms): string {
  const { asOf, policyTermYears, payoutPeriodYears, frequency, timing } = terms;
  assertYears('policyTermYears', policyTermYears);
  assertYears('payoutPeriodYears', payoutPeriodYears);
  if (!PAYOUT_FREQUENCIES.includes(frequency) || !PAYOUT_TIMINGS.includes(timing))
    throw new IllustrationError('VALUE', `unknown payout mode ${String(frequency)} / ${String(timing)}`);
  if (payoutPeriodYears > policyTermYears)
    throw new IllustrationError('VALUE', 'the payout period cannot be longer than the policy term');
  // Beginning with no deferral would pay the day before the policy starts: not a plan we can show
  if (timing === 'Beginning' && payoutPeriodYears === policyTermYears)
    throw new IllustrationError(
      'VALUE',
      'payouts at the beginning need a policy term beyond the payout period',
    );
  const start = retirementPolicyStart(asOf);
  const deferralYears = policyTermYears - payoutPeriodYears;
  const atEnd = timing === 'End' ? 1 : 0;
  const firstDayAfter =
    frequency === 'Monthly'
      ? addCalendarMonths(start, deferralYears * 12 + atEnd)
      : addCalendarYears(start, deferralYears + atEnd);
  return addCalendarDays(firstDayAfter, -1);
}

/**
 * Every payout date of the payout period: the first, then the same day of each following month (12 per
 * year) or year. The last End payout falls on the maturity date.
 */
export function retirementPayoutDates(terms: RetirementPayoutTerms): string[] {
  // ADR 0031: a KPI table asks the same terms for every plan and basis; the dates are worked out once
  // per terms (a copy each time, so no caller can change another's)
  const key = `${terms.asOf}|${terms.policyTermYears}|${terms.payoutPeriodYears}|${terms.frequency}|${terms.timing}`;
  const known = PAYOUT_DATES.get(key);
  if (known) return [...known];
  const first = retirementPayoutStart(terms);
  const monthly = terms.frequency === 'Monthly';
  const count = terms.payoutPeriodYears * (monthly ? 12 : 1);
  const dates = Array.from({ length: count }, (_unused, index) =>
    monthly ? addCalendarMonths(first, index) : addCalendarYears(first, index),
  );
  // A few terms a day in use; bounded all the same
  if (PAYOUT_DATES.size >= PAYOUT_DATES_KEPT) PAYOUT_DATES.clear();
  PAYOUT_DATES.set(key, dates);
  return [...dates];
}

const PAYOUT_DATES_KEPT = 64;
const PAYOUT_DATES = new Map<string, readonly string[]>();
