import {
  COMPARISON_PATHS,
  DEV_CODES,
  ENDOWMENT_COMPARE_AT_YEARS,
  ENDOWMENT_MESSAGES,
  ENDOWMENT_TOTAL_PREMIUMS,
  payoutsOfRow,
  publicComparisonSchema,
  defaultOrderOf,
  RETIREMENT_DEFAULTS,
  RETIREMENT_INCOME_TOOL,
  RETIREMENT_MESSAGES,
  retirementReplySchema,
  uploadPathFor,
  uploadReplySchema,
  endowmentKpiOf,
  lifetimeIncomeKpiAt,
  lifetimeIncomeReplySchema,
  LIFETIME_INCOME_PREMIUM_TERMS,
  wholeLifeEndowmentReplySchema,
  WHOLE_LIFE_ENDOWMENT_PREMIUM_TERMS,
} from '@portal/contracts';
import {
  irr,
  premiumDueDates,
  retirementMaturityDate,
  retirementPayoutDates,
  todayInSingapore,
  xirr,
} from '@portal/core';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { QUERIES, signedInAdviser, uploadPayload } from '../links/links-test-kit.js';
import { findIllustrations } from '../products/illustrations.repository.js';
import { comparisonAppForFile, postAs, signInAnother } from './comparison-test-kit.js';

// Issue 11: the value-series tools over HTTP, on the shipped sample (one database for all three).
let ctx: TestContext;
let jwt: string;
comparisonAppForFile(
  ['wholeLifeEndowment', 'lifetimeIncome', 'retirementIncomePlan'],
  (made) => ({ ctx, jwt } = made),
  {},
  { withSamples: true },
);

/** spec 001 §7: the insured fields only; the sample illustrates every entry age its plans sell (issue 33). */
const INSURED = { anb: 35, ageNearestBirthday: 35, gender: 'F', smoker: 'S' } as const;

/** The yearly IRR of flows by hand: premiums out, payouts and the surrender value in (issue 11). */
function irrByHand(premiums: number[], payouts: number[], surrenderAtN: number): number | null {
  const n = payouts.length;
  const flows = Array.from(
    { length: n + 1 },
    (_u, t) => (t < n ? -(premiums[t] ?? 0) : 0) + (t >= 1 ? payouts[t - 1]! : 0),
  );
  flows[n] = flows[n]! + surrenderAtN;
  try {
    return irr(flows);
  } catch {
    return null;
  }
}

describe('POST /api/dashboard/comparison/wholeLifeEndowment', () => {
  it('answers the insured fields with every plan at every total premium, term and rate', async () => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.wholeLifeEndowment, INSURED);
    expect(res.statusCode).toBe(200);
    const reply = wholeLifeEndowmentReplySchema.parse(res.json());
    const [rows, infos] = reply.result;
    // spec 001 §9: three insurers; 3 premiums x 5 terms x 2 rates each
    expect(new Set(rows.map((r) => r.insurer)).size).toBe(3);
    expect(rows).toHaveLength(
      3 * ENDOWMENT_TOTAL_PREMIUMS.length * WHOLE_LIFE_ENDOWMENT_PREMIUM_TERMS.length * 2,
    );
    expect(new Set(rows.map((r) => r.uniqueID)).size).toBe(rows.length);
    expect(infos.map((i) => i.insurer).sort()).toEqual([...new Set(rows.map((r) => r.insurer))].sort());
    expect(reply.dataset).toEqual({ effectiveDate: '2026-01-01', isSample: true });
    for (const row of rows) {
      // equal instalments over the term add up to the total premium, to the cent
      expect(
        Math.abs(row.annualPremiumCents * row.premiumTerm - row.comparisonTotalPremium * 100),
      ).toBeLessThan(row.premiumTerm);
      for (const n of ENDOWMENT_COMPARE_AT_YEARS) {
        expect(endowmentKpiOf(row, n, 'surrenderValue', 'gtd')!).toBeLessThanOrEqual(
          endowmentKpiOf(row, n, 'surrenderValue', 'total')!,
        );
      }
    }
    // the guaranteed values are the same at both rates, the totals lower at 3.00 %
    const at = (rate: string) =>
      rows.find(
        (r) =>
          r.illustrationRate === rate &&
          r.premiumTerm === 5 &&
          r.comparisonTotalPremium === 300_000 &&
          r.insurer === rows[0]!.insurer,
      )!;
    expect(at('3.00').surrenderValue40Gtd).toBe(at('4.25').surrenderValue40Gtd);
    expect(at('3.00').surrenderValue40Total!).toBeLessThan(at('4.25').surrenderValue40Total!);
  });

  it('agrees with the definitions: break-even years and xirr{N} recomputed from the stored series', async () => {
    const body = { ...INSURED, totalPremium: 100_000, premiumTerms: [10], illustrationRate: '4.25' };
    const [rows] = wholeLifeEndowmentReplySchema.parse(
      (await postAs(ctx, jwt, COMPARISON_PATHS.wholeLifeEndowment, body)).json(),
    ).result;
    expect(rows).toHaveLength(3);
    const version = (await ctx.deps.db.query.datasetVersions.findFirst({
      where: (v, { eq }) => eq(v.comparisonType, 'wholeLifeEndowment'),
    }))!;
    const stored = await findIllustrations(ctx.deps.db, {
      datasetVersionId: version.id,
      entryAge: 35,
      gender: 'F',
      smoker: 'S',
      premiumTerms: [10],
      coverOption: '',
    });
    for (const row of rows) {
      const plan = (await ctx.deps.db.query.plans.findFirst({
        where: (p, { eq }) => eq(p.planName, row.planName),
      }))!;
      const years = stored.find((s) => s.planId === plan.id && s.illustrationRate === '4.25')!.years;
      // S$100,000 is 100 units of 1,000: a stored 123.456789 is S$12,345.68 (half up)
      const cents = (text: string) => Math.round(Number(text) * 10_000);
      const premiums = years.map((y) => cents(y.premiumDuePer1000));
      expect(premiums.slice(0, 10).every((p) => p === 1_000_000)).toBe(true);
      const svTotal = years.map((y) => cents(y.surrenderValueTotalPer1000));
      const svGtd = years.map((y) => cents(y.surrenderValueGtdPer1000));
      const firstReaching = (sv: number[]) => {
        const i = sv.findIndex((v, k) => v >= premiums.slice(0, k + 1).reduce((a, b) => a + b, 0));
        return i < 0 ? null : i + 1;
      };
      expect(row.breakEvenYear_Total).toBe(firstReaching(svTotal));
      expect(row.breakEvenYear_Guaranteed).toBe(firstReaching(svGtd));
      for (const n of [20, 40]) {
        expect(row[`surrenderValue${n}Total` as 'surrenderValue40Total']).toBe(svTotal[n - 1]);
        const expected = irrByHand(premiums.slice(0, n), Array(n).fill(0), svTotal[n - 1]!);
        expect(row[`xirr${n}_total` as 'xirr40_total']).toBeCloseTo(expected!, 9);
      }
    }
  });

  it.each([
    ['no total premium', { totalPremium: null }, ENDOWMENT_MESSAGES.totalPremiumRequired],
    ['a total premium not offered', { totalPremium: 123 }, ENDOWMENT_MESSAGES.totalPremiumRequired],
    ['no premium term', { premiumTerms: [] }, ENDOWMENT_MESSAGES.premiumTermRequired],
  ])('refuses %s with the spec message', async (_what, change, message) => {
    for (const path of [COMPARISON_PATHS.wholeLifeEndowment, COMPARISON_PATHS.lifetimeIncome]) {
      const res = await postAs(ctx, jwt, path, { ...INSURED, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, devCode: DEV_CODES.validation });
    }
  });

  it('publishes the rows at the rate the page showed, and the client page says the rate', async () => {
    const adviser = await signedInAdviser(ctx);
    const payload = uploadPayload('wholeLifeEndowment', adviser.rnf, { viewMode: 'kpis', compareAt: 20 });
    const upload = await postAs(ctx, adviser.jwt, uploadPathFor('wholeLifeEndowment'), payload);
    expect(upload.statusCode, upload.body).toBe(200);
    const { id } = uploadReplySchema.parse(upload.json());
    const shown = publicComparisonSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/public/comparison/${adviser.rnf}/${id}` })).json(),
    );
    // QUERIES: S$300,000, single and 5-year pay, at 3.00 %: three insurers, two terms
    expect(QUERIES.wholeLifeEndowment).toMatchObject({ illustrationRate: '3.00' });
    expect(shown.table.rows).toHaveLength(6);
    expect(shown.view?.caption).toBe('View: KPIs · Compare at year 20 · Illustrated at 3.00% a year');
  });

  it('refuses a body of the wrong shape', async () => {
    expect((await postAs(ctx, jwt, COMPARISON_PATHS.wholeLifeEndowment, [1, 2])).statusCode).toBe(400);
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.lifetimeIncome, { ...INSURED, anb: '35' });
    expect(res.statusCode).toBe(400);
    expect(res.json().devCode).toBe(DEV_CODES.validation);
  });
});

describe('POST /api/dashboard/comparison/lifetimeIncome', () => {
  it('answers six insurers; received, surrender value and xirr at each compare year follow the definitions', async () => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.lifetimeIncome, INSURED);
    expect(res.statusCode).toBe(200);
    const [rows] = lifetimeIncomeReplySchema.parse(res.json()).result;
    expect(new Set(rows.map((r) => r.insurer)).size).toBe(6);
    expect(rows).toHaveLength(6 * ENDOWMENT_TOTAL_PREMIUMS.length * LIFETIME_INCOME_PREMIUM_TERMS.length * 2);
    for (const row of rows.filter((r) => r.comparisonTotalPremium === 300_000 && r.premiumTerm === 5)) {
      expect(row.kpi.map((k) => k.compareAtYear)).toEqual([...ENDOWMENT_COMPARE_AT_YEARS]);
      expect(row.payoutStart).toBeGreaterThan(1);
      const at20 = lifetimeIncomeKpiAt(row, 20)!;
      // level income from payoutStart: received to year 20 is the yearly payout times the years paid
      expect(at20.receivedGtd).toBe(row.yearlyPayoutGtdCents * (20 - row.payoutStart! + 1));
      expect(at20.receivedTotal).toBe(row.yearlyPayoutTotalCents * (20 - row.payoutStart! + 1));
      const payouts = Array.from({ length: 20 }, (_u, t) =>
        t + 1 >= row.payoutStart! ? row.yearlyPayoutTotalCents : 0,
      );
      const premiums = Array.from({ length: 20 }, (_u, t) => (t < 5 ? row.annualPremiumCents : 0));
      expect(at20.xirr_total).toBeCloseTo(irrByHand(premiums, payouts, at20.surrenderValueTotal)!, 9);
    }
  });

  it('carries each IRR to 10 decimal places, for both load-all tools (ADR 0045)', async () => {
    const rates: (number | null)[] = [];
    const life = await postAs(ctx, jwt, COMPARISON_PATHS.lifetimeIncome, INSURED);
    for (const row of lifetimeIncomeReplySchema.parse(life.json()).result[0])
      for (const { values } of row.kpi) rates.push(values?.xirr_gtd ?? null, values?.xirr_total ?? null);
    const endowment = await postAs(ctx, jwt, COMPARISON_PATHS.wholeLifeEndowment, INSURED);
    for (const row of wholeLifeEndowmentReplySchema.parse(endowment.json()).result[0])
      for (const n of ENDOWMENT_COMPARE_AT_YEARS)
        rates.push(endowmentKpiOf(row, n, 'xirr', 'gtd'), endowmentKpiOf(row, n, 'xirr', 'total'));
    const solved = rates.filter((rate): rate is number => rate !== null);
    expect(solved.length).toBeGreaterThan(1000);
    expect(solved.filter((rate) => Math.round(rate * 1e10) / 1e10 !== rate)).toEqual([]);
  });

  it('sends the kept reply compressed to a client that takes it, the same bytes plain otherwise (ADR 0031)', async () => {
    const post = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: COMPARISON_PATHS.lifetimeIncome,
        payload: INSURED,
        headers: {
          authorization: `Bearer ${jwt}`,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
      });
    const plain = await post();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const zipped = await post('gzip, deflate');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    // brotli is made in the background; once made, a browser's header gets it
    await vi.waitFor(
      async () => expect((await post('gzip, deflate, br, zstd')).headers['content-encoding']).toBe('br'),
      { timeout: 10_000, interval: 100 },
    );
    const br = await post('gzip, deflate, br, zstd');
    expect(br.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    for (const refused of ['identity', 'gzip;q=0, br;q=0', '*;q=0', 'zstd'])
      expect((await post(refused)).headers['content-encoding']).toBeUndefined();
    expect((await post('*')).headers['content-encoding']).toBe('br');
    expect((await post('GZIP;q=0.5')).headers['content-encoding']).toBe('gzip');
    expect((await post('br;q=0.2, gzip;q=0.8')).headers['content-encoding']).toBe('gzip');
  });

  it('leaves out the insurers the display settings hide, and says so', async () => {
    const other = await signInAnother(ctx);
    const saved = await postAs(ctx, other, COMPARISON_PATHS.displaySettings, {
      comparisonType: 'lifetimeIncome',
      onlyDisplayInsurers: ['Harbourline Assurance'],
    });
    expect(saved.statusCode).toBe(200);
    const reply = lifetimeIncomeReplySchema.parse(
      (await postAs(ctx, other, COMPARISON_PATHS.lifetimeIncome, { ...INSURED, premiumTerms: [1] })).json(),
    );
    expect(new Set(reply.result[0].map((r) => r.insurer))).toEqual(new Set(['Harbourline Assurance']));
    expect(reply.outcome).toMatchObject({ insurersMatching: 6, insurersShown: 1 });
  });

  it('finds nothing for an insured of an age the sample does not illustrate, and says why', async () => {
    const reply = lifetimeIncomeReplySchema.parse(
      (await postAs(ctx, jwt, COMPARISON_PATHS.lifetimeIncome, { ...INSURED, anb: 80 })).json(),
    );
    expect(reply.result[0]).toEqual([]);
    expect(reply.outcome?.emptyReason).toBe('Lifetime Income covers ANB 1 to 65; this insured is ANB 80');
  });
});

describe('POST /api/dashboard/comparison/retirementIncomePlan', () => {
  const query = { ...INSURED, ...RETIREMENT_DEFAULTS };

  it('answers the default query with five insurers at both rates; received, payouts and XIRR agree', async () => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.retirementIncomePlan, query);
    expect(res.statusCode, res.body).toBe(200);
    const [rows, infos] = retirementReplySchema.parse(res.json()).result;
    expect(new Set(rows.map((r) => r.insurer)).size).toBe(5);
    expect(rows).toHaveLength(10);
    expect(infos).toHaveLength(5);
    // the test clock's Singapore day decides the policy start: day 19 of its month
    const today = todayInSingapore(ctx.clock.now());
    for (const row of rows) {
      expect(row.policyStartDate).toBe(`${today.slice(0, 8)}19`);
      expect(row.policyTerm).toBe(65 - 35 + 20);
      const payouts = payoutsOfRow(row);
      expect(payouts).toHaveLength(row.payoutMthlyOrYrly === 'Monthly' ? 240 : 20);
      expect(payouts.reduce((s, p) => s + p.g, 0)).toBe(row.receivedGtd);
      expect(payouts.reduce((s, p) => s + p.p, 0)).toBe(row.receivedTotal);
      const terms = {
        asOf: today,
        policyTermYears: row.policyTerm,
        payoutPeriodYears: 20,
        frequency: row.payoutMthlyOrYrly,
        timing: row.payoutAtBegOrEnd,
      };
      expect(row.payoutStartDate).toBe(retirementPayoutDates(terms)[0]);
      // XIRR of the dated flows recomputed from the reply's own values
      const dates = [
        ...premiumDueDates(row.policyStartDate, row.premiumTerm),
        ...retirementPayoutDates(terms),
        retirementMaturityDate(today, row.policyTerm),
      ];
      const flows = (pick: 'g' | 'p', maturity: number) => [
        ...Array<number>(row.premiumTerm).fill(-row.annualPremium),
        ...payouts.map((p) => p[pick]),
        maturity,
      ];
      expect(row.xirr_gtd).toBeCloseTo(xirr(flows('g', row.maturityBenefitGtd), dates), 9);
      expect(row.xirr_total).toBeCloseTo(xirr(flows('p', row.maturityBenefitTotal), dates), 9);
    }
  });

  it.each([
    ['retirementAge', { retirementAge: 70 }, RETIREMENT_MESSAGES.retirementAgeRequired],
    ['monthlyIncome', { monthlyIncome: null }, RETIREMENT_MESSAGES.monthlyIncomeRequired],
    ['period', { period: 25 }, RETIREMENT_MESSAGES.periodRequired],
    ['premiumTerm', { premiumTerm: undefined }, RETIREMENT_MESSAGES.premiumTermRequired],
  ])('refuses a bad %s with the spec message', async (_field, change, message) => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.retirementIncomePlan, { ...query, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, devCode: DEV_CODES.validation });
  });

  it("comes in the order the Sort by list names (issue 31: not 'Lowest premium first')", async () => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.retirementIncomePlan, query);
    const [rows] = retirementReplySchema.parse(res.json()).result;
    expect(defaultOrderOf(RETIREMENT_INCOME_TOOL, query)).toBe('Insurer (A to Z)');
    const atRate = rows.filter((r) => r.illustrationRate === '4.25').map((r) => r.insurer);
    expect(atRate).toEqual([...atRate].sort((a, b) => a.localeCompare(b)));
    // the sample's premiums are not in that order, so the premium tools' label would be wrong here
    const premiums = rows.filter((r) => r.illustrationRate === '4.25').map((r) => r.annualPremium);
    expect(premiums).not.toEqual([...premiums].sort((a, b) => a - b));
  });

  it('answers one rate when asked, and an insurer filter leaves the others out', async () => {
    const other = await signInAnother(ctx);
    await postAs(ctx, other, COMPARISON_PATHS.displaySettings, {
      comparisonType: 'retirementIncomePlan',
      onlyDisplayInsurers: ['Lion Gate Life', 'Kallang Assurance'],
    });
    const reply = retirementReplySchema.parse(
      (
        await postAs(ctx, other, COMPARISON_PATHS.retirementIncomePlan, {
          ...query,
          illustrationRate: '3.00',
        })
      ).json(),
    );
    expect(reply.result[0].map((r) => r.illustrationRate)).toEqual(['3.00', '3.00']);
    expect(new Set(reply.result[0].map((r) => r.insurer))).toEqual(
      new Set(['Lion Gate Life', 'Kallang Assurance']),
    );
    expect(reply.outcome).toMatchObject({ insurersMatching: 5, insurersShown: 2 });
  });
});
