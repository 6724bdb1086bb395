import { roundHalfUp } from './rounding.js';

// Issue 15 and spec 002 §4: the Life Goals 360 arithmetic. Amounts are whole dollars; rates are
// percentages (4 means 4 % a year); every figure returned is rounded to whole dollars, half up.

export type GoalType = 'future' | 'today';
export type PayoutType = 'lump' | 'regular';

const growthFactor = (ratePct: number, years: number) => (1 + ratePct / 100) ** years;

/**
 * spec 002 §4 "Goal form": on the Future Value tab the amount entered is the target; on the Today's
 * Value tab it is compounded at the inflation rate over the years.
 */
export function goalTargetAmount(input: {
  goalType: GoalType;
  amount: number;
  years: number;
  inflationPct: number;
}): number {
  const { goalType, amount, years, inflationPct } = input;
  return roundHalfUp(goalType === 'future' ? amount : amount * growthFactor(inflationPct, years));
}

/**
 * spec 002 §4 "Future value of a liability payout": a lump payout is a single sum grown by inflation; a
 * regular payout of `amount` a year in today's dollars for `years` years is an annuity,
 * amount x ((1 + i)^n - 1) / i, which is amount x n when there is no inflation.
 */
export function liabilityFutureValue(input: {
  payoutType: PayoutType;
  amount: number;
  inflationPct: number;
  years: number;
}): number {
  const { payoutType, amount, inflationPct, years } = input;
  if (payoutType === 'lump') return roundHalfUp(amount * growthFactor(inflationPct, years));
  if (inflationPct === 0) return roundHalfUp(amount * years);
  const i = inflationPct / 100;
  return roundHalfUp((amount * (growthFactor(inflationPct, years) - 1)) / i);
}

export interface AccumulationFigures {
  /** Paid at the start of each year, as the PMT calculator's "beginning" type. */
  annualInvestment: number;
  /** Invested once, today. */
  lumpSum: number;
}

export interface AccumulationInsight extends AccumulationFigures {
  /** The current asset grown at the panel's rate over the whole horizon (0 without one). */
  currentAssetGrown: number;
  /** What the figures are for: the target less the grown current asset, never below 0. */
  stillNeeded: number;
  /** spec 002 §9: a third of the years, rounded; the delayed figures exist only when it is 3 or more. */
  delay: number;
  delayed: (AccumulationFigures & { years: number }) | null;
}

/** spec 002 §9: the delayed-start scenario is shown only when the delay is at least this many years. */
export const MIN_DELAY_YEARS = 3;

function accumulationFigures(target: number, years: number, growthPct: number): AccumulationFigures {
  if (growthPct === 0) {
    return { annualInvestment: roundHalfUp(target / years), lumpSum: roundHalfUp(target) };
  }
  const g = growthPct / 100;
  const factor = growthFactor(growthPct, years);
  return {
    annualInvestment: roundHalfUp((target * g) / ((factor - 1) * (1 + g))),
    lumpSum: roundHalfUp(target / factor),
  };
}

/**
 * spec 002 §2 "Accumulation Insight": what reaching `target` in `years` takes at `growthPct` a year.
 * Issue 31: a current asset set aside for the goal (Edit Existing Asset) is invested from today at the
 * same rate, so the figures are for what is still needed at the horizon,
 * target - currentAsset x (1 + g)^years (0 once the asset alone reaches the target); the delayed start
 * delays the new money only, the asset grows over the whole horizon.
 */
export function accumulationInsight(input: {
  target: number;
  years: number;
  growthPct: number;
  currentAsset?: number;
}): AccumulationInsight {
  const { target, years, growthPct, currentAsset = 0 } = input;
  if (!(years >= 1)) throw new RangeError(`years must be at least 1: ${years}`);
  if (!(currentAsset >= 0)) throw new RangeError(`currentAsset must not be negative: ${currentAsset}`);
  const currentAssetGrown = roundHalfUp(currentAsset * growthFactor(growthPct, years));
  const stillNeeded = Math.max(0, roundHalfUp(target) - currentAssetGrown);
  const delay = roundHalfUp(years / 3);
  const delayedYears = years - delay;
  return {
    ...accumulationFigures(stillNeeded, years, growthPct),
    currentAssetGrown,
    stillNeeded,
    delay,
    delayed:
      delay >= MIN_DELAY_YEARS
        ? { years: delayedYears, ...accumulationFigures(stillNeeded, delayedYears, growthPct) }
        : null,
  };
}

export interface ProtectionSummary {
  totalObligations: number;
  totalAssets: number;
  /** assets - obligations; negative is a shortfall (spec 002 §2 "Life Protection Calculator"). */
  surplus: number;
}

/** spec 002 §2: the Financial Safety Net totals from the liabilities' future values and the assets. */
export function protectionSummary(
  liabilities: readonly { futureValue: number }[],
  assets: readonly { value: number }[],
): ProtectionSummary {
  const totalObligations = roundHalfUp(liabilities.reduce((sum, l) => sum + l.futureValue, 0));
  const totalAssets = roundHalfUp(assets.reduce((sum, a) => sum + a.value, 0));
  return { totalObligations, totalAssets, surplus: totalAssets - totalObligations };
}
