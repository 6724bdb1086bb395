import { isUnitValue, UNIT_VALUE_FIELDS, type ValueSeries } from '@portal/core';
import { z } from 'zod';
import { insuredFieldsSchema } from './insured.js';

// Issue 10, ADR 0011: the import row of the illustration_values table and the series and KPI shapes a
// value-series tool's reply carries. Values are dollars per 1,000 of the basis, at most 6 decimals.

/** What one unit is 1,000 of: the form's total premium, sum assured or monthly income. */
export const ILLUSTRATION_BASES = ['totalPremium', 'sumAssured', 'monthlyIncome'] as const;
export type IllustrationBasis = (typeof ILLUSTRATION_BASES)[number];

/**
 * Issue 11: the LIA's illustration rates (percent a year), the upper first. Every value-series KPI shows
 * at both; a row's guaranteed values are the same at each rate, its totals differ.
 */
export const ILLUSTRATION_RATES = ['4.25', '3.00'] as const;
export const DEFAULT_ILLUSTRATION_RATE = ILLUSTRATION_RATES[0];

export const ILLUSTRATION_MESSAGES = {
  unitValue: 'must be a non-negative amount per 1,000 with at most 6 decimals',
  illustrationRate: 'must be a rate in percent with at most 2 decimals, such as 4.25 or 3.00',
} as const;

/**
 * A spreadsheet cell arrives as a number: String() gives the shortest decimal that reads back as the
 * same double, i.e. the figure the sheet shows; a 7th decimal is refused rather than rounded by Postgres.
 */
const per1000 = z
  .union([z.string().trim(), z.number().finite()])
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .refine(isUnitValue, ILLUSTRATION_MESSAGES.unitValue);

const RATE_TEXT = /^\d{1,2}(\.\d{1,2})?$/;
/** numeric(4, 2) answers with two decimals. */
const storedRate = (text: string) => Number(text).toFixed(2);

/** A spreadsheet's 3 or '3.0' is the stored '3.00'. */
const illustrationRate = z
  .union([z.string().trim(), z.number().finite()])
  .transform((value) => String(value))
  .refine((text) => RATE_TEXT.test(text), ILLUSTRATION_MESSAGES.illustrationRate)
  .transform(storedRate)
  .default(DEFAULT_ILLUSTRATION_RATE);

export const illustrationImportRowSchema = z.object({
  insurer: z.string().trim().min(1),
  planName: z.string().trim().min(1),
  entryAge: z.number().int().min(0).max(101),
  gender: insuredFieldsSchema.shape.gender,
  smoker: insuredFieldsSchema.shape.smoker,
  /** 1 is single premium. */
  premiumTerm: z.number().int().min(1).max(100),
  coverOption: z.string().trim().default(''),
  basis: z.enum(ILLUSTRATION_BASES),
  /** Percent a year; a file without the column is at the upper LIA rate. */
  illustrationRate,
  policyYear: z.number().int().min(1).max(120),
  premiumDuePer1000: per1000,
  surrenderValueGtdPer1000: per1000,
  surrenderValueTotalPer1000: per1000,
  payoutGtdPer1000: per1000,
  payoutTotalPer1000: per1000,
  deathBenefitGtdPer1000: per1000,
  deathBenefitTotalPer1000: per1000,
});
export type IllustrationImportRow = z.infer<typeof illustrationImportRowSchema>;

const trimmedText = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);
/** What the unions of text and number above take: text trimmed, a finite number as String() writes it. */
const cellText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : trimmedText(value);
const rateOf = (value: unknown) => {
  const text = cellText(value);
  return text !== undefined && RATE_TEXT.test(text) ? storedRate(text) : undefined;
};
const isOneOf = <T extends string>(value: unknown, options: readonly T[]): value is T =>
  options.includes(value as T);
/** A whole-number field's test, within the bounds its schema gives. */
const wholeNumberTest = (field: z.ZodNumber) => {
  const [min, max] = [field.minValue ?? -Infinity, field.maxValue ?? Infinity];
  return (value: unknown): value is number =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
};
const { shape } = illustrationImportRowSchema;
const isEntryAge = wholeNumberTest(shape.entryAge);
const isPremiumTerm = wholeNumberTest(shape.premiumTerm);
const isPolicyYear = wholeNumberTest(shape.policyYear);

/**
 * `illustrationImportRowSchema`'s answer for a row it takes, without running it: a first start imports
 * the samples' 117,000 rows, which took the schema seconds. Undefined for a row that is not plainly
 * valid; the caller then runs the schema, which says what is wrong. A test holds the two to the same
 * answer, cell by cell.
 */
export function parseIllustrationImportRow(row: unknown): IllustrationImportRow | undefined {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return undefined;
  const cells = row as Record<string, unknown>;
  const insurer = trimmedText(cells.insurer);
  const planName = trimmedText(cells.planName);
  const { entryAge, gender, smoker, premiumTerm, basis, policyYear } = cells;
  const coverOption = cells.coverOption === undefined ? '' : trimmedText(cells.coverOption);
  const illustrationRate =
    cells.illustrationRate === undefined ? DEFAULT_ILLUSTRATION_RATE : rateOf(cells.illustrationRate);
  if (
    !insurer ||
    !planName ||
    !isEntryAge(entryAge) ||
    !isOneOf(gender, shape.gender.options) ||
    !isOneOf(smoker, shape.smoker.options) ||
    !isPremiumTerm(premiumTerm) ||
    coverOption === undefined ||
    !isOneOf(basis, ILLUSTRATION_BASES) ||
    illustrationRate === undefined ||
    !isPolicyYear(policyYear)
  )
    return undefined;
  const parsed: Record<string, unknown> = {
    insurer,
    planName,
    entryAge,
    gender,
    smoker,
    premiumTerm,
    coverOption,
    basis,
    illustrationRate,
    policyYear,
  };
  for (const field of UNIT_VALUE_FIELDS) {
    const text = cellText(cells[field]);
    if (text === undefined || !isUnitValue(text)) return undefined;
    parsed[field] = text;
  }
  return parsed as IllustrationImportRow;
}

const cents = z.number().int().min(0);
const centsByYear = z.array(cents);

/** A plan's scaled series in a reply: columns of integer cents, index = policy year - 1. */
export const valueSeriesSchema = z.object({
  entryAge: z.number().int(),
  premiumDueCents: centsByYear,
  surrenderValueGtdCents: centsByYear,
  surrenderValueTotalCents: centsByYear,
  payoutGtdCents: centsByYear,
  payoutTotalCents: centsByYear,
  deathBenefitGtdCents: centsByYear,
  deathBenefitTotalCents: centsByYear,
});
export type ValueSeriesColumns = z.infer<typeof valueSeriesSchema>;

/** The reply's columns of a core series (one array per value is a third of the size of row objects). */
export const valueSeriesColumnsOf = (series: ValueSeries, entryAge: number): ValueSeriesColumns => ({
  entryAge,
  premiumDueCents: series.map((year) => year.premiumDueCents),
  surrenderValueGtdCents: series.map((year) => year.surrenderValueGtdCents),
  surrenderValueTotalCents: series.map((year) => year.surrenderValueTotalCents),
  payoutGtdCents: series.map((year) => year.payoutGtdCents),
  payoutTotalCents: series.map((year) => year.payoutTotalCents),
  deathBenefitGtdCents: series.map((year) => year.deathBenefitGtdCents),
  deathBenefitTotalCents: series.map((year) => year.deathBenefitTotalCents),
});

const basisKpisSchema = z.object({
  payoutsReceivedCents: cents,
  surrenderValueCents: cents,
  deathBenefitCents: cents,
  irr: z.number().nullable(),
});

export const compareAtSchema = z.object({ by: z.enum(['policyYear', 'age']), value: z.number().int() });

/** One entry of a row's kpi list per compare-at option; `values` null past the illustration's end. */
export const compareAtKpisSchema = z.object({
  compareAt: compareAtSchema,
  values: z
    .object({
      policyYear: z.number().int().min(1),
      premiumsPaidCents: cents,
      guaranteed: basisKpisSchema,
      total: basisKpisSchema,
    })
    .nullable(),
});
export type CompareAtKpis = z.infer<typeof compareAtKpisSchema>;
