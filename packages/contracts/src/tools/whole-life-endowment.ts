import { DEFAULT_POLICY_YEAR_COMPARE_AT } from '@portal/core';
import { z } from 'zod';
import { rowsAndInfosReplySchema } from '../comparison.js';
import { columnsFor, defineValueSeriesTool } from './common.js';
import type { ToolView } from './define-tool.js';
import {
  ENDOWMENT_COMPARE_AT_YEARS,
  ENDOWMENT_DEFAULTS,
  endowmentBodyOf,
  endowmentCompareAt,
  endowmentOrder,
  endowmentValueRowBase,
  type EndowmentCompareAtYear,
} from './endowment-family.js';
import { percentOf, premiumTermColumn, valueColumnsFor, viewModesOf, yearOfView } from './value-columns.js';

// Issue 11, spec 001 §3, §5, §7, §9 Whole Life Endowment: the body and the compare-at years are the
// endowment family's (endowment-family.ts); a row carries its KPIs at every compare year.

export const WHOLE_LIFE_ENDOWMENT_PREMIUM_TERMS = [1, 5, 10, 15, 20] as const;

export const wholeLifeEndowmentBodySchema = endowmentBodyOf(WHOLE_LIFE_ENDOWMENT_PREMIUM_TERMS);
export type WholeLifeEndowmentBody = z.infer<typeof wholeLifeEndowmentBodySchema>;

const centsOrNone = z.number().int().min(0).nullable();
const rateOrNone = z.number().nullable();

type Year = EndowmentCompareAtYear;
type EndowmentKpiKey =
  `surrenderValue${Year}Gtd` | `surrenderValue${Year}Total` | `xirr${Year}_gtd` | `xirr${Year}_total`;

/** spec 001 §3: surrenderValue{N}Gtd/Total (cents) and xirr{N}_gtd/total (a fraction) per compare year. */
const endowmentKpiShape = Object.fromEntries(
  ENDOWMENT_COMPARE_AT_YEARS.flatMap((n) => [
    [`surrenderValue${n}Gtd`, centsOrNone],
    [`surrenderValue${n}Total`, centsOrNone],
    [`xirr${n}_gtd`, rateOrNone],
    [`xirr${n}_total`, rateOrNone],
  ]),
) as Record<EndowmentKpiKey, z.ZodNullable<z.ZodNumber>>;

export const wholeLifeEndowmentRowSchema = endowmentValueRowBase.extend(endowmentKpiShape);
export type WholeLifeEndowmentRow = z.infer<typeof wholeLifeEndowmentRowSchema>;

/** A Whole Life Endowment KPI at compare year `n` (null past the illustration). */
export const endowmentKpiOf = (
  row: WholeLifeEndowmentRow,
  n: number,
  kpi: 'surrenderValue' | 'xirr',
  basis: 'gtd' | 'total',
): number | null => {
  const key =
    kpi === 'surrenderValue' ? `surrenderValue${n}${basis === 'gtd' ? 'Gtd' : 'Total'}` : `xirr${n}_${basis}`;
  return (row as unknown as Record<string, number | null | undefined>)[key] ?? null;
};

export const wholeLifeEndowmentReplySchema = rowsAndInfosReplySchema(wholeLifeEndowmentRowSchema);
export type WholeLifeEndowmentReply = z.infer<typeof wholeLifeEndowmentReplySchema>;

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
  journey: {
    journey: 'journeyOfWealth',
    order: 3,
    title: 'Grow it with guarantees',
    text: 'An endowment plan grows more slowly but guarantees part of what it pays back.',
    answers: 'Which plan pays back the most, and how much of it is guaranteed?',
  },
  route: '/comparison/wholeLifeEndowment',
  bodySchema: wholeLifeEndowmentBodySchema,
  rowSchema: wholeLifeEndowmentRowSchema,
  replySchema: wholeLifeEndowmentReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    premiumTermColumn<WholeLifeEndowmentRow>(),
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
  viewModes: viewModesOf('kpis'),
  compareAt: endowmentCompareAt(['kpis']),
  defaultOrder: endowmentOrder,
});
