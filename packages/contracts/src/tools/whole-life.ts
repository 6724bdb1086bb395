import {
  WHOLE_LIFE_COMPARE_AT_AGES,
  WHOLE_LIFE_DEFAULT_COMPARE_AT_AGE,
  WHOLE_LIFE_DEFAULTS,
  wholeLifeKpiAt,
  wholeLifePlanBodySchema,
  wholeLifePlanReplySchema,
  wholeLifePlanRowSchema,
  type WholeLifeKpiValues,
  type WholeLifePlanRow,
} from '../comparison-legacy.js';
import { columnsFor, defineValueSeriesTool } from './common.js';
import type { ToolView } from './define-tool.js';
import { valueColumnsFor } from './value-columns.js';

const col = columnsFor<WholeLifePlanRow>();
const valueColumn = valueColumnsFor<WholeLifePlanRow>();
const ageOf = (view?: ToolView) => view?.compareAt ?? WHOLE_LIFE_DEFAULT_COMPARE_AT_AGE;
const kpiAt =
  (key: keyof WholeLifeKpiValues) =>
  (row: WholeLifePlanRow, view?: ToolView): number | null =>
    wholeLifeKpiAt(row, ageOf(view))?.[key] ?? null;
/** A per-dollar ratio: 2 decimals on screen, a number in files (issue 31). */
const ratioColumn = (key: keyof WholeLifeKpiValues, label: string) =>
  valueColumn(key, label, 'ratio', kpiAt(key), { viewModes: ['kpis'] });
const inValues = { viewModes: ['values'] } as const;

// Issue 12, spec 001 §2, §3, §7, §9 Whole Life (limited pay): views default, values and kpis; the
// non-default ones compare at ages 65-85 step 5 (default 65).
export const WHOLE_LIFE_TOOL = defineValueSeriesTool({
  type: 'wholeLifePlan',
  specOrder: 10,
  title: 'Whole Life',
  menu: { group: 'Legacy Planning', label: 'Whole Life', order: 1 },
  route: '/comparison/wholeLife',
  bodySchema: wholeLifePlanBodySchema,
  rowSchema: wholeLifePlanRowSchema,
  replySchema: wholeLifePlanReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    valueColumn('premiumTerm', 'Premium Term', 'premiumYears', (r) => r.premiumTerm, {
      align: 'left',
      sortValue: (r) => r.premiumTerm,
    }),
    valueColumn('multiplierExpiryAge', 'Multiplier To Age', 'integer', (r) => r.multiplierExpiryAge),
    col.money('annualPremiumCents', 'Annual Premium', (r) => r.annualPremiumCents, { isHeadline: true }),
    col.moneyWhole('totalPremiumCents', 'Total Premium', (r) => r.totalPremiumCents, {
      viewModes: ['default'],
    }),
    col.moneyWhole('basicSumAssured', 'Basic Sum Assured', (r) => r.basicSumAssured, {
      viewModes: ['default'],
    }),
    valueColumn('deathCoverWithRB', 'Death Cover with RB', 'moneyWhole', kpiAt('deathCoverWithRB'), inValues),
    valueColumn(
      'deathEffectiveSumInsured',
      'Death Effective Sum Insured',
      'moneyWhole',
      kpiAt('deathEffectiveSumInsured'),
      inValues,
    ),
    valueColumn('eciAmount', 'ECI Amount', 'moneyWhole', kpiAt('eciAmount'), inValues),
    valueColumn('ciAmount', 'CI Amount', 'moneyWhole', kpiAt('ciAmount'), inValues),
    valueColumn(
      'cashValueGuranteed',
      'Cash Value (Guaranteed)',
      'moneyWhole',
      kpiAt('cashValueGuranteed'),
      inValues,
    ),
    valueColumn('cashValueTotal', 'Cash Value (Total)', 'moneyWhole', kpiAt('cashValueTotal'), inValues),
    valueColumn('premiumsPaid', 'Premiums Paid', 'moneyWhole', kpiAt('premiumsPaid'), {
      viewModes: ['kpis'],
    }),
    ratioColumn('deathCoverWithRBPerDollar', 'Death Cover with RB per S$1'),
    ratioColumn('deathEffectiveSumInsuredPerDollar', 'Death Effective Sum Insured per S$1'),
    ratioColumn('cashValueGuranteedPerDollar', 'Cash Value (Guaranteed) per S$1'),
    ratioColumn('cashValueTotalPerDollar', 'Cash Value (Total) per S$1'),
    col.promo(),
  ],
  defaults: WHOLE_LIFE_DEFAULTS,
  viewModes: [
    { key: 'default', label: 'Default' },
    { key: 'values', label: 'Values' },
    { key: 'kpis', label: 'KPIs' },
  ],
  compareAt: {
    kind: 'age',
    options: WHOLE_LIFE_COMPARE_AT_AGES,
    default: WHOLE_LIFE_DEFAULT_COMPARE_AT_AGE,
    modes: ['values', 'kpis'],
  },
  // The engine's rank: premium term, multiplier expiry age, then the annual premium.
  defaultOrder: () => 'Shortest premium term first, then expiry age, then lowest premium',
});
