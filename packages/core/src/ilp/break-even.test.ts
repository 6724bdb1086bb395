import { describe, expect, it } from 'vitest';
import { BREAK_EVEN_GRID, ilpBreakEvenYield, lowestReachingBasisPoints } from './break-even.js';
import { ilpPlans } from './plans.js';
import { compileIlp, projectIlp, runIlp } from './projection.js';
import { availableInputs } from './test-inputs.js';

const everyOther = <T>(items: T[], step: number) => items.filter((_, i) => i % step === 0);

describe('ilpBreakEvenYield (spec 001 §9: 0% to 7% in 0.01% steps)', () => {
  // The brute force: every grid point from 0% up, the first whose projected value reaches the premiums.
  const cases = everyOther(availableInputs(), 4);

  it('agrees with a scan of all 701 grid points on a spread of available inputs', () => {
    expect(cases.length).toBeGreaterThan(80);
    const yields = new Set<number | null>();
    for (const { planKey, inputs } of cases) {
      const compiled = compileIlp(ilpPlans[planKey].scheduleOf(inputs), inputs);
      let scanned: number | null = null;
      for (let bp = BREAK_EVEN_GRID.fromBasisPoints; bp <= BREAK_EVEN_GRID.toBasisPoints; bp += 1) {
        const run = runIlp(compiled, bp / 100);
        if (run.projectedValueCents >= run.totalPremiumCents) {
          scanned = bp / 100;
          break;
        }
      }
      expect(ilpBreakEvenYield(planKey, inputs), `${planKey} ${JSON.stringify(inputs)}`).toBe(scanned);
      yields.add(scanned);
    }
    // a spread of answers, not one repeated (the form's inputs all break even by 7%: see the null case below)
    expect(yields.size).toBeGreaterThan(40);
  });

  it('the projected value never falls as growth rises over the grid (what makes the bisection exact)', () => {
    for (const { planKey, inputs } of everyOther(cases, 5)) {
      const compiled = compileIlp(ilpPlans[planKey].scheduleOf(inputs), inputs);
      let previous = -1;
      for (let bp = 0; bp <= 700; bp += 1) {
        const value = runIlp(compiled, bp / 100).projectedValueCents;
        expect(value).toBeGreaterThanOrEqual(previous);
        previous = value;
      }
    }
  });

  it('at the yield the projection reaches the premiums and one step below it does not', () => {
    const inputs = { monthlyPremium: 1000, premiumTermYears: 10, horizonYears: 20 };
    const found = ilpBreakEvenYield('investFlex', inputs);
    expect(found).not.toBeNull();
    const at = projectIlp('investFlex', { ...inputs, growthPct: found ?? 0 });
    const below = projectIlp('investFlex', {
      ...inputs,
      growthPct: (Math.round((found ?? 0) * 100) - 1) / 100,
    });
    expect(at.projectedValueCents).toBeGreaterThanOrEqual(at.totalPremiumCents);
    expect(below.projectedValueCents).toBeLessThan(below.totalPremiumCents);
  });

  it('the search finds the first grid point of any step-shaped test, the ends and none', () => {
    // a test that holds from threshold t on: the search must return t (or null when t is past 700)
    for (const threshold of [0, 1, 2, 349, 350, 351, 698, 699, 700, 701, 5000]) {
      const calls: number[] = [];
      const found = lowestReachingBasisPoints((bp) => {
        calls.push(bp);
        return bp >= threshold;
      });
      expect(found).toBe(threshold <= 700 ? threshold : null);
      expect(calls.length).toBeLessThanOrEqual(12);
    }
  });

  it('null, shown as -, when not even 7% gives back the premiums', () => {
    // With the five tables every input of the form breaks even by 7%; a plan charging more than 7% a year
    // would not: 0.6% a month of every unit, against 7% a year of growth.
    const run = (growthPct: number) =>
      runIlp(
        compileIlp(
          {
            initialUnitMonths: 0,
            premiumBonuses: [],
            fundBonuses: [],
            escalations: [],
            charges: [{ name: 'heavy', on: 'all', fromMonth: 1, toMonth: 120, pctYearly: 7.2 }],
          },
          { monthlyPremium: 100, premiumTermYears: 10, horizonYears: 10 },
        ),
        growthPct,
      );
    expect(
      lowestReachingBasisPoints((bp) => run(bp / 100).projectedValueCents >= run(bp / 100).totalPremiumCents),
    ).toBeNull();
    expect(run(7.2).projectedValueCents).toBeLessThan(run(7.2).totalPremiumCents);
    expect(run(7.5).projectedValueCents).toBeGreaterThanOrEqual(run(7.5).totalPremiumCents);
  });
});
