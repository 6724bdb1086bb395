import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatasetInfo, ProductInfo } from './comparison.js';
import { columnText, formatCell } from './comparison-format.js';
import {
  BUILT_COMPARISON_TYPES,
  COMPARISON_MENU,
  COMPARISON_PATHS,
  COMPARISON_TITLES,
  COMPARISON_TOOLS,
  toolByRoute,
  toolByType,
  type BuiltComparisonType,
} from './comparison-registry.js';
import { productInfoKey, resultRowBaseSchema } from './comparison.js';
import { defineTool, type AnyComparisonTool } from './tools/define-tool.js';

const base = (id: string, promo = false) => ({
  uniqueID: id,
  insurer: 'Alpha Life',
  insurerShortName: 'Alpha',
  planName: 'Alpha Care',
  planShortName: 'Care',
  promo,
});

/** One row per tool, parsed by the tool's own row schema. */
const SAMPLE_ROWS: Record<BuiltComparisonType, Record<string, unknown>> = {
  shieldSingle: {
    ...base('s', true),
    planTier: 'Private',
    premiumMediSaveCents: 60_000,
    premiumCashCents: 12_345,
    premiumTotalCents: 72_345,
  },
  longTermCare: {
    ...base('l'),
    type: '2 ADLs',
    sumInsuredCents: 300_000,
    premiumTerm: 'To 67',
    premiumCents: 55_050,
  },
  maternity: {
    ...base('m'),
    coverIVF: true,
    planType: 'Bundle',
    sumInsuredCents: 1_000_000,
    premiumCents: 45_000,
  },
  multiPayCI: {
    ...base('c'),
    maxClaimPct: 300,
    isMaxOpenEnded: true,
    type: 'Multi-pay',
    sumInsuredCents: 10_000_000,
    policyTerm: '20Yrs',
    waiver: 'Included',
    premiumCents: 123_456,
  },
  term: {
    ...base('t'),
    policyTerm: 'PayTo75',
    covers: [
      { cover: 'death', sumInsuredCents: 200_000_000, premiumCents: 100_000 },
      { cover: 'ci', sumInsuredCents: 50_000_000, premiumCents: 30_000 },
    ],
    premiumCents: 130_000,
  },
  retirementIncomePlan: {
    ...base('r'),
    illustrationRate: '4.25',
    entryAge: 35,
    retirementAge: 65,
    monthlyIncome: 1000,
    policyStartDate: '2026-11-19',
    payoutStartDate: '2056-12-18',
    payoutMthlyOrYrly: 'Monthly',
    payoutAtBegOrEnd: 'End',
    payoutMinGtd: 65_000,
    payoutMinTotal: 100_000,
    payoutLevelOrIncrease: 'Level',
    specialPayOut: 0,
    maturityBenefitGtd: 0,
    maturityBenefitTotal: 0,
    receivedGtd: 15_600_000,
    receivedTotal: 24_000_000,
    xirr_gtd: 0.0123,
    xirr_total: 0.0345,
    policyTerm: 50,
    incomePayOutPeriod: 20,
    premiumTerm: 5,
    annualPremium: 2_000_000,
    payoutSequence: [{ indexStart: 0, indexEnd: 239, type: 'regular', g_amt: 65_000, p_amt: 100_000 }],
    specialPayOutSequece: [],
  },
  wholeLifeEndowment: {
    ...base('w'),
    illustrationRate: '4.25',
    entryAge: 35,
    comparisonTotalPremium: 300_000,
    premiumTerm: 5,
    annualPremiumCents: 6_000_000,
    breakEvenYear_Guaranteed: null,
    breakEvenYear_Total: 14,
    surrenderValue20Gtd: 200000000,
    surrenderValue20Total: 300000000,
    xirr20_gtd: 0.01,
    xirr20_total: 0.02,
    surrenderValue30Gtd: 300000000,
    surrenderValue30Total: 450000000,
    xirr30_gtd: 0.01,
    xirr30_total: 0.02,
    surrenderValue40Gtd: 400000000,
    surrenderValue40Total: 600000000,
    xirr40_gtd: 0.0123,
    xirr40_total: 0.0256,
    surrenderValue50Gtd: 500000000,
    surrenderValue50Total: 750000000,
    xirr50_gtd: 0.01,
    xirr50_total: 0.02,
    surrenderValue60Gtd: 600000000,
    surrenderValue60Total: 900000000,
    xirr60_gtd: 0.01,
    xirr60_total: 0.02,
  },
  wholeLifePlan: {
    ...base('l'),
    entryAge: 35,
    basicSumAssured: 10_000_000,
    multiplier: 3,
    multiplierExpiryAge: 75,
    coverType: 'HYBRID',
    premiumTerm: 15,
    annualPremiumCents: 312_340,
    totalPremiumCents: 4_685_100,
    kpi: [
      {
        compareAtAge: 65,
        values: {
          policyYear: 31,
          premiumsPaid: 4_685_100,
          deathCoverWithRB: 32_000_000,
          deathEffectiveSumInsured: 30_000_000,
          cashValueGuranteed: 3_000_000,
          cashValueTotal: 5_000_000,
          eciAmount: 15_000_000,
          ciAmount: 15_000_000,
          deathCoverWithRBPerDollar: 6.8301,
          deathEffectiveSumInsuredPerDollar: 6.4033,
          cashValueGuranteedPerDollar: 0.6403,
          cashValueTotalPerDollar: 1.0672,
        },
      },
    ],
  },
  universalLifeIndexed: {
    ...base('u'),
    insurer_shortName: 'Alpha',
    plan_shortName: 'Care',
    currency: 'SGD',
    entryAge: 35,
    sumInsured: 1_000_000,
    allocation: 'INDEX_50_FIXED_50',
    indexAccountAllocation: 50,
    fixedAccountAllocation: 50,
    lapseAge: null,
    indexAccType: 'Capped equity index',
    indexAccCurrent: 6.25,
    indexAccMin: 0,
    indexAccMax: 10,
    fixedGeneralAccCurrent: 3.5,
    fixedGeneralAccMin: 2,
    premiumTerm: 3,
    premium: 3_417_000,
    totalPremium: 10_251_000,
    minimumRate: 1,
    lapseAgeAtMinimum: 70,
    stressedRate: 3.88,
    lapseAgeAtStressed: 92,
    illustration: [
      {
        age: 60,
        guaranteedSurrenderValue: 4_850_000,
        currentSurrenderValue: 20_705_000,
        stressedSurrenderValue: 15_000_000,
      },
    ],
    summary: 'Credited 4.88% a year',
  },
  lifetimeIncome: {
    ...base('i'),
    illustrationRate: '3.00',
    entryAge: 35,
    comparisonTotalPremium: 100_000,
    premiumTerm: 1,
    annualPremiumCents: 10_000_000,
    breakEvenYear_Guaranteed: 30,
    breakEvenYear_Total: 21,
    payoutStart: 2,
    yearlyPayoutGtdCents: 110_100,
    yearlyPayoutTotalCents: 331_100,
    kpi: [{ compareAtYear: 40, values: null }],
  },
  ilp101: {
    ...base('i'),
    id: 'Alpha Life - Alpha Care',
    comparisonType: 'custom',
    planKey: 'savvyInvestII',
    variant: 'fixed',
    paymentMode: null,
    availablity: true,
    reason: null,
    growthPct: 8,
    monthlyCents: 200_000,
    policyPremiumTerm: 10,
    investmentPeriod: 20,
    totalInvestedPremiumCents: 24_000_000,
    totalValueCents: 45_678_912,
    breakEvenYield: 1.23,
    totalBonusCents: 1_500_000,
    totalChargeCents: 2_345_678,
    netYieldPct: 6.5,
    yearly: [{ endOfYear: 1, totalInvestedPremiumCents: 2_400_000, valueCents: 2_000_000 }],
    values: [],
    excelFileName: 'Alpha Care (Fixed).xlsx',
  },
};

/** The cells the adviser's table shows for each sample row, column by column. */
const EXPECTED_CELLS: Record<BuiltComparisonType, [string, string][]> = {
  shieldSingle: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Tier', 'Private'],
    ['MediSave Premium', 'S$600.00'],
    ['Cash Premium', 'S$123.45'],
    ['Total Premium', 'S$723.45'],
    ['Promo', 'Y'],
  ],
  longTermCare: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Claim Condition', '2 ADLs'],
    ['Monthly Benefit', 'S$3,000.00'],
    ['Premium Term', 'To 67'],
    ['Annual Premium', 'S$550.50'],
    ['Promo', 'N'],
  ],
  maternity: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Pregnancy', 'IVF'],
    ['Plan Type', 'Bundle'],
    ['Sum Insured', 'S$10,000'],
    ['Single Premium', 'S$450.00'],
    ['Promo', 'N'],
  ],
  multiPayCI: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Max', '300%+'],
    ['Type', 'Multi-pay'],
    ['Insured Amt', 'S$100,000'],
    ['Policy Term', '20 Years'],
    ['Waiver', 'Included'],
    ['Annual Premium', 'S$1,234.56'],
    ['Promo', 'N'],
  ],
  term: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Policy Term', 'To 75'],
    ['Death', 'S$2,000,000'],
    ['TPD / CI / Early CI', '- / S$500,000 / -'],
    ['Annual Premium', 'S$1,300.00'],
    ['Promo', 'N'],
  ],
  // Issue 11: every column, in every view; the compare-at ones at the default year 40.
  retirementIncomePlan: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Payout Start', '18/12/2056'],
    ['Monthly / Yearly', 'Monthly'],
    ['Beginning / End', 'End'],
    ['Level / Increasing', 'Level'],
    ['Min Payout (Guaranteed)', 'S$650.00'],
    ['Min Payout (Total)', 'S$1,000.00'],
    ['Special Payout', 'S$0'],
    ['Maturity Benefit (Guaranteed)', 'S$0'],
    ['Maturity Benefit (Total)', 'S$0'],
    ['Received (Guaranteed)', 'S$156,000'],
    ['Received (Total)', 'S$240,000'],
    ['XIRR (Guaranteed)', '1.23%'],
    ['XIRR (Total)', '3.45%'],
    ['Policy Term', '50'],
    ['Premium Term', '5 Years'],
    ['Annual Premium', 'S$20,000.00'],
    ['Promo', 'N'],
  ],
  wholeLifeEndowment: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Premium Term', '5 Years'],
    ['Total Premium', 'S$300,000'],
    ['Annual Premium', 'S$60,000.00'],
    ['Break-even Year (Guaranteed)', '-'],
    ['Break-even Year (Total)', '14'],
    ['Surrender Value (Guaranteed)', 'S$4,000,000'],
    ['Surrender Value (Total)', 'S$6,000,000'],
    ['IRR (Guaranteed)', '1.23%'],
    ['IRR (Total)', '2.56%'],
    ['Promo', 'N'],
  ],
  wholeLifePlan: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Premium Term', '15 Years'],
    ['Multiplier To Age', '75'],
    ['Annual Premium', 'S$3,123.40'],
    ['Total Premium', 'S$46,851'],
    ['Basic Sum Assured', 'S$100,000'],
    ['Death Cover with RB', 'S$320,000'],
    ['Death Effective Sum Insured', 'S$300,000'],
    ['ECI Amount', 'S$150,000'],
    ['CI Amount', 'S$150,000'],
    ['Cash Value (Guaranteed)', 'S$30,000'],
    ['Cash Value (Total)', 'S$50,000'],
    ['Premiums Paid', 'S$46,851'],
    ['Death Cover with RB per S$1', '6.83'],
    ['Death Effective Sum Insured per S$1', '6.40'],
    ['Cash Value (Guaranteed) per S$1', '0.64'],
    ['Cash Value (Total) per S$1', '1.07'],
    ['Promo', 'N'],
  ],
  universalLifeIndexed: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Allocation', '50% Index / 50% Fixed'],
    ['Premium Term', '3 Years'],
    ['Annual Premium', 'S$34,170.00'],
    ['Sum Insured', 'S$1,000,000'],
    ['Lapse Age (Current)', 'In force to 100'],
    ['Index Account', 'Capped equity index'],
    ['Index Current', '6.25%'],
    ['Index Minimum', '0.00%'],
    ['Index Cap', '10.00%'],
    ['Fixed Current', '3.50%'],
    ['Fixed Minimum', '2.00%'],
    ['Surrender Value (Guaranteed)', 'S$48,500'],
    ['Surrender Value (Current)', 'S$207,050'],
    ['Surrender Value (Current less 1%)', 'S$150,000'],
    ['Lapse Age (Current less 1%)', 'Age 92'],
    ['Lapse Age (Minimum)', 'Age 70'],
    ['Promo', 'N'],
  ],
  lifetimeIncome: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care'],
    ['Premium Term', 'Single'],
    ['Annual Premium', 'S$100,000.00'],
    ['Payout From Year', '2'],
    ['Yearly Payout (Guaranteed)', 'S$1,101.00'],
    ['Yearly Payout (Total)', 'S$3,311.00'],
    ['Surrender Value (Guaranteed)', '-'],
    ['Surrender Value (Total)', '-'],
    ['Received (Guaranteed)', '-'],
    ['Received (Total)', '-'],
    ['IRR (Guaranteed)', '-'],
    ['IRR (Total)', '-'],
    ['Break-even Year (Guaranteed)', '30'],
    ['Break-even Year (Total)', '21'],
    ['Promo', 'N'],
  ],
  ilp101: [
    ['Insurer', 'Alpha Life'],
    ['Plan', 'Alpha Care (Fixed)'],
    ["Gross Growth / PI's Growth Rate", '8%'],
    ['Monthly', 'S$2,000'],
    ['Contribution Period', '10 years'],
    ['Investment Horizon', '20 years'],
    ['Total Premium', 'S$240,000'],
    ['Projected Value', 'S$456,789'],
    ['Break Even Yield', '1.23%'],
    ['Total Bonus', 'S$15,000'],
    ['Total Charges', 'S$23,457'],
    ['Net Yield p.a.', '6.50%'],
    ['Promo', 'N'],
  ],
};

const tools: readonly AnyComparisonTool[] = COMPARISON_TOOLS;
const distinct = (values: readonly string[]) => new Set(values).size === values.length;

describe('the comparison registry (issue 10, ADR 0022)', () => {
  it('gives every tool its own type, route, API path and title', () => {
    expect(distinct(tools.map((t) => t.type))).toBe(true);
    expect(distinct(tools.map((t) => t.route))).toBe(true);
    expect(distinct(tools.map((t) => t.apiPath))).toBe(true);
    expect(distinct(tools.map((t) => t.title))).toBe(true);
    // spec 001 §7's order of types: one place each
    expect(tools.map((t) => t.specOrder)).toEqual(tools.map((_, i) => i + 1));
    for (const tool of tools) {
      expect(tool.type).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(tool.route).toMatch(/^\/comparison\/[A-Za-z0-9]+$/);
      // spec 001 §7: the call's path is its type under dashboard/comparison/
      expect(tool.apiPath).toBe(`/api/dashboard/comparison/${tool.type}`);
      expect(COMPARISON_PATHS[tool.type as BuiltComparisonType]).toBe(tool.apiPath);
      expect(COMPARISON_TITLES[tool.type]).toBe(tool.title);
    }
    expect([...BUILT_COMPARISON_TYPES]).toEqual(tools.map((t) => t.type));
  });

  it('finds a tool by its type and by its route', () => {
    for (const tool of tools) {
      expect(toolByType(tool.type as BuiltComparisonType)).toBe(tool);
      expect(toolByRoute(tool.route)).toBe(tool);
    }
    expect(toolByRoute('/comparison/101Dividend')).toBeUndefined();
  });

  it('lists every built tool once on the menu, at its route, among the planned ones', () => {
    const entries = COMPARISON_MENU.flatMap((g) => g.tools);
    for (const tool of tools) {
      const onMenu = entries.filter((e) => e.type === tool.type);
      expect(onMenu).toHaveLength(1);
      expect(onMenu[0]).toMatchObject({ path: tool.route, isBuilt: true, label: tool.menu.label });
    }
    expect(COMPARISON_MENU.map((g) => g.group)).toEqual([
      '101 Investment',
      'Endowment & Retirement',
      'Legacy Planning',
      'Protection Planning',
      'Accident & Health',
    ]);
    expect(COMPARISON_MENU.find((g) => g.group === 'Accident & Health')?.tools.map((t) => t.label)).toEqual([
      'Integrated Shield',
      'Long Term Care',
      'Maternity',
    ]);
    expect(entries.filter((e) => e.isFemaleOnly).map((e) => e.type)).toEqual(['maternity']);
    // Twelve entries in all (spec 000 §2.6); each tool built moves from planned to built.
    expect(entries).toHaveLength(12);
    expect(entries.filter((e) => !e.isBuilt)).toHaveLength(12 - tools.length);
  });

  it('declares unique column keys and labels per tool, and no view modes for premium tools', () => {
    for (const tool of tools) {
      expect(distinct(tool.columns.map((c) => c.key))).toBe(true);
      expect(distinct(tool.columns.map((c) => c.label))).toBe(true);
      expect(tool.columns.filter((c) => c.isHeadline)).toHaveLength(1);
      // Issue 11: the value-series tools compare at a year they offer; the others do not compare.
      if (tool.compareAt) expect(tool.compareAt.options).toContain(tool.compareAt.default);
      if (tool.kind === 'premium') expect(tool.compareAt).toBeNull();
      if (tool.kind === 'premium') expect(tool.viewModes).toEqual([]);
    }
    // spec 001 §2: the 101 plan's display switch, default or KPIs
    expect(toolByType('ilp101').viewModes.map((m) => m.label)).toEqual(['Default', 'KPIs']);
  });

  it.each(tools.map((t) => [t.type, t] as const))(
    '%s: every column reads a sample row as the adviser table shows it',
    (type, tool) => {
      const row: unknown = tool.rowSchema.parse(SAMPLE_ROWS[type as BuiltComparisonType]);
      expect(tool.columns.map((c) => [c.label, columnText(c, row)])).toEqual(
        EXPECTED_CELLS[type as BuiltComparisonType],
      );
    },
  );

  it.each(tools.map((t) => [t.type, t] as const))(
    '%s: a reply built from its parts passes the reply schema and gives the rows back',
    (type, tool) => {
      const row: unknown = tool.rowSchema.parse(SAMPLE_ROWS[type as BuiltComparisonType]);
      const dataset: DatasetInfo = { effectiveDate: '2026-01-01', isSample: true };
      const outcome = { insurersMatching: 1, insurersShown: 1, emptyReason: null };
      const infos: ProductInfo[] = [];
      const reply: unknown = tool.replySchema.parse(
        tool.toReply({ rows: [row], infos, dataset, outcome, extra: tool.emptyExtra }),
      );
      expect(tool.rowsOf(reply)).toEqual([row]);
      expect(tool.infosOf(reply)).toEqual([]);
    },
  );

  it('states the female-only rule and its reason for Maternity alone', () => {
    expect(tools.filter((t) => t.eligibility.isFemaleOnly).map((t) => t.type)).toEqual(['maternity']);
    expect(toolByType('maternity').eligibility.femaleOnly?.reason).toBe(
      'Maternity plans are for a female insured only',
    );
  });
});

describe('money cells', () => {
  it.each([
    [0, true, 'S$0.00'],
    [5, true, 'S$0.05'],
    [123_456_789, true, 'S$1,234,567.89'],
    [100_000_00, false, 'S$100,000'],
    // ADR 0024: core's formatMoney is the one S$ format, and it puts the sign first
    [-1_250, true, '-S$12.50'],
  ])('%i cents (cents shown: %s) reads %s', (cents, showCents, text) => {
    expect(formatCell(showCents ? 'money' : 'moneyWhole', cents)).toBe(text);
  });
});

describe('percent cells (issue 31)', () => {
  it.each([
    [3.5, '3.50%'],
    [3.47, '3.47%'],
    [0, '0.00%'],
    [10, '10.00%'],
    [2.525, '2.53%'],
  ])('%d reads %s: a column keeps its two decimals', (value, text) => {
    expect(formatCell('percent', value)).toBe(text);
  });
});

describe('value-series tools fit the same declaration', () => {
  const rowSchema = resultRowBaseSchema.extend({
    surrenderValueCentsByAge: z.record(z.string(), z.number().int()),
  });
  type Row = z.infer<typeof rowSchema>;
  const tool = defineTool({
    type: 'lifetimeIncome',
    specOrder: 8,
    kind: 'valueSeries',
    title: 'Lifetime Income',
    menu: { group: 'Endowment & Retirement', label: 'Lifetime Income', order: 2 },
    route: '/comparison/lifetimeIncome',
    apiPath: '/api/dashboard/comparison/lifetimeIncome',
    bodySchema: z.object({}),
    rowSchema,
    replySchema: z.object({ rows: z.array(rowSchema) }),
    toReply: ({ rows }) => ({ rows }),
    rowsOf: (reply) => reply.rows,
    infosOf: () => [],
    emptyExtra: null,
    columns: [
      {
        key: 'surrenderValue',
        label: 'Surrender Value',
        // spec 001 §9: compare ages 20-60 step 10, default 40
        value: (row: Row, view) => row.surrenderValueCentsByAge[String(view?.compareAt ?? 40)] ?? null,
        format: 'moneyWhole',
        align: 'right',
        isSortable: true,
        isShownOnPhone: true,
        viewModes: ['values'],
      },
    ],
    detailSections: [],
    eligibility: { isFemaleOnly: false, anbRange: null },
    defaults: { totalPremium: 300_000 },
    viewModes: [
      { key: 'default', label: 'Default' },
      { key: 'values', label: 'Values' },
      { key: 'kpis', label: 'KPIs' },
    ],
    compareAt: { kind: 'age', options: [20, 30, 40, 50, 60], default: 40 },
  });

  it('reads a cell at the compare-at age picked, and "-" past the illustration', () => {
    const row = rowSchema.parse({
      ...base('v'),
      surrenderValueCentsByAge: { '40': 5_000_000, '60': 9_000_000 },
    });
    const [column] = tool.columns;
    if (!column) throw new Error('no column');
    expect(columnText(column, row, { mode: 'values', compareAt: 60 })).toBe('S$90,000');
    expect(columnText(column, row)).toBe('S$50,000');
    expect(columnText(column, row, { mode: 'values', compareAt: 50 })).toBe('-');
  });
});

describe('plan to product info (spec 001 §3, issue 31)', () => {
  it('matches Retirement Income on the plan name before the first parenthesis', () => {
    const info = productInfoKey('Lion Gate Life ', 'Lion Gate RetireWell', 'retirementIncomePlan');
    expect(
      productInfoKey('Lion Gate Life', 'Lion Gate RetireWell (Monthly, 5 Pay)', 'retirementIncomePlan'),
    ).toBe(info);
  });
  it('matches every other tool on the whole trimmed name', () => {
    expect(productInfoKey('Kallang', 'Kallang Shield (A)', 'shieldSingle')).not.toBe(
      productInfoKey('Kallang', 'Kallang Shield', 'shieldSingle'),
    );
    expect(productInfoKey(' Kallang', 'Kallang Shield ')).toBe('Kallang|Kallang Shield');
  });
});
