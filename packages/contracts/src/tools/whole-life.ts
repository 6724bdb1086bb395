import { WHOLE_LIFE_COVER_TYPES } from '@portal/core';
import { z } from 'zod';
import { resultRowBaseSchema, rowsAndInfosReplySchema } from '../comparison.js';
import { ILLUSTRATION_RATES } from '../illustration.js';
import { insuredFieldsSchema } from '../insured.js';
import { oneOf, someOf } from './choice-fields.js';
import { columnsFor, defineValueSeriesTool } from './common.js';
import type { ToolView } from './define-tool.js';
import { premiumTermColumn, valueColumnsFor, viewModesOf } from './value-columns.js';

// Issue 12, spec 001 §3, §5, §7, §9: Whole Life (limited pay), a Legacy Planning tool, is a search
// like the premium tools (no load-all): the body carries the cover type, the multiplier, the expiry
// ages and the premium terms, and the reply lists each plan for each term and expiry age with its
// values at every compare-at age (ADR 0032).

export const WHOLE_LIFE_MESSAGES = {
  coverRequired: 'Please select a coverage type',
  multiplierRequired: 'Please select a multiplier amount',
  /** Ours: spec 001 §5 asks for at least one without giving the words. */
  expiryRequired: 'Please select at least one multiplier expiry age',
  premiumTermRequired: 'Please select at least one premium term',
  /** Ours (issue 12): the overview says non-smoker only; a smoker sees why the table is empty. */
  smokerNotCovered:
    'The Whole Life plans compared here are for non-smokers only: the insured is a smoker, so no plan is listed.',
} as const;

export { WHOLE_LIFE_COVER_TYPES };
export const WHOLE_LIFE_COVER_LABELS = {
  HYBRID: 'Hybrid (50% ECI, 50% CI)',
  ECI: 'Early CI (ECI)',
  CI: 'Critical Illness (CI)',
} as const;
/** spec 001 §9: 3X or 4X, sent as the number. */
export const WHOLE_LIFE_MULTIPLIERS = [3, 4] as const;
export const WHOLE_LIFE_EXPIRY_AGES = [70, 75, 80, 85] as const;
export const WHOLE_LIFE_PREMIUM_TERMS = [5, 10, 15, 20, 25] as const;
/** spec 001 §9: compare at ages 65-85 step 5, default 65. */
export const WHOLE_LIFE_COMPARE_AT_AGES = [65, 70, 75, 80, 85] as const;
export const WHOLE_LIFE_DEFAULT_COMPARE_AT_AGE = 65;
/**
 * Ours (ADR 0032): the form has no sum assured, so every plan is compared at one basic sum assured,
 * S$100,000 (cents); the stored values are per 1,000 of it.
 */
export const WHOLE_LIFE_BASIC_SUM_ASSURED_CENTS = 10_000_000;

export const wholeLifePlanBodySchema = insuredFieldsSchema.extend({
  cover: z.enum(WHOLE_LIFE_COVER_TYPES, { error: WHOLE_LIFE_MESSAGES.coverRequired }),
  multiplier: oneOf(WHOLE_LIFE_MULTIPLIERS, WHOLE_LIFE_MESSAGES.multiplierRequired),
  multiplierExpiryList: someOf(WHOLE_LIFE_EXPIRY_AGES, WHOLE_LIFE_MESSAGES.expiryRequired),
  premiumTermList: someOf(WHOLE_LIFE_PREMIUM_TERMS, WHOLE_LIFE_MESSAGES.premiumTermRequired),
  /** Issue 33: the LIA rate the reply is illustrated at, one per reply; 4.25 when not given. */
  illustrationRate: z.enum(ILLUSTRATION_RATES).optional(),
});
export type WholeLifePlanBody = z.infer<typeof wholeLifePlanBodySchema>;

/** The form's fields beside the insured; null until chosen (the messages of spec 001 §5). */
export interface WholeLifeCriteria {
  cover: (typeof WHOLE_LIFE_COVER_TYPES)[number] | null;
  multiplier: number | null;
  multiplierExpiryList: number[];
  premiumTermList: number[];
}
export const WHOLE_LIFE_DEFAULTS = {
  cover: 'HYBRID',
  multiplier: 3,
  multiplierExpiryList: [75, 80, 85],
  premiumTermList: [15],
} as const;

const cents = z.number().int().min(0);
/** A value per dollar of total premiums paid to the compare-at age, 4 decimals. */
const ratio = z.number().min(0);

/** spec 001 §3 Whole life kpi values at one compare-at age (cents), and each per dollar of premiums. */
export const wholeLifeKpiValuesSchema = z.object({
  policyYear: z.number().int().min(1),
  premiumsPaid: cents,
  deathCoverWithRB: cents,
  deathEffectiveSumInsured: cents,
  /** spec 001 §3 spells it so. */
  cashValueGuranteed: cents,
  cashValueTotal: cents,
  /** The plan's ECI and CI amounts at the age (core wholeLifeCoverAmount for the row's cover type). */
  eciAmount: cents,
  ciAmount: cents,
  deathCoverWithRBPerDollar: ratio,
  deathEffectiveSumInsuredPerDollar: ratio,
  cashValueGuranteedPerDollar: ratio,
  cashValueTotalPerDollar: ratio,
});
export type WholeLifeKpiValues = z.infer<typeof wholeLifeKpiValuesSchema>;

export const wholeLifePlanRowSchema = resultRowBaseSchema.extend({
  entryAge: z.number().int(),
  basicSumAssured: cents,
  multiplier: z.number().int(),
  multiplierExpiryAge: z.number().int(),
  coverType: z.enum(WHOLE_LIFE_COVER_TYPES),
  premiumTerm: z.number().int(),
  annualPremiumCents: cents,
  totalPremiumCents: cents,
  kpi: z.array(
    z.object({
      compareAtAge: z.number().int(),
      /** Null when the age is before entry or past the illustration. */
      values: wholeLifeKpiValuesSchema.nullable(),
    }),
  ),
});
export type WholeLifePlanRow = z.infer<typeof wholeLifePlanRowSchema>;

export const wholeLifeKpiAt = (row: WholeLifePlanRow, age: number | null) =>
  row.kpi.find((k) => k.compareAtAge === age)?.values ?? null;

/** spec 001 §7: success and result[0] rows, result[1] product details. */
export const wholeLifePlanReplySchema = rowsAndInfosReplySchema(wholeLifePlanRowSchema);
export type WholeLifePlanReply = z.infer<typeof wholeLifePlanReplySchema>;

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
  journey: {
    journey: 'journeyForLegacy',
    order: 2,
    title: 'Cover for the whole of life',
    text: 'Whole life cover pays out whenever death comes, and builds cash value along the way.',
    answers: 'Which plan gives the most cover for the premium?',
  },
  route: '/comparison/wholeLife',
  bodySchema: wholeLifePlanBodySchema,
  rowSchema: wholeLifePlanRowSchema,
  replySchema: wholeLifePlanReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    premiumTermColumn<WholeLifePlanRow>(),
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
  viewModes: viewModesOf('values', 'kpis'),
  compareAt: {
    kind: 'age',
    options: WHOLE_LIFE_COMPARE_AT_AGES,
    default: WHOLE_LIFE_DEFAULT_COMPARE_AT_AGE,
    modes: ['values', 'kpis'],
  },
  // The engine's rank: premium term, multiplier expiry age, then the annual premium.
  defaultOrder: () => 'Shortest premium term first, then expiry age, then lowest premium',
});
