import type { IlpInputs, IlpPlanKey } from './ilp-types.js';
import { assertIlpInputs, compilePlan, runIlp } from './projection.js';

/** spec 001 §9: growth rates from 0% to 7% in 0.01% steps, as whole hundredths of a percent. */
export const BREAK_EVEN_GRID = { fromBasisPoints: 0, toBasisPoints: 700 } as const;

/**
 * The lowest growth rate of the grid (in %) at which the projected value reaches the total premium; null
 * when even 7% does not. The value is non-decreasing in the growth rate (every charge and fund bonus is a
 * share of the units, every premium bonus a share of the premium, and rounding to the cent is monotone),
 * so a bisection over the 701 grid points finds what a scan from 0% would; ilp-break-even.test.ts checks.
 */
export function ilpBreakEvenYield(planKey: IlpPlanKey, inputs: Omit<IlpInputs, 'growthPct'>): number | null {
  assertIlpInputs({ ...inputs, growthPct: 0 });
  const compiled = compilePlan(planKey, inputs);
  const basisPoints = lowestReachingBasisPoints((bp) => {
    const run = runIlp(compiled, bp / 100);
    return run.projectedValueCents >= run.totalPremiumCents;
  });
  return basisPoints === null ? null : basisPoints / 100;
}

/** The lowest grid point where a non-decreasing test holds, by bisection (about 10 runs, not 701). */
export function lowestReachingBasisPoints(reaches: (basisPoints: number) => boolean): number | null {
  let lo: number = BREAK_EVEN_GRID.fromBasisPoints;
  let hi: number = BREAK_EVEN_GRID.toBasisPoints;
  if (!reaches(hi)) return null;
  if (reaches(lo)) return lo;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (reaches(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
