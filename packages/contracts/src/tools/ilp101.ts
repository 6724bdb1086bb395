import { ILP_PLAN_KEYS, type IlpVariant } from '@portal/core';
import { z } from 'zod';
import {
  datasetInfoSchema,
  productInfoSchema,
  resultRowBaseSchema,
  rowsAndInfosReplySchema,
} from '../comparison.js';
import { columnsFor, defineValueSeriesTool } from './common.js';
import { viewModesOf } from './value-columns.js';

// spec 001 §2, §3, §5, §7, §9; issue 13: the 101 investment-linked plan (route 101RP). Custom mode
// projects the five plan models of packages/core in the browser; PI mode reads the insurers' product
// illustrations at 8% p.a. from the dataset (ADR 0030).

/** spec 001 §5, word for word. */
export const ILP_MESSAGES = {
  monthlyMinimum: 'Monthly investment amount must be at least $200',
  monthlyRequired: 'Please select a monthly investment amount',
  termRequired: 'Please select the premium payment term',
  horizonRequired: 'Please select the investment period',
  horizonShorterThanTerm: 'Investment period cannot be shorter than policy premium payment term',
} as const;

/** spec 001 §2: Custom calculation, or PI's value at 8% p.a. */
export const ILP_COMPARISON_MODES = ['custom', 'pi'] as const;
export type IlpComparisonMode = (typeof ILP_COMPARISON_MODES)[number];
export const ILP_MODE_LABELS: Record<IlpComparisonMode, string> = {
  custom: 'Custom calculation',
  pi: "PI's value at 8% p.a.",
};

/** spec 001 §9 "101 plan lists". */
export const ILP_TERMS = [30, 25, 20, 15, 10, 5] as const;
export const ILP_HORIZONS = Array.from({ length: 21 }, (_, i) => 30 - i) as readonly number[];
export const ILP_MONTHLY_AMOUNTS = [4000, 3000, 2000, 1500, 1000, 500, 300] as const;
export const ILP_GROWTH_RATES = [15, 10, 9, 8, 7, 6, 5] as const;
/** spec 001 §9 "initial drop 1" (ADR 0034): the fund price's fall in the first month, %. */
export const ILP_INITIAL_DROPS = [0, 1, 5, 10, 20, 30] as const;
/** spec 001 §9 "PI comparison at 8% p.a." */
export const ILP_PI_GROWTH_PCT = 8;
/** spec 001 §5: the Custom calculation's least monthly amount. */
export const ILP_CUSTOM_MIN_MONTHLY = 200;
/** spec 001 §9: "monthly 1000 (custom 2000)". */
export const ILP_DEFAULT_MONTHLY: Record<IlpComparisonMode, number> = { custom: 2000, pi: 1000 };

/** spec 001 §9 defaults: horizon 20, term 10, monthly 1000 (custom 2000), growth 8%, initial drop 1; Custom first. */
export const ILP_DEFAULTS = {
  comparisonType: 'custom',
  policyPremiumTerm: 10,
  investmentPeriod: 20,
  monthlyInvestmentAmount: 2000,
  growthRate: 8,
  initialDropPct: 1,
} as const;

const required = (message: string) => z.number({ error: message }).int({ error: message });

/**
 * spec 001 §7 ilp101: { monthlyInvestmentAmount, policyPremiumTerm }. Ours beside them, all optional so
 * the spec's payload stays valid: the mode, the investment horizon the values are read at and the
 * growth rate of a Custom calculation (what Upload Online sends, so the snapshot holds those values).
 */
export const ilpBodySchema = z
  .object({
    monthlyInvestmentAmount: required(ILP_MESSAGES.monthlyRequired)
      .min(1, ILP_MESSAGES.monthlyRequired)
      .max(100_000),
    policyPremiumTerm: required(ILP_MESSAGES.termRequired).min(1, ILP_MESSAGES.termRequired).max(50),
    comparisonType: z.enum(ILP_COMPARISON_MODES).default('pi'),
    investmentPeriod: required(ILP_MESSAGES.horizonRequired)
      .min(1, ILP_MESSAGES.horizonRequired)
      .max(50)
      .default(ILP_DEFAULTS.investmentPeriod),
    growthRate: z.number().min(0).max(20).default(ILP_DEFAULTS.growthRate),
    /** spec 001 §9 "initial drop 1": a Custom calculation's fall of the fund price in month 1, %. */
    initialDropPct: z.number().min(0).max(50).default(ILP_DEFAULTS.initialDropPct),
  })
  .superRefine((b, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.comparisonType === 'custom' && b.monthlyInvestmentAmount < ILP_CUSTOM_MIN_MONTHLY)
      fail('monthlyInvestmentAmount', ILP_MESSAGES.monthlyMinimum);
    if (b.investmentPeriod < b.policyPremiumTerm)
      fail('investmentPeriod', ILP_MESSAGES.horizonShorterThanTerm);
  });
export type IlpBody = z.output<typeof ilpBodySchema>;

const cents = z.number().int();

/** One policy year end of a row's chart: premiums paid so far and the value. */
export const ilpYearSchema = z.object({
  endOfYear: z.number().int().min(1),
  totalInvestedPremiumCents: cents,
  valueCents: cents,
  /** spec 001 §4 fund price chart: a Custom row's unit price at the year end (S$1.00 at the start). */
  unitPrice: z.number().optional(),
});
export type IlpYear = z.infer<typeof ilpYearSchema>;

/** spec 001 §3: a product-illustration row's values list. The surrender value is in cents. */
export const ilpPiValueSchema = z.object({
  endOfYear: z.number().int().min(1),
  surrenderValueAt8pc: cents,
});
export type IlpPiValue = z.infer<typeof ilpPiValueSchema>;

/** spec 001 §3 "101 plan row" (and its PI row), money in cents. */
export const ilpRowSchema = resultRowBaseSchema.extend({
  /** spec 001 §3: "id/uniqueID (insurer - plan)". */
  id: z.string(),
  comparisonType: z.enum(ILP_COMPARISON_MODES),
  /** The core model a Custom row was projected with (its chart and Excel project it again). */
  planKey: z.enum(ILP_PLAN_KEYS).nullable(),
  variant: z.enum(['fixed', 'flexible']).nullable(),
  paymentMode: z.enum(['M', 'Y']).nullable(),
  /** spec 001 §3 spells it so. */
  availablity: z.boolean(),
  /** Why the plan cannot be bought with these inputs (issue 13: listed, not dropped). */
  reason: z.string().nullable(),
  /** Gross Growth (Custom) or PI's Growth Rate (8%), % a year. */
  growthPct: z.number(),
  /** A Custom row's initial drop of the fund price, % (ADR 0034); absent in rows made before it (0). */
  initialDropPct: z.number().optional(),
  monthlyCents: cents,
  policyPremiumTerm: z.number().int(),
  investmentPeriod: z.number().int(),
  /** spec 001 §3 cumulativeInvestAmt / totalInvestedPremium at the end of the horizon. */
  totalInvestedPremiumCents: cents,
  /** spec 001 §3 totalValue: the projected (or illustrated) value at the end of the horizon. */
  totalValueCents: cents.nullable(),
  /** spec 001 §9: % a year, null when no rate up to 7% breaks even (shown '-'); PI rows have none. */
  breakEvenYield: z.number().nullable(),
  totalBonusCents: cents.nullable(),
  totalChargeCents: cents.nullable(),
  /** Ours (the KPIs view): the yearly return the premiums earn to reach the value, after charges. */
  netYieldPct: z.number().nullable(),
  /** The value by policy year end, for the row's fund value chart. */
  yearly: z.array(ilpYearSchema),
  /** spec 001 §3: a PI row's values list; empty for a Custom row. */
  values: z.array(ilpPiValueSchema),
  /** spec 001 §3 excelFileName: the projection's spreadsheet, named after the plan. */
  excelFileName: z.string(),
});
export type IlpRow = z.infer<typeof ilpRowSchema>;

/** spec 001 §7 ilp101: result[0] plan rows, result[1] plan details. */
export const ilpReplySchema = rowsAndInfosReplySchema(ilpRowSchema);
export type IlpReply = z.infer<typeof ilpReplySchema>;

/** spec 001 §7 ilp101PlanDetails (GET): the result list, the plans' details. */
export const ilpPlanDetailsReplySchema = z.object({
  success: z.literal(true),
  result: z.array(productInfoSchema),
  dataset: datasetInfoSchema.nullable(),
});
export type IlpPlanDetailsReply = z.infer<typeof ilpPlanDetailsReplySchema>;

export const ILP_PLAN_DETAILS_PATH = '/api/dashboard/comparison/ilp101PlanDetails';

/** spec 001 §2: the assumption and note texts under the table, by mode. */
export const ILP_TEXTS = {
  assumptions: {
    custom: [
      'Projected values assume the gross growth rate chosen, every year, before the plan’s charges.',
      'Premiums are paid monthly at the start of each month for the contribution period; no withdrawals or premium holidays.',
      'Bonuses and charges follow each plan’s published tables; the unit price starts at S$1.00.',
      'The fund price first falls by the initial drop chosen, in the first month, then grows at the gross growth rate.',
    ],
    pi: [
      'Values are the surrender values at 8% p.a. from each insurer’s product illustration, at the end of the investment horizon.',
      'PI values are scaled to the monthly amount chosen; an insurer’s illustration for another amount may differ slightly.',
    ],
  },
  notes: [
    'Break Even Yield: the lowest gross growth rate, from 0% to 7% p.a., at which the projected value reaches the premiums paid; ‘-’ when none does.',
    'Projected values are not guaranteed. Past performance is not indicative of future performance.',
  ],
  faq: {
    custom: {
      title: 'Custom calculation comparison',
      items: [
        [
          'What does the custom calculation show?',
          'Each plan’s fund value at the end of the investment horizon, projected month by month from its bonuses, charges and the gross growth rate you choose.',
        ],
        [
          'Why is a plan marked unavailable?',
          'The plan does not offer the contribution period chosen, needs a higher monthly amount, or its premium term is longer than the horizon. The reason is shown beside it.',
        ],
        [
          'What is the break even yield?',
          'The lowest yearly growth, from 0% to 7% in steps of 0.01%, at which the projected value reaches the premiums paid. A lower figure means lighter charges.',
        ],
      ],
    },
    pi: {
      title: 'Product illustration comparison',
      items: [
        [
          'Where do the PI values come from?',
          'From each insurer’s product illustration at 8% p.a.: the surrender value at the end of each policy year.',
        ],
        [
          'Why compare at 8% p.a.?',
          'Every insurer illustrates at the same 8% p.a., so the values compare the plans’ charges and bonuses on one footing.',
        ],
      ],
    },
  },
} as const;

const VARIANT_LABELS: Record<IlpVariant, string> = { fixed: 'Fixed', flexible: 'Flexible' };

/** The Plan column: the plan's name with its variant, 'Savvy Invest II (Fixed)'. */
export const ilpPlanLabel = (row: Pick<IlpRow, 'planName' | 'variant'>) =>
  row.variant ? `${row.planName} (${VARIANT_LABELS[row.variant]})` : row.planName;

const col = columnsFor<IlpRow>();
const KPIS = ['kpis'] as const;
const DEFAULT = ['default'] as const;

// spec 001 §2, §3, §5, §7, §9; issue 13, ADR 0030: the 101 investment-linked plan. Custom rows are
// projected by the core models (in the browser for Simulate, in the API for publishing); PI rows read
// the insurers' illustrations at 8% p.a. from the dataset. The table's display switch: default or KPIs.
export const ILP101_TOOL = defineValueSeriesTool({
  type: 'ilp101',
  specOrder: 6,
  title: '101 Regular Premium',
  menu: { group: '101 Investment', label: '101 RP', order: 1 },
  journey: {
    journey: 'journeyOfWealth',
    order: 2,
    title: 'Grow it with the markets',
    text: 'An investment-linked plan invests regular premiums in funds: more growth potential, and values that go up and down.',
    answers: 'Which plan leaves more of my money invested?',
    label: '101 ILP (Regular Premium)',
  },
  route: '/comparison/101RP',
  bodySchema: ilpBodySchema,
  rowSchema: ilpRowSchema,
  replySchema: ilpReplySchema,
  columns: [
    col.insurer(),
    col.text('planName', 'Plan', (r) => ilpPlanLabel(r)),
    // spec 001 §2: "Gross Growth or PI's Growth Rate", one column whose label names both
    {
      ...col.text('growthPct', "Gross Growth / PI's Growth Rate", (r) => r.growthPct),
      format: 'percent',
      // whole percents, as the form offers them (spec 001 §9: 15, 10, 9 ... 5 % p.a.)
      decimals: 0,
      align: 'right',
      isShownOnPhone: false,
      viewModes: DEFAULT,
    },
    col.moneyWhole('monthlyCents', 'Monthly', (r) => r.monthlyCents, {
      isShownOnPhone: false,
      viewModes: DEFAULT,
    }),
    {
      ...col.text('policyPremiumTerm', 'Contribution Period', (r) => r.policyPremiumTerm),
      format: 'years',
      isShownOnPhone: false,
      sortValue: (r: IlpRow) => r.policyPremiumTerm,
      viewModes: DEFAULT,
    },
    {
      ...col.text('investmentPeriod', 'Investment Horizon', (r) => r.investmentPeriod),
      format: 'years',
      isShownOnPhone: false,
      sortValue: (r: IlpRow) => r.investmentPeriod,
      viewModes: DEFAULT,
    },
    // Issue 31: every amount in whole dollars, as the other value-series tools show accumulated values
    col.moneyWhole('totalInvestedPremiumCents', 'Total Premium', (r) => r.totalInvestedPremiumCents, {
      viewModes: KPIS,
    }),
    // An unavailable plan stays listed (issue 13), its reason in the row's details
    {
      ...col.moneyWhole('totalValueCents', 'Projected Value', (r) =>
        r.availablity ? r.totalValueCents : null,
      ),
      isHeadline: true,
      missingText: 'Not available',
      sortValue: (r: IlpRow) => r.totalValueCents ?? -1,
    },
    {
      ...col.text('breakEvenYield', 'Break Even Yield', (r) => r.breakEvenYield),
      format: 'percent',
      align: 'right',
      sortValue: (r: IlpRow) => r.breakEvenYield ?? 99,
    },
    col.moneyWhole('totalBonusCents', 'Total Bonus', (r) => r.totalBonusCents, {
      viewModes: KPIS,
      sortValue: (r) => r.totalBonusCents ?? -1,
    }),
    col.moneyWhole('totalChargeCents', 'Total Charges', (r) => r.totalChargeCents, {
      viewModes: KPIS,
      sortValue: (r) => r.totalChargeCents ?? -1,
    }),
    {
      ...col.text('netYieldPct', 'Net Yield p.a.', (r) => r.netYieldPct),
      format: 'percent',
      align: 'right',
      viewModes: KPIS,
      sortValue: (r: IlpRow) => r.netYieldPct ?? -99,
    },
    col.promo(),
  ],
  defaults: ILP_DEFAULTS,
  viewModes: viewModesOf('kpis'),
  compareAt: null,
  // The rank of ilpRankKey: the largest projected value first, unavailable plans last.
  defaultOrder: () => 'Highest projected value first',
});
