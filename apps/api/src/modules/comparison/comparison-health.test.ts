import {
  COMPARISON_PATHS,
  DEV_CODES,
  HEALTH_MESSAGES,
  ltcReplySchema,
  MATERNITY_DEFAULTS,
  maternityReplySchema,
  SHIELD_DEFAULTS,
  shieldReplySchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { importDataset } from '../products/products.service.js';
import { todayInSingapore } from '@portal/core';
import {
  comparisonAppForFile,
  INSURED_32_F_NS,
  LTC_QUERY_35_F,
  postAs,
  signInAnother,
} from './comparison-test-kit.js';

let ctx: TestContext;
let jwt: string;
comparisonAppForFile(['shieldSingle', 'longTermCare', 'maternity'], (made) => ({ ctx, jwt } = made));

const shield = (query: object) =>
  postAs(ctx, jwt, COMPARISON_PATHS.shieldSingle, { query: { ...SHIELD_DEFAULTS, anb: 36, ...query } });

describe('POST /api/dashboard/comparison/shieldSingle', () => {
  it('answers the default query: five insurers, MediSave and cash adding up to the total, lowest total first', async () => {
    const reply = shieldReplySchema.parse((await shield({})).json());
    const [rows, infos] = reply.result;
    expect(rows.length).toBe(5);
    for (const r of rows) expect(r.premiumTotalCents).toBe(r.premiumMediSaveCents + r.premiumCashCents);
    expect(rows.map((r) => r.premiumTotalCents)).toEqual(
      rows.map((r) => r.premiumTotalCents).sort((a, b) => a - b),
    );
    expect(infos.every((i) => i.extra.cancerDrugCDL !== undefined)).toBe(true);
    expect(rows.some((r) => r.promo)).toBe(true);
  });

  it('_All lists every rider; without a rider the base plans', async () => {
    expect(
      shieldReplySchema.parse((await shield({ comparisonType: 'Private_All' })).json()).result[0].length,
    ).toBe(10);
    expect(
      shieldReplySchema.parse((await shield({ ipWithRider: false, comparisonType: 'GovWardA' })).json())
        .result[0].length,
    ).toBe(5);
  });

  it('refuses a missing or mismatched coverage type with the spec message, and a wrong-shape body', async () => {
    for (const query of [
      { comparisonType: undefined },
      { ipWithRider: false, comparisonType: 'Private_Max' },
    ]) {
      expect((await shield(query)).json()).toEqual({
        message: HEALTH_MESSAGES.coverageTypeRequired,
        devCode: DEV_CODES.validation,
      });
    }
    expect((await postAs(ctx, jwt, COMPARISON_PATHS.shieldSingle, SHIELD_DEFAULTS)).statusCode).toBe(400);
  });

  it('finds nothing for a foreigner (FR is disabled) and applies the insurer filter', async () => {
    expect(shieldReplySchema.parse((await shield({ residency: 'FR' })).json()).result).toEqual([[], []]);
    await postAs(ctx, jwt, COMPARISON_PATHS.displaySettings, {
      comparisonType: 'shieldSingle',
      onlyDisplayInsurers: ['Lion Gate Life'],
    });
    const rows = shieldReplySchema.parse((await shield({})).json()).result[0];
    expect(rows.map((r) => r.insurer)).toEqual(['Lion Gate Life']);
  });

  // Last of the Shield tests: the version it imports is the one in force from then on.
  it('pays MediSave up to the limit for the ANB whatever the insurer quoted, the rest in cash', async () => {
    // One plan quoting S$450 MediSave + S$50 cash to ANB 70 and S$950 + S$0 after (core splitShieldPremium).
    const row = (anbFrom: number, anbTo: number, medisaveCents: number, cashCents: number) => ({
      insurer: 'Quote Test Life',
      planName: 'Quote Shield',
      planTier: 'Private',
      coverageType: 'Private_Max',
      anbFrom,
      anbTo,
      medisaveCents,
      cashCents,
    });
    const outcome = await importDataset(
      ctx.deps,
      {
        comparisonType: 'shieldSingle',
        effectiveDate: todayInSingapore(ctx.clock.now()),
        insurers: [{ name: 'Quote Test Life', shortName: 'Quote' }],
        products: [],
        premiums: [row(1, 70, 45_000, 5_000), row(71, 99, 95_000, 0)],
      },
      { source: 'medisave-limit-test' },
    );
    expect(outcome.ok).toBe(true);
    const paidAt = async (anb: number) => {
      const res = await postAs(ctx, await signInAnother(ctx), COMPARISON_PATHS.shieldSingle, {
        query: { ...SHIELD_DEFAULTS, anb },
      });
      const [only] = shieldReplySchema.parse(res.json()).result[0];
      return [only?.premiumMediSaveCents, only?.premiumCashCents, only?.premiumTotalCents];
    };
    expect(await paidAt(40)).toEqual([30_000, 20_000, 50_000]); // S$300 limit to ANB 40
    expect(await paidAt(41)).toEqual([45_000, 5_000, 50_000]); // S$600 from ANB 41: as quoted
    expect(await paidAt(75)).toEqual([90_000, 5_000, 95_000]); // S$900 from ANB 71
  });
});

const ltc = (change: object) =>
  postAs(ctx, jwt, COMPARISON_PATHS.longTermCare, { ...LTC_QUERY_35_F, ...change });

describe('POST /api/dashboard/comparison/longTermCare', () => {
  it('by sum insured: both insurers, 2 and 3 ADLs, escalation plans only when ticked', async () => {
    const rows = ltcReplySchema.parse((await ltc({})).json()).result[0];
    expect(new Set(rows.map((r) => r.insurer)).size).toBe(2);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['2 ADLs', '3 ADLs']));
    expect(rows.some((r) => r.planName.includes('%'))).toBe(false);
    const withEscalation = ltcReplySchema.parse((await ltc({ _escalation: true })).json()).result[0];
    expect(withEscalation.some((r) => r.planName.includes('%'))).toBe(true);
  });

  it('by premium: the benefit the budget buys, never above the budget', async () => {
    const rows = ltcReplySchema.parse((await ltc({ searchBySA: false, premium: 600 })).json()).result[0];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.premiumCents).toBeLessThanOrEqual(60_000);
      expect(r.sumInsuredCents % 10_000).toBe(0);
    }
  });

  it.each([
    [{ sumInsured: 3050 }, HEALTH_MESSAGES.sumInsuredMultipleOf100],
    [{ searchBySA: false, premium: null }, HEALTH_MESSAGES.premiumRequired],
    [{ searchBySA: false, premium: -5 }, HEALTH_MESSAGES.premiumNotNumber],
    [{ _2ADLs: false, _3ADLs: false }, HEALTH_MESSAGES.claimConditionRequired],
  ])('%j -> the spec message', async (change, message) => {
    expect((await ltc(change)).json()).toEqual({ message, devCode: DEV_CODES.validation });
  });

  it('finds nothing outside ANB 30-60 and refuses a wrong-shape body', async () => {
    expect(ltcReplySchema.parse((await ltc({ anb: 70 })).json()).result).toEqual([[], []]);
    expect((await ltc({ gender: 'Female' })).statusCode).toBe(400);
  });
});

const maternity = (change: object) =>
  postAs(ctx, jwt, COMPARISON_PATHS.maternity, { ...INSURED_32_F_NS, ...MATERNITY_DEFAULTS, ...change });

describe('POST /api/dashboard/comparison/maternity', () => {
  it('answers the default query with a success flag, five insurers and the three matrices', async () => {
    const reply = maternityReplySchema.parse((await maternity({})).json());
    expect(reply.success).toBe(true);
    expect(new Set(reply.result.map((r) => r.insurer)).size).toBe(5);
    expect(Object.keys(reply.matrices.featureTableData).length).toBe(5);
    expect(reply.result.every((r) => r.sumInsuredCents === 1_000_000 && !r.coverIVF)).toBe(true);
  });

  it('filters by policy type and pregnancy type; IVF costs more than the same plan for a standard pregnancy', async () => {
    const bundles = maternityReplySchema.parse((await maternity({ policyType: 'Bundle' })).json()).result;
    expect(bundles.every((r) => r.planType === 'Bundle')).toBe(true);
    const ivf = maternityReplySchema.parse((await maternity({ pregnancyType: 'IVF' })).json()).result;
    const standard = maternityReplySchema.parse((await maternity({ pregnancyType: 'STD' })).json()).result;
    expect(ivf.every((r) => r.coverIVF)).toBe(true);
    expect(standard.every((r) => !r.coverIVF)).toBe(true);
    const standardPremium = new Map(standard.map((r) => [`${r.insurer}|${r.planName}`, r.premiumCents]));
    const pairs = ivf.flatMap((r) => {
      const std = standardPremium.get(`${r.insurer}|${r.planName}`);
      return std === undefined ? [] : [{ plan: r.planName, ivf: r.premiumCents, std }];
    });
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) expect(pair.ivf, pair.plan).toBeGreaterThan(pair.std);
  });

  it('finds nothing for a male insured, and refuses a sum insured off the list (wrong shape)', async () => {
    expect(maternityReplySchema.parse((await maternity({ gender: 'M' })).json()).result).toEqual([]);
    const bad = await maternity({ sumInsured: 12345 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().devCode).toBe(DEV_CODES.validation);
  });
});
