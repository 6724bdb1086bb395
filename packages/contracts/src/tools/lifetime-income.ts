import {
  ENDOWMENT_COMPARE_AT_YEARS,
  ENDOWMENT_DEFAULTS,
  lifetimeIncomeBodySchema,
  lifetimeIncomeKpiAt,
  lifetimeIncomeReplySchema,
  lifetimeIncomeRowSchema,
  type LifetimeIncomeKpi,
  type LifetimeIncomeRow,
} from '../comparison-endowment.js';
import { DEFAULT_POLICY_YEAR_COMPARE_AT } from '@portal/core';
import { columnsFor, defineValueSeriesTool } from './common.js';
import type { ToolView } from './define-tool.js';
import { percentOf, valueColumnsFor, yearOfView } from './value-columns.js';

const col = columnsFor<LifetimeIncomeRow>();
const valueColumn = valueColumnsFor<LifetimeIncomeRow>();
type Values = NonNullable<LifetimeIncomeKpi['values']>;
const kpiAt =
  (key: keyof Values) =>
  (row: LifetimeIncomeRow, view?: ToolView): number | null =>
    lifetimeIncomeKpiAt(row, yearOfView(view, DEFAULT_POLICY_YEAR_COMPARE_AT))?.[key] ?? null;
const inMode = (mode: string) => ({ viewModes: [mode] });

// spec 001 §2, §3, §7, §9 Lifetime Income: views default, value and kpis; the non-default ones compare
// at policy years 20-60 (default 40).
export const LIFETIME_INCOME_TOOL = defineValueSeriesTool({
  type: 'lifetimeIncome',
  specOrder: 8,
  title: 'Lifetime Income',
  menu: { group: 'Endowment & Retirement', label: 'Lifetime Income', order: 2 },
  route: '/comparison/lifetimeIncome',
  bodySchema: lifetimeIncomeBodySchema,
  rowSchema: lifetimeIncomeRowSchema,
  replySchema: lifetimeIncomeReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    valueColumn('premiumTerm', 'Premium Term', 'premiumYears', (r) => r.premiumTerm, {
      align: 'left',
      sortValue: (r) => r.premiumTerm,
    }),
    col.money('annualPremiumCents', 'Annual Premium', (r) => r.annualPremiumCents, { isHeadline: true }),
    valueColumn('payoutStart', 'Payout From Year', 'integer', (r) => r.payoutStart, inMode('default')),
    valueColumn(
      'yearlyPayoutGtdCents',
      'Yearly Payout (Guaranteed)',
      'money',
      (r) => r.yearlyPayoutGtdCents,
      inMode('default'),
    ),
    valueColumn(
      'yearlyPayoutTotalCents',
      'Yearly Payout (Total)',
      'money',
      (r) => r.yearlyPayoutTotalCents,
      inMode('default'),
    ),
    valueColumn(
      'surrenderValueGtd',
      'Surrender Value (Guaranteed)',
      'moneyWhole',
      kpiAt('surrenderValueGtd'),
      inMode('value'),
    ),
    valueColumn(
      'surrenderValueTotal',
      'Surrender Value (Total)',
      'moneyWhole',
      kpiAt('surrenderValueTotal'),
      inMode('value'),
    ),
    valueColumn('receivedGtd', 'Received (Guaranteed)', 'moneyWhole', kpiAt('receivedGtd'), inMode('value')),
    valueColumn('receivedTotal', 'Received (Total)', 'moneyWhole', kpiAt('receivedTotal'), inMode('value')),
    valueColumn(
      'xirrGtd',
      'IRR (Guaranteed)',
      'percent',
      (r, v) => percentOf(kpiAt('xirr_gtd')(r, v)),
      inMode('kpis'),
    ),
    valueColumn(
      'xirrTotal',
      'IRR (Total)',
      'percent',
      (r, v) => percentOf(kpiAt('xirr_total')(r, v)),
      inMode('kpis'),
    ),
    valueColumn(
      'breakEvenYear_Guaranteed',
      'Break-even Year (Guaranteed)',
      'integer',
      (r) => r.breakEvenYear_Guaranteed,
      inMode('kpis'),
    ),
    valueColumn(
      'breakEvenYear_Total',
      'Break-even Year (Total)',
      'integer',
      (r) => r.breakEvenYear_Total,
      inMode('kpis'),
    ),
    col.promo(),
  ],
  defaults: ENDOWMENT_DEFAULTS,
  viewModes: [
    { key: 'default', label: 'Default' },
    { key: 'value', label: 'Value' },
    { key: 'kpis', label: 'KPIs' },
  ],
  compareAt: {
    kind: 'year',
    options: ENDOWMENT_COMPARE_AT_YEARS,
    default: DEFAULT_POLICY_YEAR_COMPARE_AT,
    modes: ['value', 'kpis'],
  },
  // The engine's rank: premium term, the rate, then insurer and plan.
  defaultOrder: () => 'Shortest premium term first, then insurer (A to Z)',
});
