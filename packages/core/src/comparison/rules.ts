import { roundHalfUpToCent } from '../illustration/scaling.js';

// spec 001 §2, §5: comparison rules shared by the server (ranking, term and LTC maths) and the browser.

/** A premium rate: cents per unit of cover, with up to 4 decimals (the tables' numeric(14, 4)). */
export type Rate = string | number;
export const RATE_DECIMALS = 4;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
const RATE_TEXT = /^(\d{1,10})(?:\.(\d{1,4}))?$/;

/** A rate in ten-thousandths of a cent, exactly; a negative rate or a 5th decimal is refused. */
export function parseRate(rate: Rate): bigint {
  const match = RATE_TEXT.exec(String(rate));
  if (!match) throw new RangeError(`"${String(rate)}" is not a rate in cents with at most 4 decimals`);
  return BigInt(match[1] as string) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(RATE_DECIMALS, '0'));
}

/**
 * Premium in cents for `sumInsured` whole dollars at a rate in cents per `unit` dollars: computed
 * exactly, then rounded once, half up to the cent (`roundHalfUpToCent`, the one rounding of money).
 */
export function premiumFromRate(rateCentsPerUnit: Rate, sumInsured: number, unit: number): number {
  const exact = parseRate(rateCentsPerUnit) * BigInt(sumInsured);
  return Number(roundHalfUpToCent(exact, BigInt(unit) * RATE_SCALE));
}

/**
 * spec 001 §2: lowest premium first (compareFIRST's order); ties by insurer then plan, so the order
 * never depends on the database's row order.
 */
export function rankByPremium<R extends { insurer: string; planName: string }>(
  rows: readonly R[],
  premiumOf: (row: R) => number,
): R[] {
  return [...rows].sort(
    (a, b) =>
      premiumOf(a) - premiumOf(b) ||
      a.insurer.localeCompare(b.insurer) ||
      a.planName.localeCompare(b.planName),
  );
}

/** spec 001 §5 Long term care: escalation plans are the ones whose name contains %. */
export const isEscalationPlan = (planName: string) => planName.includes('%');

/**
 * Long term care by premium: the largest monthly benefit, a multiple of S$100, that the annual budget
 * buys; the premium shown is that benefit's, never above the budget.
 */
export function ltcBenefitForBudget(
  budgetCents: number,
  ratePer100Cents: Rate,
): { sumInsured: number; premiumCents: number } {
  const rate = parseRate(ratePer100Cents);
  const units = rate > 0n ? (BigInt(budgetCents) * RATE_SCALE) / rate : 0n;
  // units x rate never exceeds the budget, so neither does its rounding to the cent
  return {
    sumInsured: Number(units) * 100,
    premiumCents: Number(roundHalfUpToCent(units * rate, RATE_SCALE)),
  };
}

export interface TermCoverRequest {
  cover: 'death' | 'tpd' | 'ci' | 'eci';
  sumInsured: number;
}

/** The covers a term search asks for: a zero amount means none (spec 001 §9 "plus none"). */
export function requestedTermCovers(amounts: {
  death: number;
  tpd: number;
  ci: number;
  eci: number;
}): TermCoverRequest[] {
  return (['death', 'tpd', 'ci', 'eci'] as const)
    .filter((c) => amounts[c] > 0)
    .map((cover) => ({ cover, sumInsured: amounts[cover] }));
}

export interface TermRate {
  planKey: string;
  cover: TermCoverRequest['cover'];
  ratePer1000Cents: Rate;
}

/**
 * spec 001 §5 Term: plans are listed with the premium summed across the requested covers; a plan
 * lacking any requested cover (in practice advanced or early CI) is dropped.
 */
export function priceTermPlans(rates: readonly TermRate[], requested: readonly TermCoverRequest[]) {
  const byPlan = new Map<string, Map<string, Rate>>();
  for (const r of rates) {
    const covers = byPlan.get(r.planKey) ?? new Map<string, Rate>();
    covers.set(r.cover, r.ratePer1000Cents);
    byPlan.set(r.planKey, covers);
  }
  const priced: {
    planKey: string;
    covers: { cover: TermCoverRequest['cover']; sumInsured: number; premiumCents: number }[];
    premiumCents: number;
  }[] = [];
  for (const [planKey, covers] of byPlan) {
    if (!requested.every((q) => covers.has(q.cover))) continue;
    const lines = requested.map((q) => ({
      ...q,
      premiumCents: premiumFromRate(covers.get(q.cover) ?? 0, q.sumInsured, 1000),
    }));
    priced.push({ planKey, covers: lines, premiumCents: lines.reduce((sum, l) => sum + l.premiumCents, 0) });
  }
  return priced;
}
