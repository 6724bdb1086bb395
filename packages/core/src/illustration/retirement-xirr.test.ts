// Each XIRR is checked two ways: against @formulajs/formulajs' XIRR (an independent spreadsheet XIRR, which
// stops within about 1e-10 of the root) on the same flows, and where one exists against the closed form.
import * as formulajs from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import { expectSpreadsheetAnswer } from '../finance/spreadsheet-agreement.js';
import { xirr, xnpvAt } from '../finance/cash-flows.js';
import {
  retirementCashFlows,
  retirementPayoutsReceivedCents,
  retirementXirr,
  type GtdAndTotalCents,
  type RetirementIncomePlan,
} from './retirement-xirr.js';
import { IllustrationError, VALUE_BASES, type ValueBasis } from './value-series.js';

const FORMULAJS_TOLERANCE = 1e-9;
const level = (count: number, gtdCents: number, totalCents: number): GtdAndTotalCents[] =>
  new Array<GtdAndTotalCents>(count).fill({ gtdCents, totalCents });

/** Single premium S$100,000; one yearly payout at the end of a one-year term, with the maturity benefit. */
const ONE_YEAR: RetirementIncomePlan = {
  terms: { asOf: '2026-11-25', policyTermYears: 1, payoutPeriodYears: 1, frequency: 'Yearly', timing: 'End' },
  premiumTermYears: 1,
  annualPremiumCents: 10_000_000,
  payouts: level(1, 5_000_000, 5_200_000),
  maturityBenefit: { gtdCents: 5_500_000, totalCents: 6_000_000 },
};

/** Five premiums of S$60,000, then S$800 guaranteed / S$1,000 total a month for 20 years, at the end. */
const MONTHLY_LEVEL: RetirementIncomePlan = {
  terms: {
    asOf: '2026-11-25',
    policyTermYears: 25,
    payoutPeriodYears: 20,
    frequency: 'Monthly',
    timing: 'End',
  },
  premiumTermYears: 5,
  annualPremiumCents: 6_000_000,
  payouts: level(240, 80_000, 100_000),
  maturityBenefit: { gtdCents: 1_000_000, totalCents: 2_000_000 },
};

/** Ten premiums of S$20,000; yearly payouts at the beginning, rising 3 % a year on the total basis. */
const YEARLY_INCREASING: RetirementIncomePlan = {
  terms: {
    asOf: '2026-12-31',
    policyTermYears: 30,
    payoutPeriodYears: 20,
    frequency: 'Yearly',
    timing: 'Beginning',
  },
  premiumTermYears: 10,
  annualPremiumCents: 2_000_000,
  payouts: Array.from({ length: 20 }, (_unused, year) => ({
    gtdCents: 1_200_000,
    totalCents: Number((1_500_000n * 103n ** BigInt(year)) / 100n ** BigInt(year)),
  })),
  maturityBenefit: { gtdCents: 0, totalCents: 500_000 },
};

describe('retirement income cash flows: premiums on the start and anniversaries, payouts on their dates', () => {
  it('one-year single premium: premium on day 19, payout and maturity benefit on the maturity date', () => {
    expect(retirementCashFlows(ONE_YEAR, 'guaranteed')).toEqual([
      { date: '2026-11-19', cents: -10_000_000, kind: 'premium' },
      { date: '2027-11-18', cents: 5_000_000, kind: 'payout' },
      { date: '2027-11-18', cents: 5_500_000, kind: 'maturity' },
    ]);
  });

  it('five-pay monthly: premiums 2026..2030 on 19 Nov, payouts from 18 Dec 2031, maturity 18 Nov 2051', () => {
    const flows = retirementCashFlows(MONTHLY_LEVEL, 'total');
    expect(flows).toHaveLength(5 + 240 + 1);
    expect(flows.slice(0, 7)).toEqual([
      { date: '2026-11-19', cents: -6_000_000, kind: 'premium' },
      { date: '2027-11-19', cents: -6_000_000, kind: 'premium' },
      { date: '2028-11-19', cents: -6_000_000, kind: 'premium' },
      { date: '2029-11-19', cents: -6_000_000, kind: 'premium' },
      { date: '2030-11-19', cents: -6_000_000, kind: 'premium' },
      { date: '2031-12-18', cents: 100_000, kind: 'payout' },
      { date: '2032-01-18', cents: 100_000, kind: 'payout' },
    ]);
    expect(flows.slice(-2)).toEqual([
      { date: '2051-11-18', cents: 100_000, kind: 'payout' },
      { date: '2051-11-18', cents: 2_000_000, kind: 'maturity' },
    ]);
  });

  it('payouts at the beginning start the day before the anniversary that ends the deferral', () => {
    const flows = retirementCashFlows(YEARLY_INCREASING, 'total');
    const payouts = flows.filter((flow) => flow.kind === 'payout');
    expect(payouts[0]).toEqual({ date: '2036-12-18', cents: 1_500_000, kind: 'payout' });
    // 15,000 x 1.03 = 15,450; x 1.03^2 = 15,913.50
    expect(payouts.slice(1, 3).map((flow) => flow.cents)).toEqual([1_545_000, 1_591_350]);
    expect(flows.at(-1)).toEqual({ date: '2056-12-18', cents: 500_000, kind: 'maturity' });
  });
});

describe('receivedGtd / receivedTotal: the payouts of the whole payout period', () => {
  it.each<[label: string, plan: RetirementIncomePlan, basis: ValueBasis, cents: number]>([
    ['240 x S$800 guaranteed', MONTHLY_LEVEL, 'guaranteed', 19_200_000],
    ['240 x S$1,000 total', MONTHLY_LEVEL, 'total', 24_000_000],
    ['one payout, the maturity benefit apart', ONE_YEAR, 'total', 5_200_000],
    ['20 x S$12,000 guaranteed', YEARLY_INCREASING, 'guaranteed', 24_000_000],
  ])('%s', (_label, plan, basis, cents) => {
    expect(retirementPayoutsReceivedCents(plan, basis)).toBe(cents);
  });
});

describe('xirr_gtd / xirr_total of the dated flows agree with the spreadsheet XIRR', () => {
  it.each<[label: string, basis: ValueBasis, rate: number]>([
    // 105,000 back 364 days after 100,000 went out: 1.05^(365/364) - 1
    ['one year, guaranteed: closed form', 'guaranteed', Math.pow(1.05, 365 / 364) - 1],
    ['one year, total: 1.12^(365/364) - 1', 'total', Math.pow(1.12, 365 / 364) - 1],
  ])('%s', (_label, basis, rate) => {
    expectSpreadsheetAnswer(() => retirementXirr(ONE_YEAR, basis) as number, rate);
  });

  it.each<[label: string, plan: RetirementIncomePlan]>([
    ['one-year single premium', ONE_YEAR],
    ['five-pay, monthly level payouts at the end', MONTHLY_LEVEL],
    ['ten-pay, yearly increasing payouts at the beginning', YEARLY_INCREASING],
  ])('%s, both bases, against formulajs XIRR', (_label, plan) => {
    for (const basis of VALUE_BASES) {
      const flows = retirementCashFlows(plan, basis);
      const values = flows.map((flow) => flow.cents / 100);
      const dates = flows.map((flow) => flow.date);
      const ours = retirementXirr(plan, basis) as number;
      const spreadsheet = formulajs.XIRR(values, dates) as number;
      expect(typeof spreadsheet).toBe('number');
      expect(Math.abs(ours - spreadsheet)).toBeLessThan(FORMULAJS_TOLERANCE);
      expect(Math.abs(xnpvAt(ours, values, dates))).toBeLessThan(1e-6);
    }
  });

  it('the total basis earns more than the guaranteed one in these plans', () => {
    for (const plan of [MONTHLY_LEVEL, YEARLY_INCREASING])
      expect(retirementXirr(plan, 'total') as number).toBeGreaterThan(
        retirementXirr(plan, 'guaranteed') as number,
      );
  });

  it('nothing back on the guaranteed basis: no rate (the spreadsheet #NUM!), shown as "-"', () => {
    const nothingGuaranteed: RetirementIncomePlan = {
      ...MONTHLY_LEVEL,
      payouts: level(240, 0, 100_000),
      maturityBenefit: { gtdCents: 0, totalCents: 0 },
    };
    const flows = retirementCashFlows(nothingGuaranteed, 'guaranteed');
    expect(
      formulajs.XIRR(
        flows.map((flow) => flow.cents),
        flows.map((flow) => flow.date),
      ),
    ).toBeInstanceOf(Error);
    expect(retirementXirr(nothingGuaranteed, 'guaranteed')).toBeNull();
    expect(retirementXirr(nothingGuaranteed, 'total')).not.toBeNull();
  });
});

/** Single premium S$150,000, 30 years deferred, then S$700 / S$900 a month for 20 years (50-year flows). */
const LONG_DEFERRAL: RetirementIncomePlan = {
  terms: {
    asOf: '2026-11-25',
    policyTermYears: 50,
    payoutPeriodYears: 20,
    frequency: 'Monthly',
    timing: 'Beginning',
  },
  premiumTermYears: 1,
  annualPremiumCents: 15_000_000,
  payouts: level(240, 70_000, 90_000),
  maturityBenefit: { gtdCents: 0, totalCents: 1_000_000 },
};

/** Ten premiums, payouts from year 3: premiums and payouts interleave (the flows change sign often). */
const OVERLAPPING: RetirementIncomePlan = {
  terms: {
    asOf: '2026-02-03',
    policyTermYears: 20,
    payoutPeriodYears: 18,
    frequency: 'Yearly',
    timing: 'End',
  },
  premiumTermYears: 10,
  annualPremiumCents: 1_000_000,
  payouts: level(18, 700_000, 800_000),
  maturityBenefit: { gtdCents: 0, totalCents: 0 },
};

describe('where XIRR starts changes no rate (ADR 0031)', () => {
  it.each<[label: string, plan: RetirementIncomePlan]>([
    ['one-year single premium', ONE_YEAR],
    ['five-pay monthly', MONTHLY_LEVEL],
    ['ten-pay yearly increasing', YEARLY_INCREASING],
    ['single premium, 30 years deferred (from 10 % Newton leaves the range)', LONG_DEFERRAL],
    ['premiums and payouts interleaved (started from 10 %)', OVERLAPPING],
  ])('%s: the same rate as XIRR from the spreadsheet 10 %%', (_label, plan) => {
    for (const basis of VALUE_BASES) {
      const flows = retirementCashFlows(plan, basis);
      const values = flows.map((flow) => flow.cents);
      const dates = flows.map((flow) => flow.date);
      const ours = retirementXirr(plan, basis) as number;
      expect(ours).toBeCloseTo(xirr(values, dates), 12);
      expect(Math.abs(xnpvAt(ours, values, dates))).toBeLessThan(1e-3);
    }
  });
});

describe('retirement income plans that cannot be flowed', () => {
  it.each<[label: string, plan: RetirementIncomePlan]>([
    ['a payout amount missing', { ...MONTHLY_LEVEL, payouts: level(239, 80_000, 100_000) }],
    ['a payout in fractions of a cent', { ...ONE_YEAR, payouts: level(1, 0.5, 1) }],
    ['a premium term beyond the policy term', { ...ONE_YEAR, premiumTermYears: 2 }],
  ])('%s', (_label, plan) => {
    expect(() => retirementCashFlows(plan, 'total')).toThrow(IllustrationError);
  });
});
