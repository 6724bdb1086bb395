import { DEFAULT_POLICY_YEAR_COMPARE_AT } from '@portal/core';
import { z } from 'zod';
import { rowsAndInfosReplySchema } from '../comparison.js';
import { columnsFor, defineValueSeriesTool } from './common.js';
import type { ToolView } from './define-tool.js';
import {
  ENDOWMENT_DEFAULTS,
  endowmentBodyOf,
  endowmentCompareAt,
  endowmentOrder,
  endowmentValueRowBase,
} from './endowment-family.js';
import {
  inModes,
  percentOf,
  premiumTermColumn,
  valueColumnsFor,
  viewModesOf,
  yearOfView,
} from './value-columns.js';

// Issue 11, spec 001 §3, §5, §7, §9 Lifetime Income: the body and the compare-at years are the
// endowment family's (endowment-family.ts); a row carries its yearly income and one KPI entry per
// compare year.

export const LIFETIME_INCOME_PREMIUM_TERMS = [1, 3, 5, 10] as const;

export const lifetimeIncomeBodySchema = endowmentBodyOf(LIFETIME_INCOME_PREMIUM_TERMS);
export type LifetimeIncomeBody = z.infer<typeof lifetimeIncomeBodySchema>;

const cents = z.number().int().min(0);
const rateOrNone = z.number().nullable();

/** spec 001 §3 Lifetime income: one kpi entry per compare year. */
export const lifetimeIncomeKpiSchema = z.object({
  compareAtYear: z.number().int(),
  values: z
    .object({
      surrenderValueGtd: cents,
      surrenderValueTotal: cents,
      receivedGtd: cents,
      receivedTotal: cents,
      xirr_gtd: rateOrNone,
      xirr_total: rateOrNone,
    })
    .nullable(),
});
export type LifetimeIncomeKpi = z.infer<typeof lifetimeIncomeKpiSchema>;

export const lifetimeIncomeRowSchema = endowmentValueRowBase.extend({
  /** The policy year of the first payout (spec 001 §3 payoutStart). */
  payoutStart: z.number().int().nullable(),
  /** The yearly income once it has started, guaranteed and illustrated. */
  yearlyPayoutGtdCents: cents,
  yearlyPayoutTotalCents: cents,
  kpi: z.array(lifetimeIncomeKpiSchema),
});
export type LifetimeIncomeRow = z.infer<typeof lifetimeIncomeRowSchema>;

export const lifetimeIncomeKpiAt = (row: LifetimeIncomeRow, year: number | null) =>
  row.kpi.find((k) => k.compareAtYear === year)?.values ?? null;

export const lifetimeIncomeReplySchema = rowsAndInfosReplySchema(lifetimeIncomeRowSchema);
export type LifetimeIncomeReply = z.infer<typeof lifetimeIncomeReplySchema>;

const col = columnsFor<LifetimeIncomeRow>();
const valueColumn = valueColumnsFor<LifetimeIncomeRow>();
type Values = NonNullable<LifetimeIncomeKpi['values']>;
const kpiAt =
  (key: keyof Values) =>
  (row: LifetimeIncomeRow, view?: ToolView): number | null =>
    lifetimeIncomeKpiAt(row, yearOfView(view, DEFAULT_POLICY_YEAR_COMPARE_AT))?.[key] ?? null;

// spec 001 §2, §3, §7, §9 Lifetime Income: views default, value and kpis; the non-default ones compare
// at policy years 20-60 (default 40).
export const LIFETIME_INCOME_TOOL = defineValueSeriesTool({
  type: 'lifetimeIncome',
  specOrder: 8,
  title: 'Lifetime Income',
  menu: { group: 'Endowment & Retirement', label: 'Lifetime Income', order: 2 },
  journey: {
    journey: 'journeyToRetire',
    order: 3,
    title: 'Income for life',
    text: 'A lifetime income plan keeps paying for as long as the client lives.',
    answers: 'Which plan pays me for life, and when do I break even?',
  },
  route: '/comparison/lifetimeIncome',
  bodySchema: lifetimeIncomeBodySchema,
  rowSchema: lifetimeIncomeRowSchema,
  replySchema: lifetimeIncomeReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    premiumTermColumn<LifetimeIncomeRow>(),
    col.money('annualPremiumCents', 'Annual Premium', (r) => r.annualPremiumCents, { isHeadline: true }),
    valueColumn('payoutStart', 'Payout From Year', 'integer', (r) => r.payoutStart, inModes('default')),
    valueColumn(
      'yearlyPayoutGtdCents',
      'Yearly Payout (Guaranteed)',
      'money',
      (r) => r.yearlyPayoutGtdCents,
      inModes('default'),
    ),
    valueColumn(
      'yearlyPayoutTotalCents',
      'Yearly Payout (Total)',
      'money',
      (r) => r.yearlyPayoutTotalCents,
      inModes('default'),
    ),
    valueColumn(
      'surrenderValueGtd',
      'Surrender Value (Guaranteed)',
      'moneyWhole',
      kpiAt('surrenderValueGtd'),
      inModes('value'),
    ),
    valueColumn(
      'surrenderValueTotal',
      'Surrender Value (Total)',
      'moneyWhole',
      kpiAt('surrenderValueTotal'),
      inModes('value'),
    ),
    valueColumn('receivedGtd', 'Received (Guaranteed)', 'moneyWhole', kpiAt('receivedGtd'), inModes('value')),
    valueColumn('receivedTotal', 'Received (Total)', 'moneyWhole', kpiAt('receivedTotal'), inModes('value')),
    valueColumn(
      'xirrGtd',
      'IRR (Guaranteed)',
      'percent',
      (r, v) => percentOf(kpiAt('xirr_gtd')(r, v)),
      inModes('kpis'),
    ),
    valueColumn(
      'xirrTotal',
      'IRR (Total)',
      'percent',
      (r, v) => percentOf(kpiAt('xirr_total')(r, v)),
      inModes('kpis'),
    ),
    valueColumn(
      'breakEvenYear_Guaranteed',
      'Break-even Year (Guaranteed)',
      'integer',
      (r) => r.breakEvenYear_Guaranteed,
      inModes('kpis'),
    ),
    valueColumn(
      'breakEvenYear_Total',
      'Break-even Year (Total)',
      'integer',
      (r) => r.breakEvenYear_Total,
      inModes('kpis'),
    ),
    col.promo(),
  ],
  defaults: ENDOWMENT_DEFAULTS,
  viewModes: viewModesOf('value', 'kpis'),
  compareAt: endowmentCompareAt(['value', 'kpis']),
  defaultOrder: endowmentOrder,
});
