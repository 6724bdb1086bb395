import {
  ENDOWMENT_COMPARE_AT_YEARS,
  ENDOWMENT_DEFAULTS,
  endowmentKpiOf,
  wholeLifeEndowmentBodySchema,
  wholeLifeEndowmentReplySchema,
  wholeLifeEndowmentRowSchema,
  type WholeLifeEndowmentRow,
} from '../comparison-endowment.js';
import { DEFAULT_POLICY_YEAR_COMPARE_AT } from '@portal/core';
import { columnsFor, defineValueSeriesTool } from './common.js';
import type { ToolView } from './define-tool.js';
import { percentOf, valueColumnsFor, yearOfView } from './value-columns.js';

const col = columnsFor<WholeLifeEndowmentRow>();
const valueColumn = valueColumnsFor<WholeLifeEndowmentRow>();
const atYear =
  (kpi: 'surrenderValue' | 'xirr', basis: 'gtd' | 'total') => (row: WholeLifeEndowmentRow, view?: ToolView) =>
    endowmentKpiOf(row, yearOfView(view, DEFAULT_POLICY_YEAR_COMPARE_AT), kpi, basis);

// spec 001 §2, §3, §7, §9 Whole Life Endowment: views default and kpis, compare at policy years 20-60.
export const WHOLE_LIFE_ENDOWMENT_TOOL = defineValueSeriesTool({
  type: 'wholeLifeEndowment',
  specOrder: 9,
  title: 'Whole Life Endowment',
  menu: { group: 'Endowment & Retirement', label: 'Whole Life Endowment', order: 3 },
  route: '/comparison/wholeLifeEndowment',
  bodySchema: wholeLifeEndowmentBodySchema,
  rowSchema: wholeLifeEndowmentRowSchema,
  replySchema: wholeLifeEndowmentReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    valueColumn('premiumTerm', 'Premium Term', 'premiumYears', (r) => r.premiumTerm, {
      align: 'left',
      sortValue: (r) => r.premiumTerm,
    }),
    col.moneyWhole('comparisonTotalPremium', 'Total Premium', (r) => r.comparisonTotalPremium * 100, {
      viewModes: ['default'],
    }),
    col.money('annualPremiumCents', 'Annual Premium', (r) => r.annualPremiumCents, { isHeadline: true }),
    valueColumn(
      'breakEvenYear_Guaranteed',
      'Break-even Year (Guaranteed)',
      'integer',
      (r) => r.breakEvenYear_Guaranteed,
    ),
    valueColumn('breakEvenYear_Total', 'Break-even Year (Total)', 'integer', (r) => r.breakEvenYear_Total),
    valueColumn(
      'surrenderValueGtd',
      'Surrender Value (Guaranteed)',
      'moneyWhole',
      atYear('surrenderValue', 'gtd'),
      {
        viewModes: ['kpis'],
      },
    ),
    valueColumn(
      'surrenderValueTotal',
      'Surrender Value (Total)',
      'moneyWhole',
      atYear('surrenderValue', 'total'),
      {
        viewModes: ['kpis'],
      },
    ),
    valueColumn('xirrGtd', 'IRR (Guaranteed)', 'percent', (r, v) => percentOf(atYear('xirr', 'gtd')(r, v)), {
      viewModes: ['kpis'],
    }),
    valueColumn('xirrTotal', 'IRR (Total)', 'percent', (r, v) => percentOf(atYear('xirr', 'total')(r, v)), {
      viewModes: ['kpis'],
    }),
    col.promo(),
  ],
  defaults: ENDOWMENT_DEFAULTS,
  viewModes: [
    { key: 'default', label: 'Default' },
    { key: 'kpis', label: 'KPIs' },
  ],
  compareAt: {
    kind: 'year',
    options: ENDOWMENT_COMPARE_AT_YEARS,
    default: DEFAULT_POLICY_YEAR_COMPARE_AT,
    modes: ['kpis'],
  },
  // The engine's rank: premium term, the rate, then insurer and plan.
  defaultOrder: () => 'Shortest premium term first, then insurer (A to Z)',
});
