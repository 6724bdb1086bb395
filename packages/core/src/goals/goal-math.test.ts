import { describe, expect, it } from 'vitest';
import { pmt, pv } from '../finance/tvm.js';
import {
  accumulationInsight,
  goalTargetAmount,
  liabilityFutureValue,
  protectionSummary,
} from './goal-math.js';
import { roundHalfUp } from './rounding.js';

describe('roundHalfUp: whole dollars, a half goes up', () => {
  it.each([
    ['a half goes up', 10.5, 11],
    ['just under a half goes down', 10.4999, 10],
    ['float noise under a true half still goes up', 10.499999999999, 11],
    ['a negative half goes away from zero', -2.5, -3],
    ['a tiny negative is zero, not -0', -0.2, 0],
  ])('%s: %d -> %d', (_rule, value, expected) => {
    expect(roundHalfUp(value)).toBe(expected);
  });
});

describe('goalTargetAmount (spec 002 §4 goal form)', () => {
  it.each([
    ['future value: the amount is the target', 'future', 50_000, 10, 4, 50_000],
    ['future value ignores inflation', 'future', 50_000, 10, 10, 50_000],
    ["today's value compounds at inflation", 'today', 100_000, 10, 4, 148_024],
    ["today's value at zero inflation is the amount", 'today', 100_000, 10, 0, 100_000],
    ["today's value over one year", 'today', 1_000, 1, 4, 1_040],
    ['rounds a half up (10 x 1.05 = 10.5)', 'today', 10, 1, 5, 11],
    ['rounds under a half down (1 x 1.04 = 1.04)', 'today', 1, 1, 4, 1],
  ] as const)('%s', (_rule, goalType, amount, years, inflationPct, expected) => {
    expect(goalTargetAmount({ goalType, amount, years, inflationPct })).toBe(expected);
  });
});

describe('liabilityFutureValue (spec 002 §4: lump sum or annuity)', () => {
  it.each([
    ['lump sum grows by inflation', 'lump', 100_000, 3, 10, 134_392],
    ['lump sum at zero inflation', 'lump', 100_000, 0, 10, 100_000],
    ['lump sum over one year', 'lump', 100_000, 3, 1, 103_000],
    ['lump sum rounds a half up (10 x 1.05)', 'lump', 10, 5, 1, 11],
    ['regular payout is an annuity', 'regular', 12_000, 3, 10, 137_567],
    ['regular payout at zero inflation is amount x years', 'regular', 12_000, 0, 10, 120_000],
    ['regular payout over one year is the amount', 'regular', 12_000, 3, 1, 12_000],
    ['regular payout rounds a half up (5 x 2.1)', 'regular', 5, 10, 2, 11],
  ] as const)('%s', (_rule, payoutType, amount, inflationPct, years, expected) => {
    expect(liabilityFutureValue({ payoutType, amount, inflationPct, years })).toBe(expected);
  });
});

describe('accumulationInsight (spec 002 §2 Accumulation Insight, §9 delay)', () => {
  it.each([
    // [rule, target, years, growth, annualInvestment, lumpSum, delay, delayed]
    [
      '10 years at 5 %: delay of 3 over 7 years',
      100_000,
      10,
      5,
      7_572,
      61_391,
      3,
      { years: 7, annualInvestment: 11_697, lumpSum: 71_068 },
    ],
    [
      '8 years rounds a delay of 2.67 to exactly 3',
      200_000,
      8,
      3,
      21_836,
      157_882,
      3,
      { years: 5, annualInvestment: 36_574, lumpSum: 172_522 },
    ],
    [
      '9 years gives a delay of exactly 3',
      200_000,
      9,
      8,
      14_830,
      100_050,
      3,
      { years: 6, annualInvestment: 25_244, lumpSum: 126_034 },
    ],
    ['7 years: a delay of 2 is not shown', 100_000, 7, 5, 11_697, 71_068, 2, null],
    ['one year: one payment at the start', 21_000, 1, 5, 20_000, 20_000, 0, null],
    [
      'zero growth: target over the years, lump sum is the target',
      120_000,
      12,
      0,
      10_000,
      120_000,
      4,
      { years: 8, annualInvestment: 15_000, lumpSum: 120_000 },
    ],
    ['zero growth rounds a half up (7 / 2 = 3.5)', 7, 2, 0, 4, 7, 1, null],
  ] as const)('%s', (_rule, target, years, growthPct, annualInvestment, lumpSum, delay, delayed) => {
    expect(accumulationInsight({ target, years, growthPct })).toEqual({
      annualInvestment,
      lumpSum,
      currentAssetGrown: 0,
      stillNeeded: target,
      delay,
      delayed,
    });
  });

  // Issue 31: the figures were for the whole goal even when a current asset covers part of it. Worked
  // by hand: 1.03^30 = 2.4272625; 200,000 grows to 485,452.5 -> 485,452 (half up after snapping, the
  // product is 485,452.49...); still needed 3,243,398 - 485,452 = 2,757,946; yearly at the start of
  // each year 2,757,946 x 0.03 / (1.4272625 x 1.03) = 56,282; lump sum 2,757,946 / 2.4272625 =
  // 1,136,237, which is the whole goal's 1,336,237 less the asset, as it must be.
  it.each([
    [
      'the issue: S$3,243,398 in 30 years at 3 % with S$200,000 set aside',
      { target: 3_243_398, years: 30, growthPct: 3, currentAsset: 200_000 },
      { currentAssetGrown: 485_452, stillNeeded: 2_757_946, annualInvestment: 56_282, lumpSum: 1_136_237 },
      { years: 20, annualInvestment: 99_649, lumpSum: 1_527_008 },
    ],
    [
      'the same at 8 %: the asset grows to S$2,012,531',
      { target: 3_243_398, years: 30, growthPct: 8, currentAsset: 200_000 },
      { currentAssetGrown: 2_012_531, stillNeeded: 1_230_867, annualInvestment: 10_061, lumpSum: 122_320 },
      { years: 20, annualInvestment: 24_905, lumpSum: 264_080 },
    ],
    [
      'S$100,000 in 10 years at 5 % with S$20,000 (1.05^10 = 1.6288946)',
      { target: 100_000, years: 10, growthPct: 5, currentAsset: 20_000 },
      { currentAssetGrown: 32_578, stillNeeded: 67_422, annualInvestment: 5_105, lumpSum: 41_391 },
      { years: 7, annualInvestment: 7_886, lumpSum: 47_916 },
    ],
    [
      'an asset that grows past the target leaves nothing to invest',
      { target: 100_000, years: 10, growthPct: 5, currentAsset: 70_000 },
      { currentAssetGrown: 114_023, stillNeeded: 0, annualInvestment: 0, lumpSum: 0 },
      { years: 7, annualInvestment: 0, lumpSum: 0 },
    ],
    [
      'zero growth: the asset counts at its value',
      { target: 120_000, years: 12, growthPct: 0, currentAsset: 30_000 },
      { currentAssetGrown: 30_000, stillNeeded: 90_000, annualInvestment: 7_500, lumpSum: 90_000 },
      { years: 8, annualInvestment: 11_250, lumpSum: 90_000 },
    ],
  ])('%s', (_rule, input, figures, delayed) => {
    expect(accumulationInsight(input)).toMatchObject({ ...figures, delayed });
  });

  it('still needed agrees with the FV and PMT calculators', () => {
    const input = { target: 250_000, years: 15, growthPct: 6, currentAsset: 40_000 };
    const { stillNeeded, annualInvestment } = accumulationInsight(input);
    expect(stillNeeded).toBe(Math.round(250_000 - 40_000 * 1.06 ** 15));
    expect(annualInvestment).toBe(Math.round(-pmt(0.06, 15, -40_000, 250_000, 1)));
  });

  it('refuses a negative current asset', () => {
    expect(() => accumulationInsight({ target: 1000, years: 5, growthPct: 3, currentAsset: -1 })).toThrow(
      RangeError,
    );
  });

  it('agrees with the PMT and PV calculators (payments at the beginning of each year)', () => {
    const { annualInvestment, lumpSum } = accumulationInsight({ target: 250_000, years: 15, growthPct: 6 });
    expect(annualInvestment).toBe(Math.round(-pmt(0.06, 15, 0, 250_000, 1)));
    expect(lumpSum).toBe(Math.round(-pv(0.06, 15, 0, 250_000)));
  });

  it('refuses fewer than one year', () => {
    expect(() => accumulationInsight({ target: 1000, years: 0, growthPct: 3 })).toThrow(RangeError);
  });
});

describe('protectionSummary (spec 002 §2 Financial Safety Net)', () => {
  it.each([
    ['nothing entered', [], [], 0, 0, 0],
    [
      'assets cover the obligations: a surplus',
      [{ futureValue: 134_392 }],
      [{ value: 150_000 }],
      134_392,
      150_000,
      15_608,
    ],
    [
      'exactly covered is a surplus of zero',
      [{ futureValue: 1_000 }],
      [{ value: 600 }, { value: 400 }],
      1_000,
      1_000,
      0,
    ],
    [
      'a shortfall is negative',
      [{ futureValue: 137_567 }, { futureValue: 50_000 }],
      [{ value: 80_000 }],
      187_567,
      80_000,
      -107_567,
    ],
  ])('%s', (_rule, liabilities, assets, totalObligations, totalAssets, surplus) => {
    expect(protectionSummary(liabilities, assets)).toEqual({ totalObligations, totalAssets, surplus });
  });
});
