import { WHOLE_LIFE_COVER_TYPES } from '@portal/core';
import { z } from 'zod';
import {
  datasetInfoSchema,
  productInfoSchema,
  resultRowBaseSchema,
  searchOutcomeSchema,
} from './comparison.js';
import { ILLUSTRATION_RATES } from './illustration.js';
import { insuredFieldsSchema } from './insured.js';

// Issue 12, spec 001 §3, §5, §7, §9: the Legacy Planning tools. Whole Life (limited pay) is a search
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

const oneOf = (values: readonly number[], message: string) =>
  z.number({ error: message }).refine((v) => values.includes(v), { error: message });
const someOf = (values: readonly number[], message: string) =>
  z.array(oneOf(values, message), { error: message }).min(1, message);

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
export const wholeLifePlanReplySchema = z.object({
  success: z.literal(true),
  result: z.tuple([z.array(wholeLifePlanRowSchema), z.array(productInfoSchema)]),
  dataset: datasetInfoSchema.nullable(),
  outcome: searchOutcomeSchema.optional(),
});
export type WholeLifePlanReply = z.infer<typeof wholeLifePlanReplySchema>;

// Universal Life Index (spec 001 §3, §5, §7, §9): sum insured S$1M or S$5M, single, 3 or 10 pay,
// allocations 100 % index or 50/50 index and fixed. Each row carries its currency (issue 12).

export const ULI_MESSAGES = {
  sumInsuredRequired: 'Please select a sum insured',
  premiumTermRequired: 'Please select a premium term',
  allocationRequired: 'Please select at least one allocation option',
} as const;

/** Whole dollars. */
export const ULI_SUMS_INSURED = [1_000_000, 5_000_000] as const;
export const ULI_PREMIUM_TERMS = [1, 3, 10] as const;
export const ULI_ALLOCATIONS = ['INDEX_100', 'INDEX_50_FIXED_50'] as const;
export type UliAllocation = (typeof ULI_ALLOCATIONS)[number];
export const ULI_ALLOCATION_LABELS: Record<UliAllocation, string> = {
  INDEX_100: '100% Index',
  INDEX_50_FIXED_50: '50% Index / 50% Fixed',
};
/** The index account's share of each allocation, in percent. */
export const ULI_INDEX_SHARE: Record<UliAllocation, number> = { INDEX_100: 100, INDEX_50_FIXED_50: 50 };
/** spec 001 §9: compare at ages every 20 years up to 100. */
export const ULI_COMPARE_AT_AGES = [20, 40, 60, 80, 100] as const;
export const ULI_DEFAULT_COMPARE_AT_AGE = 60;
/** Issue 12: the stressed illustration credits this many percentage points under the current rate. */
export const ULI_STRESS_POINTS = 1;

export const universalLifeIndexedBodySchema = insuredFieldsSchema.extend({
  sumInsured: oneOf(ULI_SUMS_INSURED, ULI_MESSAGES.sumInsuredRequired),
  premiumTerm: oneOf(ULI_PREMIUM_TERMS, ULI_MESSAGES.premiumTermRequired),
  allocationList: z
    .array(z.enum(ULI_ALLOCATIONS, { error: ULI_MESSAGES.allocationRequired }), {
      error: ULI_MESSAGES.allocationRequired,
    })
    .min(1, ULI_MESSAGES.allocationRequired),
  /** Issue 33: the LIA rate the reply is illustrated at, one per reply; 4.25 when not given. */
  illustrationRate: z.enum(ILLUSTRATION_RATES).optional(),
});
export type UniversalLifeIndexedBody = z.infer<typeof universalLifeIndexedBodySchema>;

export interface UliCriteria {
  sumInsured: number | null;
  premiumTerm: number | null;
  allocationList: UliAllocation[];
}
export const ULI_DEFAULTS = {
  sumInsured: 1_000_000,
  premiumTerm: 1,
  allocationList: ['INDEX_100', 'INDEX_50_FIXED_50'],
} as const;

const percent = z.number();
const lapseAge = z.number().int().nullable();

/** One age of the illustration (cents); past a lapse the values are 0. */
export const uliIllustrationSchema = z.object({
  age: z.number().int(),
  guaranteedSurrenderValue: cents,
  currentSurrenderValue: cents,
  /** Ours (issue 12): at the current rates less ULI_STRESS_POINTS. */
  stressedSurrenderValue: cents,
});

export const universalLifeIndexedRowSchema = resultRowBaseSchema.extend({
  insurer_shortName: z.string(),
  plan_shortName: z.string(),
  /** ISO 4217; the sample is all SGD. */
  currency: z.string(),
  entryAge: z.number().int(),
  /** Whole dollars. */
  sumInsured: z.number().int(),
  allocation: z.enum(ULI_ALLOCATIONS),
  indexAccountAllocation: percent,
  fixedAccountAllocation: percent,
  /** The age in whose policy year the policy lapses at the current rates; null: in force to 100. */
  lapseAge,
  indexAccType: z.string(),
  /** Percent a year. */
  indexAccCurrent: percent,
  indexAccMin: percent,
  indexAccMax: percent,
  fixedGeneralAccCurrent: percent,
  fixedGeneralAccMin: percent,
  premiumTerm: z.number().int(),
  /** The yearly premium, cents. */
  premium: cents,
  totalPremium: cents,
  /** Ours (issue 12): the stressed illustrations' blended rates (percent) and lapse ages. */
  minimumRate: percent,
  lapseAgeAtMinimum: lapseAge,
  stressedRate: percent,
  lapseAgeAtStressed: lapseAge,
  illustration: z.array(uliIllustrationSchema),
  summary: z.string(),
});
export type UniversalLifeIndexedRow = z.infer<typeof universalLifeIndexedRowSchema>;

export const uliIllustrationAt = (row: UniversalLifeIndexedRow, age: number | null) =>
  row.illustration.find((y) => y.age === age) ?? null;

/** spec 001 §7: result[0] the plans with their summary, result[1] the details. */
export const universalLifeIndexedReplySchema = z.object({
  success: z.literal(true),
  result: z.tuple([z.array(universalLifeIndexedRowSchema), z.array(productInfoSchema)]),
  dataset: datasetInfoSchema.nullable(),
  outcome: searchOutcomeSchema.optional(),
});
export type UniversalLifeIndexedReply = z.infer<typeof universalLifeIndexedReplySchema>;
