import {
  COMPARISON_PATHS,
  DEV_CODES,
  ILP_DEFAULTS,
  ILP_MESSAGES,
  ILP_PLAN_DETAILS_PATH,
  ilpCustomRows,
  ilpBodySchema,
  ilpPlanDetailsReplySchema,
  ilpReplySchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { comparisonAppForFile, getAs, postAs } from './comparison-test-kit.js';

// Issue 13, spec 001 §5, §7, §8, §9: ilp101 (PI values at 8%, and the Custom rows publishing reads) and
// ilp101PlanDetails.

let ctx: TestContext;
let jwt: string;
comparisonAppForFile(['ilp101'], (made) => ({ ctx, jwt } = made));

const PATH = COMPARISON_PATHS.ilp101;

describe('GET ilp101PlanDetails', () => {
  it('lists the details of the 7 insurers’ plans, with promos judged today', async () => {
    const res = await getAs(ctx, jwt, ILP_PLAN_DETAILS_PATH);
    expect(res.statusCode).toBe(200);
    const reply = ilpPlanDetailsReplySchema.parse(res.json());
    expect(reply.success).toBe(true);
    expect(new Set(reply.result.map((i) => i.insurer)).size).toBe(7);
    expect(reply.result.filter((i) => i.customerPromo.valid).map((i) => i.planName)).toEqual([
      'Invest Goal X',
    ]);
    expect(reply.dataset).toEqual({ effectiveDate: '2026-01-01', isSample: true });
    expect((await ctx.app.inject({ method: 'GET', url: ILP_PLAN_DETAILS_PATH })).statusCode).toBe(403);
  });
});

describe('POST ilp101', () => {
  it('answers spec 001 §7’s payload with PI rows: values at 8% by year end, scaled to the amount', async () => {
    const body = { monthlyInvestmentAmount: 1000, policyPremiumTerm: 10 };
    const res = await postAs(ctx, jwt, PATH, body);
    expect(res.statusCode).toBe(200);
    const [rows, details] = ilpReplySchema.parse(res.json()).result;
    expect(rows).toHaveLength(7);
    expect(details.length).toBe(7);
    const available = rows.filter((r) => r.availablity);
    expect(available).toHaveLength(6);
    for (const row of available) {
      expect(row.comparisonType).toBe('pi');
      expect(row.growthPct).toBe(8);
      expect(row.values.map((v) => v.endOfYear)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      expect(row.totalValueCents).toBe(row.values[19]?.surrenderValueAt8pc);
      expect(row.totalInvestedPremiumCents).toBe(100_000 * 120);
      expect(row.breakEvenYield).toBeNull();
    }
    // highest value first, the unavailable plan last with its reason
    const values = available.map((r) => r.totalValueCents ?? 0);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(rows.at(-1)).toMatchObject({
      planName: 'Wealth Voyage',
      availablity: false,
      totalValueCents: null,
      reason: 'Wealth Voyage is illustrated with a premium term of 15, 20 or 25 years.',
    });
    // twice the amount, twice the value (to the cent, from one exact rate)
    const doubled = ilpReplySchema.parse(
      (await postAs(ctx, jwt, PATH, { ...body, monthlyInvestmentAmount: 2000 })).json(),
    ).result[0];
    const first = available[0]!;
    const twice = doubled.find((r) => r.uniqueID === first.uniqueID)!;
    expect(Math.abs((twice.totalValueCents ?? 0) - 2 * (first.totalValueCents ?? 0))).toBeLessThanOrEqual(1);
  });

  it('says why a plan is unavailable: the least monthly amount', async () => {
    const rows = ilpReplySchema.parse(
      (await postAs(ctx, jwt, PATH, { monthlyInvestmentAmount: 300, policyPremiumTerm: 5 })).json(),
    ).result[0];
    expect(rows.find((r) => r.planName === 'Invest Flex')?.reason).toBe(
      'Invest Flex needs at least $800 a month for a 5-year term.',
    );
  });

  it('answers a Custom body with the rows the browser simulates (what publishing stores)', async () => {
    const res = await postAs(ctx, jwt, PATH, ILP_DEFAULTS);
    const [rows, details] = ilpReplySchema.parse(res.json()).result;
    const insurerOf = (name: string) => details.find((d) => d.planName === name)?.insurer;
    const promos = new Set(
      details.filter((d) => d.customerPromo.valid).map((d) => `${d.insurer}|${d.planName}`),
    );
    const browser = ilpCustomRows(ilpBodySchema.parse(ILP_DEFAULTS), insurerOf, (i, p) =>
      promos.has(`${i}|${p}`),
    );
    expect(rows).toEqual(browser);
    expect(rows.map((r) => r.insurer)).toContain('Harbourline Assurance');
    expect(rows.filter((r) => r.availablity).every((r) => r.breakEvenYield !== null)).toBe(true);
  });

  it.each([
    [{ policyPremiumTerm: 10 }, ILP_MESSAGES.monthlyRequired],
    [{ monthlyInvestmentAmount: 1000 }, ILP_MESSAGES.termRequired],
    [{ ...ILP_DEFAULTS, investmentPeriod: null }, ILP_MESSAGES.horizonRequired],
    [{ ...ILP_DEFAULTS, monthlyInvestmentAmount: 150 }, ILP_MESSAGES.monthlyMinimum],
    [{ ...ILP_DEFAULTS, policyPremiumTerm: 25, investmentPeriod: 20 }, ILP_MESSAGES.horizonShorterThanTerm],
  ])('refuses %j with the spec 001 §5 message', async (body, message) => {
    const res = await postAs(ctx, jwt, PATH, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, devCode: DEV_CODES.validation });
  });
});
