import { dayNumber, xirr } from '../finance/cash-flows.js';
import { isFinanceError } from '../finance/finance-error.js';
import { premiumDueDates } from './premium-schedule.js';
import {
  retirementMaturityDate,
  retirementPayoutDates,
  retirementPolicyStart,
  type RetirementPayoutTerms,
} from './retirement-dates.js';
import { IllustrationError, type ValueBasis } from './value-series.js';

// Issue 11 (spec 001 §3 xirr_gtd / xirr_total, receivedGtd / receivedTotal) for retirement income: the
// client's dated cash flows, premiums out, payouts and the maturity benefit in, and their XIRR.

/** One amount on both bases, in cents. */
export interface GtdAndTotalCents {
  gtdCents: number;
  totalCents: number;
}

export interface RetirementIncomePlan {
  terms: RetirementPayoutTerms;
  premiumTermYears: number;
  annualPremiumCents: number;
  /** One per date of `retirementPayoutDates(terms)`, in order (special payouts added in). */
  payouts: readonly GtdAndTotalCents[];
  maturityBenefit: GtdAndTotalCents;
}

/** A flow of the client's: negative out (premium), positive in (payout, maturity benefit). */
export interface DatedCashFlow {
  date: string;
  cents: number;
  kind: 'premium' | 'payout' | 'maturity';
}

const amountOf = (amount: GtdAndTotalCents, basis: ValueBasis) =>
  basis === 'guaranteed' ? amount.gtdCents : amount.totalCents;

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new IllustrationError('VALUE', `${name} must be a non-negative whole number of cents`);
}

function assertPlan(plan: RetirementIncomePlan, payoutCount: number): void {
  assertCents('annualPremiumCents', plan.annualPremiumCents);
  if (plan.payouts.length !== payoutCount)
    throw new IllustrationError(
      'VALUE',
      `${plan.payouts.length} payout amounts for ${payoutCount} payout dates`,
    );
  for (const payout of [...plan.payouts, plan.maturityBenefit]) {
    assertCents('a payout', payout.gtdCents);
    assertCents('a payout', payout.totalCents);
  }
}

/**
 * In date order: the annual premium on the policy start date and each anniversary for the premium term,
 * each payout on its date, the maturity benefit on the maturity date (start + policy term - 1 day, the
 * day of the last End payout, listed after it).
 */
export function retirementCashFlows(plan: RetirementIncomePlan, basis: ValueBasis): DatedCashFlow[] {
  const payoutDates = retirementPayoutDates(plan.terms);
  assertPlan(plan, payoutDates.length);
  const start = retirementPolicyStart(plan.terms.asOf);
  if (plan.premiumTermYears > plan.terms.policyTermYears)
    throw new IllustrationError('VALUE', 'the premium term cannot be longer than the policy term');
  const flows: DatedCashFlow[] = [
    ...premiumDueDates(start, plan.premiumTermYears).map((date): DatedCashFlow => ({
      date,
      cents: -plan.annualPremiumCents,
      kind: 'premium',
    })),
    ...payoutDates.map((date, index): DatedCashFlow => ({
      date,
      cents: amountOf(plan.payouts[index] as GtdAndTotalCents, basis),
      kind: 'payout',
    })),
    {
      date: retirementMaturityDate(plan.terms.asOf, plan.terms.policyTermYears),
      cents: amountOf(plan.maturityBenefit, basis),
      kind: 'maturity',
    },
  ];
  // a stable sort keeps premium, payout, maturity order on a shared date; ISO dates sort as text
  return flows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** receivedGtd / receivedTotal: the payouts of the whole payout period (maturity benefit apart). */
export function retirementPayoutsReceivedCents(plan: RetirementIncomePlan, basis: ValueBasis): number {
  const sum = retirementCashFlows(plan, basis)
    .filter((flow) => flow.kind === 'payout')
    .reduce((total, flow) => total + flow.cents, 0);
  if (!Number.isSafeInteger(sum)) throw new IllustrationError('VALUE', 'the payouts received overflow');
  return sum;
}

/**
 * xirr_gtd / xirr_total: the spreadsheet XIRR (Actual/365 from the policy start) of
 * `retirementCashFlows`, a yearly rate as a fraction. Null where the spreadsheet answers #NUM! (nothing
 * comes back, or nothing is paid): the row shows "-".
 */
export function retirementXirr(plan: RetirementIncomePlan, basis: ValueBasis): number | null {
  const flows = retirementCashFlows(plan, basis);
  try {
    return xirr(
      flows.map((flow) => flow.cents),
      flows.map((flow) => flow.date),
      startingRate(flows),
    );
  } catch (error) {
    if (isFinanceError(error) && error.code === 'NUM') return null;
    throw error;
  }
}

const DAYS_PER_YEAR = 365;

/**
 * Where XIRR's Newton starts (ADR 0031): the rate at which what goes out, grown over the years between
 * the money-weighted mean dates of what goes out and what comes back, becomes what comes back. Used only
 * when the flows change sign once (all premiums before every payout): such flows have exactly one rate
 * (Descartes' rule of signs), so the start cannot change the answer, only how soon Newton reaches it.
 * From the spreadsheet's 10 %, Newton on flows 30 to 50 years long often steps below -100 % and the
 * bracketing search takes over, five times the work. Any other flows start from 10 %.
 */
function startingRate(flows: readonly DatedCashFlow[]): number {
  const first = dayNumber((flows[0] as DatedCashFlow).date);
  // Sums of what goes out and comes back, each also weighted by its day from the first flow.
  let [out, outDays, back, backDays] = [0, 0, 0, 0];
  let signChanges = 0;
  let lastSign = 0;
  for (const { cents, date } of flows) {
    if (cents === 0) continue;
    const sign = Math.sign(cents);
    if (lastSign !== 0 && sign !== lastSign) signChanges += 1;
    lastSign = sign;
    const days = dayNumber(date) - first;
    if (sign < 0) {
      out -= cents;
      outDays -= cents * days;
    } else {
      back += cents;
      backDays += cents * days;
    }
  }
  const years = (backDays / back - outDays / out) / DAYS_PER_YEAR;
  if (signChanges !== 1 || lastSign < 0 || !(years > 0)) return 0.1;
  const rate = (back / out) ** (1 / years) - 1;
  return Number.isFinite(rate) && rate > -1 ? rate : 0.1;
}
