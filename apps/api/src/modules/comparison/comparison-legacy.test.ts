import {
  COMPARISON_PATHS,
  DEV_CODES,
  publicComparisonSchema,
  uploadPathFor,
  uploadReplySchema,
  ULI_DEFAULTS,
  ULI_MESSAGES,
  universalLifeIndexedReplySchema,
  WHOLE_LIFE_BASIC_SUM_ASSURED_CENTS,
  WHOLE_LIFE_COMPARE_AT_AGES,
  WHOLE_LIFE_DEFAULTS,
  WHOLE_LIFE_MESSAGES,
  wholeLifeKpiAt,
  wholeLifePlanReplySchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { signedInAdviser, uploadPayload } from '../links/links-test-kit.js';
import { comparisonAppForFile, postAs, signInAnother } from './comparison-test-kit.js';

// Issue 12: the Legacy Planning tools over HTTP, on the shipped sample (one database for both).
let ctx: TestContext;
let jwt: string;
comparisonAppForFile(
  ['wholeLifePlan', 'universalLifeIndexed'],
  (made) => ({ ctx, jwt } = made),
  {},
  { withSamples: true },
);

/** The sample illustrates whole life for non-smokers at every entry age its plans sell (issue 33). */
const INSURED = { anb: 35, ageNearestBirthday: 35, gender: 'F', smoker: 'NS' } as const;
const DEFAULT_BODY = { ...INSURED, ...WHOLE_LIFE_DEFAULTS };
const search = async (body: unknown, as = jwt) => {
  const res = await postAs(ctx, as, COMPARISON_PATHS.wholeLifePlan, body);
  expect(res.statusCode, res.body).toBe(200);
  return wholeLifePlanReplySchema.parse(res.json());
};

describe('POST /api/dashboard/comparison/wholeLifePlan', () => {
  it('answers the default query: six insurers, each for every expiry age asked, success and result[0], result[1]', async () => {
    const reply = await search(DEFAULT_BODY);
    expect(reply.success).toBe(true);
    const [rows, infos] = reply.result;
    expect(new Set(rows.map((r) => r.insurer)).size).toBe(6);
    // 6 plans x expiry ages 75, 80, 85 x premium term 15
    expect(rows).toHaveLength(6 * 3);
    expect(new Set(rows.map((r) => r.uniqueID)).size).toBe(rows.length);
    expect(infos.map((i) => i.insurer).sort()).toEqual([...new Set(rows.map((r) => r.insurer))].sort());
    expect(reply.dataset).toEqual({ effectiveDate: '2026-01-01', isSample: true });
    for (const row of rows) {
      expect(row).toMatchObject({
        coverType: 'HYBRID',
        multiplier: 3,
        premiumTerm: 15,
        basicSumAssured: 10_000_000,
      });
      expect(row.kpi.map((k) => k.compareAtAge)).toEqual([...WHOLE_LIFE_COMPARE_AT_AGES]);
      // premiums are paid over the 15 years only
      expect(row.totalPremiumCents).toBe(row.annualPremiumCents * 15);
    }
  });

  it('agrees with itself: per-dollar ratios, the policy year at an age and the multiplied cover', async () => {
    const [rows] = (await search({ ...DEFAULT_BODY, multiplier: 4, multiplierExpiryList: [70, 85] })).result;
    for (const row of rows) {
      for (const age of WHOLE_LIFE_COMPARE_AT_AGES) {
        const at = wholeLifeKpiAt(row, age)!;
        expect(at.policyYear).toBe(age - INSURED.anb + 1);
        expect(at.premiumsPaid).toBe(row.totalPremiumCents);
        for (const key of [
          'deathCoverWithRB',
          'deathEffectiveSumInsured',
          'cashValueGuranteed',
          'cashValueTotal',
        ] as const)
          expect(at[`${key}PerDollar`]).toBeCloseTo(at[key] / at.premiumsPaid, 4);
        const multiplied = age < row.multiplierExpiryAge;
        expect(at.deathEffectiveSumInsured).toBe(WHOLE_LIFE_BASIC_SUM_ASSURED_CENTS * (multiplied ? 4 : 1));
        // HYBRID: half of the cover is ECI, half CI
        expect(at.eciAmount).toBe(at.deathEffectiveSumInsured / 2);
        expect(at.ciAmount).toBe(at.eciAmount);
        expect(at.deathCoverWithRB).toBeGreaterThanOrEqual(at.deathEffectiveSumInsured);
        expect(at.cashValueGuranteed).toBeLessThanOrEqual(at.cashValueTotal);
      }
    }
    // ECI alone: the ECI amount is the whole cover and CI none
    const [eci] = (await search({ ...DEFAULT_BODY, cover: 'ECI' })).result;
    const at = wholeLifeKpiAt(eci[0]!, 65)!;
    expect([at.eciAmount, at.ciAmount]).toEqual([at.deathEffectiveSumInsured, 0]);
  });

  it('answers one LIA rate a reply: 3.00 % has lower non-guaranteed values, the same guaranteed ones (issue 33)', async () => {
    const body = { ...DEFAULT_BODY, multiplierExpiryList: [70, 85], premiumTermList: [5, 20] };
    const [upper] = (await search(body)).result;
    const [named] = (await search({ ...body, illustrationRate: '4.25' })).result;
    const [lower] = (await search({ ...body, illustrationRate: '3.00' })).result;
    // 6 plans x 2 expiry ages x 2 terms, once each: never both rates in one table
    expect(upper).toHaveLength(6 * 2 * 2);
    expect(lower).toHaveLength(upper.length);
    expect(named).toEqual(upper);
    expect(new Set(lower.map((r) => r.uniqueID)).size).toBe(lower.length);
    let lowerSomewhere = false;
    for (const row of upper) {
      const at3 = lower.find((r) => r.uniqueID === row.uniqueID)!;
      expect(at3.annualPremiumCents).toBe(row.annualPremiumCents);
      for (const age of WHOLE_LIFE_COMPARE_AT_AGES) {
        const hi = wholeLifeKpiAt(row, age)!;
        const lo = wholeLifeKpiAt(at3, age)!;
        expect(lo.cashValueGuranteed).toBe(hi.cashValueGuranteed);
        expect(lo.deathEffectiveSumInsured).toBe(hi.deathEffectiveSumInsured);
        expect(lo.cashValueTotal).toBeLessThanOrEqual(hi.cashValueTotal);
        expect(lo.cashValueTotal).toBeGreaterThanOrEqual(lo.cashValueGuranteed);
        expect(lo.deathCoverWithRB).toBeLessThanOrEqual(hi.deathCoverWithRB);
        if (lo.cashValueTotal < hi.cashValueTotal && lo.deathCoverWithRB < hi.deathCoverWithRB)
          lowerSomewhere = true;
      }
      expect(wholeLifeKpiAt(at3, 85)!.cashValueTotal).toBeLessThan(wholeLifeKpiAt(row, 85)!.cashValueTotal);
    }
    expect(lowerSomewhere).toBe(true);
  });

  it('refuses an illustration rate the LIA does not set', async () => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.wholeLifePlan, {
      ...DEFAULT_BODY,
      illustrationRate: '5.00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().devCode).toBe(DEV_CODES.validation);
  });

  it('a smoker sees why the table is empty', async () => {
    const reply = await search({ ...DEFAULT_BODY, smoker: 'S' });
    expect(reply.result[0]).toEqual([]);
    expect(reply.outcome?.emptyReason).toBe(WHOLE_LIFE_MESSAGES.smokerNotCovered);
  });

  it('a non-smoker of any age the plans sell finds them (issue 33); a smoker hears about smoking', async () => {
    const at40 = { ...DEFAULT_BODY, anb: 40, ageNearestBirthday: 40 };
    expect(new Set((await search(at40)).result[0].map((r) => r.insurer)).size).toBe(6);
    const smoker = await search({ ...at40, smoker: 'S' });
    expect(smoker.result[0]).toEqual([]);
    expect(smoker.outcome?.emptyReason).toBe(WHOLE_LIFE_MESSAGES.smokerNotCovered);
    const found = await search({ ...DEFAULT_BODY, anb: 50, ageNearestBirthday: 50 });
    expect(new Set(found.result[0].map((r) => r.insurer)).size).toBe(6);
    expect(found.outcome?.emptyReason).toBeNull();
  });

  it.each([
    ['no cover type', { cover: null }, WHOLE_LIFE_MESSAGES.coverRequired],
    ['a cover type not offered', { cover: 'TPD' }, WHOLE_LIFE_MESSAGES.coverRequired],
    ['no multiplier', { multiplier: null }, WHOLE_LIFE_MESSAGES.multiplierRequired],
    ['a multiplier not offered', { multiplier: 5 }, WHOLE_LIFE_MESSAGES.multiplierRequired],
    ['no expiry age', { multiplierExpiryList: [] }, WHOLE_LIFE_MESSAGES.expiryRequired],
    ['no premium term', { premiumTermList: [] }, WHOLE_LIFE_MESSAGES.premiumTermRequired],
  ])('refuses %s with its message', async (_what, change, message) => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.wholeLifePlan, { ...DEFAULT_BODY, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, devCode: DEV_CODES.validation });
  });

  it('refuses a body of the wrong shape', async () => {
    expect((await postAs(ctx, jwt, COMPARISON_PATHS.wholeLifePlan, [1, 2])).statusCode).toBe(400);
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.wholeLifePlan, {
      ...DEFAULT_BODY,
      premiumTermList: '15',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().devCode).toBe(DEV_CODES.validation);
  });

  it('leaves out the insurers the display settings hide, and says so', async () => {
    const other = await signInAnother(ctx);
    const saved = await postAs(ctx, other, COMPARISON_PATHS.displaySettings, {
      comparisonType: 'wholeLifePlan',
      onlyDisplayInsurers: ['Harbourline Assurance'],
    });
    expect(saved.statusCode).toBe(200);
    const reply = await search(DEFAULT_BODY, other);
    expect(new Set(reply.result[0].map((r) => r.insurer))).toEqual(new Set(['Harbourline Assurance']));
    expect(reply.outcome).toMatchObject({ insurersMatching: 6, insurersShown: 1 });
  });

  it('publishes the rows the page showed, with the compare-at age in the caption', async () => {
    const adviser = await signedInAdviser(ctx);
    const payload = uploadPayload('wholeLifePlan', adviser.rnf, { viewMode: 'kpis', compareAt: 70 });
    const upload = await postAs(ctx, adviser.jwt, uploadPathFor('wholeLifePlan'), payload);
    expect(upload.statusCode, upload.body).toBe(200);
    const { id } = uploadReplySchema.parse(upload.json());
    const shown = publicComparisonSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/public/comparison/${adviser.rnf}/${id}` })).json(),
    );
    expect(shown.table.rows).toHaveLength(18);
    expect(shown.view?.caption).toContain('Compare at age 70');
  });
});

describe('POST /api/dashboard/comparison/universalLifeIndexed', () => {
  const ULI_BODY = { ...INSURED, ...ULI_DEFAULTS };
  const searchUli = async (body: unknown, as = jwt) => {
    const res = await postAs(ctx, as, COMPARISON_PATHS.universalLifeIndexed, body);
    expect(res.statusCode, res.body).toBe(200);
    return universalLifeIndexedReplySchema.parse(res.json());
  };

  it('answers the default query: four insurers, both allocations, result[0] plans with summary, result[1] details', async () => {
    const reply = await searchUli(ULI_BODY);
    const [rows, infos] = reply.result;
    expect(new Set(rows.map((r) => r.insurer)).size).toBe(4);
    expect(rows).toHaveLength(4 * 2);
    expect(infos).toHaveLength(4);
    expect(reply.dataset).toEqual({ effectiveDate: '2026-01-01', isSample: true });
    for (const row of rows) {
      expect(row).toMatchObject({ currency: 'SGD', sumInsured: 1_000_000, premiumTerm: 1 });
      expect(row.indexAccountAllocation + row.fixedAccountAllocation).toBe(100);
      expect(row.totalPremium).toBe(row.premium);
      expect(row.summary.length).toBeGreaterThan(0);
      // the illustration runs from the entry age to 100; a lower rate lapses no later than current
      expect(row.illustration[0]?.age).toBe(35);
      expect(row.illustration.at(-1)?.age).toBe(100);
      expect(row.stressedRate).toBeCloseTo(
        Math.max(
          row.minimumRate,
          row.indexAccountAllocation === 100
            ? row.indexAccCurrent - 1
            : (row.indexAccCurrent + row.fixedGeneralAccCurrent) / 2 - 1,
        ),
        2,
      );
      const lasts = (age: number | null) => age ?? 101;
      expect(lasts(row.lapseAgeAtStressed)).toBeLessThanOrEqual(lasts(row.lapseAge));
      expect(lasts(row.lapseAgeAtMinimum)).toBeLessThanOrEqual(lasts(row.lapseAgeAtStressed));
      for (const y of row.illustration) {
        expect(y.guaranteedSurrenderValue).toBeLessThanOrEqual(y.currentSurrenderValue);
        if (row.lapseAgeAtStressed !== null && y.age >= row.lapseAgeAtStressed)
          expect(y.stressedSurrenderValue).toBe(0);
      }
    }
  });

  it('answers one LIA rate a reply: 3.00 % has lower current surrender values, the same guaranteed ones (issue 33)', async () => {
    const body = { ...ULI_BODY, premiumTerm: 10 };
    const [upper] = (await searchUli(body)).result;
    const [lower] = (await searchUli({ ...body, illustrationRate: '3.00' })).result;
    expect(upper).toHaveLength(4 * 2);
    expect(lower).toHaveLength(upper.length);
    for (const row of upper) {
      const at3 = lower.find((r) => r.uniqueID === row.uniqueID)!;
      expect(at3.premium).toBe(row.premium);
      expect(at3.illustration.map((y) => y.guaranteedSurrenderValue)).toEqual(
        row.illustration.map((y) => y.guaranteedSurrenderValue),
      );
      at3.illustration.forEach((y, k) => {
        expect(y.currentSurrenderValue).toBeLessThanOrEqual(row.illustration[k]!.currentSurrenderValue);
        expect(y.currentSurrenderValue).toBeGreaterThanOrEqual(y.guaranteedSurrenderValue);
      });
      const at = (r: typeof row) => r.illustration.find((y) => y.age === 80)!.currentSurrenderValue;
      expect(at(at3)).toBeLessThan(at(row));
    }
  });

  it('scales with the sum insured and filters by allocation', async () => {
    const [one] = (await searchUli({ ...ULI_BODY, allocationList: ['INDEX_100'] })).result;
    const [five] = (await searchUli({ ...ULI_BODY, sumInsured: 5_000_000, allocationList: ['INDEX_100'] }))
      .result;
    expect(one.map((r) => r.allocation)).toEqual(['INDEX_100', 'INDEX_100', 'INDEX_100', 'INDEX_100']);
    for (const row of one) {
      const big = five.find((r) => r.insurer === row.insurer)!;
      expect(big.premium).toBe(row.premium * 5);
    }
  });

  it.each([
    ['no sum insured', { sumInsured: null }, ULI_MESSAGES.sumInsuredRequired],
    ['a sum insured not offered', { sumInsured: 2_000_000 }, ULI_MESSAGES.sumInsuredRequired],
    ['no premium term', { premiumTerm: null }, ULI_MESSAGES.premiumTermRequired],
    ['no allocation', { allocationList: [] }, ULI_MESSAGES.allocationRequired],
  ])('refuses %s with the spec message', async (_what, change, message) => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.universalLifeIndexed, { ...ULI_BODY, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, devCode: DEV_CODES.validation });
  });

  it('publishes the values view at an age, and the client page shows the stressed columns', async () => {
    const adviser = await signedInAdviser(ctx);
    const payload = uploadPayload('universalLifeIndexed', adviser.rnf, { viewMode: 'values', compareAt: 80 });
    const upload = await postAs(ctx, adviser.jwt, uploadPathFor('universalLifeIndexed'), payload);
    expect(upload.statusCode, upload.body).toBe(200);
    const { id } = uploadReplySchema.parse(upload.json());
    const shown = publicComparisonSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/public/comparison/${adviser.rnf}/${id}` })).json(),
    );
    expect(shown.table.rows).toHaveLength(8);
    expect(shown.view?.caption).toContain('Compare at age 80');
    expect(JSON.stringify(shown.table)).toContain('Lapse Age (Current less 1%)');
  });

  it('refuses a body of the wrong shape', async () => {
    const res = await postAs(ctx, jwt, COMPARISON_PATHS.universalLifeIndexed, {
      ...ULI_BODY,
      allocationList: 'INDEX_100',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().devCode).toBe(DEV_CODES.validation);
  });
});
