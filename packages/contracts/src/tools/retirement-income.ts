import { z } from 'zod';
import { resultRowBaseSchema, rowsAndInfosReplySchema } from '../comparison.js';
import { ILLUSTRATION_RATES } from '../illustration.js';
import { insuredFieldsSchema } from '../insured.js';
import { oneOf } from './choice-fields.js';
import { columnsFor, defineValueSeriesTool } from './common.js';
import { inModes, percentOf, premiumTermColumn, valueColumnsFor, viewModesOf } from './value-columns.js';

// Issue 11, spec 001 §3, §4, §5, §7, §9 Retirement Income: the call carries the insured fields plus
// retirementAge, monthlyIncome, period and premiumTerm, and answers each plan at both illustration rates
// (the page's toggle shows one; Upload Online sends the one shown as `illustrationRate`). Money is in
// integer cents, under spec 001 §3's field names.

export const RETIREMENT_MESSAGES = {
  retirementAgeRequired: 'Please select a retirement age',
  monthlyIncomeRequired: 'Please select a monthly income',
  periodRequired: 'Please select a period',
  premiumTermRequired: 'Please select a premium term',
} as const;

/** spec 001 §9. */
export const RETIREMENT_AGES = [60, 65] as const;
export const RETIREMENT_MONTHLY_INCOMES = [2000, 1000, 500] as const;
export const RETIREMENT_PERIODS = [20] as const;
export const RETIREMENT_PREMIUM_TERMS = [10, 5, 1] as const;
export const RETIREMENT_DEFAULTS = {
  retirementAge: 65,
  monthlyIncome: 1000,
  period: 20,
  premiumTerm: 5,
} as const;

/** The form's own fields; null: nothing picked yet. */
export interface RetirementCriteria {
  retirementAge: number | null;
  monthlyIncome: number | null;
  period: number | null;
  premiumTerm: number | null;
}

export const retirementBodySchema = insuredFieldsSchema.extend({
  retirementAge: oneOf(RETIREMENT_AGES, RETIREMENT_MESSAGES.retirementAgeRequired),
  monthlyIncome: oneOf(RETIREMENT_MONTHLY_INCOMES, RETIREMENT_MESSAGES.monthlyIncomeRequired),
  period: oneOf(RETIREMENT_PERIODS, RETIREMENT_MESSAGES.periodRequired),
  premiumTerm: oneOf(RETIREMENT_PREMIUM_TERMS, RETIREMENT_MESSAGES.premiumTermRequired),
  illustrationRate: z.enum(ILLUSTRATION_RATES).optional(),
});
export type RetirementBody = z.infer<typeof retirementBodySchema>;

const cents = z.number().int().min(0);

/** spec 001 §3 payoutSequence: payouts indexStart..indexEnd (0-based) of equal amounts, in cents. */
export const payoutSegmentSchema = z.object({
  indexStart: z.number().int().min(0),
  indexEnd: z.number().int().min(0),
  type: z.literal('regular'),
  g_amt: cents,
  p_amt: cents,
});
export type PayoutSegment = z.infer<typeof payoutSegmentSchema>;

/** spec 001 §3 specialPayOutSequece (sic): a special payout paid with payout `index`. */
export const specialPayoutSchema = z.object({ index: z.number().int().min(0), g_amt: cents, p_amt: cents });

export const retirementRowSchema = resultRowBaseSchema.extend({
  illustrationRate: z.enum(ILLUSTRATION_RATES),
  entryAge: z.number().int(),
  retirementAge: z.number().int(),
  monthlyIncome: z.number().int(),
  /** The policy start (day 19 of this month, spec 001 §4) the dates count from. */
  policyStartDate: z.string(),
  payoutStartDate: z.string(),
  payoutMthlyOrYrly: z.enum(['Monthly', 'Yearly']),
  payoutAtBegOrEnd: z.enum(['Beginning', 'End']),
  /** The smallest regular payout, guaranteed and projected (total). */
  payoutMinGtd: cents,
  payoutMinTotal: cents,
  payoutLevelOrIncrease: z.enum(['Level', 'Increasing']),
  /** The special payouts, guaranteed in full; 0 when the plan has none. */
  specialPayOut: cents,
  maturityBenefitGtd: cents,
  maturityBenefitTotal: cents,
  receivedGtd: cents,
  receivedTotal: cents,
  xirr_gtd: z.number().nullable(),
  xirr_total: z.number().nullable(),
  policyTerm: z.number().int(),
  incomePayOutPeriod: z.number().int(),
  premiumTerm: z.number().int(),
  annualPremium: cents,
  payoutSequence: z.array(payoutSegmentSchema),
  specialPayOutSequece: z.array(specialPayoutSchema),
});
export type RetirementRow = z.infer<typeof retirementRowSchema>;

export const retirementReplySchema = rowsAndInfosReplySchema(retirementRowSchema);
export type RetirementReply = z.infer<typeof retirementReplySchema>;

/** Every payout of a row, in order, guaranteed and projected, special payouts added in (cents). */
export function payoutsOfRow(row: Pick<RetirementRow, 'payoutSequence' | 'specialPayOutSequece'>) {
  const payouts: { g: number; p: number }[] = [];
  for (const s of row.payoutSequence)
    for (let i = s.indexStart; i <= s.indexEnd; i += 1) payouts[i] = { g: s.g_amt, p: s.p_amt };
  for (const s of row.specialPayOutSequece) {
    const at = payouts[s.index];
    if (at) payouts[s.index] = { g: at.g + s.g_amt, p: at.p + s.p_amt };
  }
  return payouts;
}

/** Equal neighbouring amounts as one segment each (spec 001 §3's payoutSequence). */
export function payoutSegmentsOf(amounts: readonly { g: number; p: number }[]): PayoutSegment[] {
  const segments: PayoutSegment[] = [];
  amounts.forEach((a, index) => {
    const last = segments.at(-1);
    if (last && last.g_amt === a.g && last.p_amt === a.p && last.indexEnd === index - 1)
      last.indexEnd = index;
    else segments.push({ indexStart: index, indexEnd: index, type: 'regular', g_amt: a.g, p_amt: a.p });
  });
  return segments;
}

const col = columnsFor<RetirementRow>();
const valueColumn = valueColumnsFor<RetirementRow>();

// Issue 11, spec 001 §2, §3, §4, §7, §9 Retirement Income: views default, value and kpis.
export const RETIREMENT_INCOME_TOOL = defineValueSeriesTool({
  type: 'retirementIncomePlan',
  specOrder: 7,
  title: 'Retirement Income',
  menu: { group: 'Endowment & Retirement', label: 'Retirement Income', order: 1 },
  journey: {
    journey: 'journeyToRetire',
    order: 2,
    title: 'Income for a set time',
    text: 'A retirement income plan pays a monthly or yearly income for a fixed number of years from 60 or 65.',
    answers: 'Which plan pays me the most each year?',
  },
  route: '/comparison/retirementIncomePlan',
  bodySchema: retirementBodySchema,
  rowSchema: retirementRowSchema,
  replySchema: retirementReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    valueColumn('payoutStartDate', 'Payout Start', 'date', (r) => r.payoutStartDate, {
      align: 'left',
      sortValue: (r) => r.payoutStartDate,
    }),
    valueColumn('payoutMthlyOrYrly', 'Monthly / Yearly', 'text', (r) => r.payoutMthlyOrYrly, {
      align: 'left',
      ...inModes('default'),
    }),
    valueColumn('payoutAtBegOrEnd', 'Beginning / End', 'text', (r) => r.payoutAtBegOrEnd, {
      align: 'left',
      ...inModes('default'),
    }),
    valueColumn('payoutLevelOrIncrease', 'Level / Increasing', 'text', (r) => r.payoutLevelOrIncrease, {
      align: 'left',
      ...inModes('default'),
    }),
    col.money('payoutMinGtd', 'Min Payout (Guaranteed)', (r) => r.payoutMinGtd, inModes('default', 'value')),
    col.money('payoutMinTotal', 'Min Payout (Total)', (r) => r.payoutMinTotal, inModes('default', 'value')),
    col.moneyWhole('specialPayOut', 'Special Payout', (r) => r.specialPayOut, inModes('value')),
    col.moneyWhole(
      'maturityBenefitGtd',
      'Maturity Benefit (Guaranteed)',
      (r) => r.maturityBenefitGtd,
      inModes('value'),
    ),
    col.moneyWhole(
      'maturityBenefitTotal',
      'Maturity Benefit (Total)',
      (r) => r.maturityBenefitTotal,
      inModes('value'),
    ),
    col.moneyWhole('receivedGtd', 'Received (Guaranteed)', (r) => r.receivedGtd, inModes('value', 'kpis')),
    col.moneyWhole('receivedTotal', 'Received (Total)', (r) => r.receivedTotal, inModes('value', 'kpis')),
    valueColumn('xirrGtd', 'XIRR (Guaranteed)', 'percent', (r) => percentOf(r.xirr_gtd), inModes('kpis')),
    valueColumn('xirrTotal', 'XIRR (Total)', 'percent', (r) => percentOf(r.xirr_total), inModes('kpis')),
    valueColumn('policyTerm', 'Policy Term', 'integer', (r) => r.policyTerm, inModes('kpis')),
    premiumTermColumn<RetirementRow>(inModes('kpis')),
    col.money('annualPremium', 'Annual Premium', (r) => r.annualPremium, { isHeadline: true }),
    col.promo(),
  ],
  defaults: RETIREMENT_DEFAULTS,
  viewModes: viewModesOf('value', 'kpis'),
  compareAt: null,
  // The engine ranks one rate's rows by insurer, then plan (spec 001 §2: ranked by insurer).
  defaultOrder: () => 'Insurer (A to Z)',
});
