// Expected rates are the exact roots of the flows written out by hand below: closed forms where one
// exists, else a 200-step bisection of the NPV in 50-digit decimals (Python's decimal module), pasted as
// literals. Each case is also checked against @formulajs/formulajs' IRR, an independent spreadsheet
// IRR, which stops within about 1e-10 of the root. Flows are in dollars: IRR does not depend on scale.
import * as formulajs from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import { expectSpreadsheetAnswer } from '../finance/spreadsheet-agreement.js';
import { irrToYear, planCashFlowsToYear } from './plan-irr.js';
import { premiumInstalmentsCents } from './premium-schedule.js';
import { NEVER_BREAKS_EVEN, PAYOUTS_BEFORE_MATURITY, SINGLE_PREMIUM } from './test-series.js';
import type { ValueBasis, ValueSeries } from './value-series.js';

type Case = [
  label: string,
  series: ValueSeries,
  year: number,
  basis: ValueBasis,
  flows: number[],
  rate: number,
];

const FORMULAJS_TOLERANCE = 1e-9;

describe('IRR to year N of the plan cash flows agrees with the spreadsheet IRR', () => {
  it.each<Case>([
    [
      'single premium to maturity, total: 1.16^(1/5) - 1',
      SINGLE_PREMIUM,
      5,
      'total',
      [-10000, 0, 0, 0, 0, 11600],
      Math.pow(1.16, 1 / 5) - 1,
    ],
    [
      'single premium to maturity, guaranteed: 1.05^(1/5) - 1',
      SINGLE_PREMIUM,
      5,
      'guaranteed',
      [-10000, 0, 0, 0, 0, 10500],
      Math.pow(1.05, 1 / 5) - 1,
    ],
    [
      'single premium surrendered at year 3: 1.03^(1/3) - 1',
      SINGLE_PREMIUM,
      3,
      'total',
      [-10000, 0, 0, 10300],
      Math.pow(1.03, 1 / 3) - 1,
    ],
    [
      'payouts before maturity, surrendered at year 7',
      PAYOUTS_BEFORE_MATURITY,
      7,
      'guaranteed',
      [-2000, -2000, -1400, -1400, -1400, 600, 600, 7200],
      0.0048221093701147685,
    ],
    [
      'payouts before maturity, to maturity, guaranteed',
      PAYOUTS_BEFORE_MATURITY,
      10,
      'guaranteed',
      [-2000, -2000, -1400, -1400, -1400, 600, 600, 600, 600, 600, 6600],
      0.021901512587404685,
    ],
    [
      'payouts before maturity, to maturity, total',
      PAYOUTS_BEFORE_MATURITY,
      10,
      'total',
      [-2000, -2000, -1200, -1200, -1200, 800, 800, 800, 800, 800, 7800],
      0.06235192402561371,
    ],
    [
      'never breaks even: a negative rate',
      NEVER_BREAKS_EVEN,
      3,
      'guaranteed',
      [-1000, -1000, -1000, 1200],
      -0.3927281849247015,
    ],
    [
      'never breaks even, total',
      NEVER_BREAKS_EVEN,
      3,
      'total',
      [-1000, -1000, -1000, 1500],
      -0.3085860202182632,
    ],
    // 500x^2 - 1000x - 1000 = 0 with x = 1 / (1 + r): r = (sqrt(3) - 3) / 2
    [
      'regular premium surrendered mid-term',
      NEVER_BREAKS_EVEN,
      2,
      'guaranteed',
      [-1000, -1000, 500],
      (Math.sqrt(3) - 3) / 2,
    ],
  ])('%s', (_label, series, year, basis, flows, rate) => {
    expect(planCashFlowsToYear(series, year, basis)).toEqual(flows.map((dollars) => dollars * 100));
    expectSpreadsheetAnswer(() => irrToYear(series, year, basis) as number, rate);
    const spreadsheetIrr = formulajs.IRR(flows) as number;
    expect(Math.abs((irrToYear(series, year, basis) as number) - spreadsheetIrr)).toBeLessThan(
      FORMULAJS_TOLERANCE,
    );
  });
});

describe('IRR to year N when the spreadsheet has no rate (#NUM!): null', () => {
  it.each<[label: string, series: ValueSeries, year: number, basis: ValueBasis]>([
    // flows -1,000 then 0: nothing back yet
    ['surrender value 0 in year 1', NEVER_BREAKS_EVEN, 1, 'guaranteed'],
    ['the same on the illustrated values', NEVER_BREAKS_EVEN, 1, 'total'],
  ])('%s', (_label, series, year, basis) => {
    expect(formulajs.IRR(planCashFlowsToYear(series, year, basis))).toBeInstanceOf(Error);
    expect(irrToYear(series, year, basis)).toBeNull();
  });
});

describe('xirr{N} for yearly products (issue 11): premiums out at t = 0..min(premiumTerm, N) - 1', () => {
  // An endowment of S$100,000 total premium over 5 years (5 x 20,000.00), a surrender value
  // of 15,000 in year 1 rising 4,000 a year guaranteed (5,000 total), payouts of 2,000 guaranteed (2,500
  // total) at the end of years 6 onwards.
  const instalments = premiumInstalmentsCents(10_000_000, 5);
  const FIVE_PAY = Array.from({ length: 25 }, (_unused, index) => ({
    policyYear: index + 1,
    premiumDueCents: instalments[index] ?? 0,
    surrenderValueGtdCents: 1_500_000 + 400_000 * index,
    surrenderValueTotalCents: 1_500_000 + 500_000 * index,
    payoutGtdCents: index >= 5 ? 200_000 : 0,
    payoutTotalCents: index >= 5 ? 250_000 : 0,
    deathBenefitGtdCents: 0,
    deathBenefitTotalCents: 0,
  }));

  /** The definition written out: -premium for t < min(term, N), payout of year t at t, SV at N. */
  const definitionFlows = (year: number, basis: ValueBasis) =>
    Array.from({ length: year + 1 }, (_unused, t) => {
      const premium = t < Math.min(5, year) ? -2_000_000 : 0;
      const payout = t >= 6 ? (basis === 'guaranteed' ? 200_000 : 250_000) : 0;
      const row = FIVE_PAY[year - 1];
      const surrender =
        t === year && row
          ? basis === 'guaranteed'
            ? row.surrenderValueGtdCents
            : row.surrenderValueTotalCents
          : 0;
      return premium + payout + surrender;
    });

  it.each<[label: string, year: number, basis: ValueBasis]>([
    ['N = 3, inside the premium term: premiums at t = 0, 1, 2 only', 3, 'guaranteed'],
    ['N = 5, the last premium at t = 4', 5, 'total'],
    ['N = 20, payouts from the end of year 6', 20, 'guaranteed'],
    ['N = 20, total', 20, 'total'],
  ])('%s', (_label, year, basis) => {
    const flows = planCashFlowsToYear(FIVE_PAY, year, basis);
    expect(flows).toEqual(definitionFlows(year, basis));
    const spreadsheetIrr = formulajs.IRR(flows.map((cents) => cents / 100)) as number;
    expect(Math.abs((irrToYear(FIVE_PAY, year, basis) as number) - spreadsheetIrr)).toBeLessThan(
      FORMULAJS_TOLERANCE,
    );
  });
});
