import { isUnitValue, UNIT_VALUE_FIELDS } from '@portal/core';
import { z } from 'zod';
import { illustrationImportRowSchema } from './illustration.js';

// Issue 33, ADR 0039: an import file may give a plan's series as one row, each value column the list of
// its policy years' values from year 1, instead of one row a year. The market's every entry age is
// millions of yearly values; a row a series is fifty times fewer rows to check and store. A series
// priced alike for every gender (or smoker status) may say so once with '*', which is how it is stored.

/** A series row's gender or smoker status: its own value, or '*' for every one of them. */
export const ANY_INSURED_VALUE = '*';

const { shape } = illustrationImportRowSchema;
const per1000 = shape.premiumDuePer1000;
const MAX_YEARS = shape.policyYear.maxValue ?? 120;

export const SERIES_MESSAGES = {
  lengths: 'every value column must list the same number of policy years',
} as const;

const yearsOf = z.array(per1000).min(1).max(MAX_YEARS);

const illustrationSeriesScalarsSchema = z.object({
  insurer: shape.insurer,
  planName: shape.planName,
  entryAge: shape.entryAge,
  gender: z.enum(['M', 'F', ANY_INSURED_VALUE]),
  smoker: z.enum(['NS', 'S', ANY_INSURED_VALUE]),
  premiumTerm: shape.premiumTerm,
  coverOption: shape.coverOption,
  basis: shape.basis,
  illustrationRate: shape.illustrationRate,
});

export const illustrationSeriesImportRowSchema = illustrationSeriesScalarsSchema
  .extend({
    premiumDuePer1000: yearsOf,
    surrenderValueGtdPer1000: yearsOf,
    surrenderValueTotalPer1000: yearsOf,
    payoutGtdPer1000: yearsOf,
    payoutTotalPer1000: yearsOf,
    deathBenefitGtdPer1000: yearsOf,
    deathBenefitTotalPer1000: yearsOf,
  })
  .refine((row) => UNIT_VALUE_FIELDS.every((f) => row[f].length === row.premiumDuePer1000.length), {
    message: SERIES_MESSAGES.lengths,
    path: ['premiumDuePer1000'],
  });
export type IllustrationSeriesImportRow = z.infer<typeof illustrationSeriesImportRowSchema>;

/** What tells a plan's series apart: its pricing cell, basis and rate (the stored row's columns too). */
export const SERIES_CELL_KEYS = [
  'entryAge',
  'gender',
  'smoker',
  'premiumTerm',
  'coverOption',
  'basis',
  'illustrationRate',
] as const;
const SCALAR_KEYS = ['insurer', 'planName', ...SERIES_CELL_KEYS] as const;

/** A value the file gives as a number or text, as the schema reads it: text trimmed, a number as String() writes it. */
const cellText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string'
      ? value.trim()
      : undefined;

/**
 * The schema's answer for a plainly valid series row without running zod over each of its values (a
 * first start checks hundreds of thousands of them); undefined for any other row, which then goes
 * through the schema, which says what is wrong. The row's scalar cells go through the schema (a
 * handful a row); only the value lists take the quick path.
 */
export function parseIllustrationSeriesRow(row: unknown): IllustrationSeriesImportRow | undefined {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return undefined;
  const cells = row as Record<string, unknown>;
  const first = cells.premiumDuePer1000;
  if (!Array.isArray(first) || first.length === 0 || first.length > MAX_YEARS) return undefined;
  const scalars: Record<string, unknown> = {};
  for (const key of SCALAR_KEYS) scalars[key] = cells[key];
  const head = illustrationSeriesScalarsSchema.safeParse(scalars);
  if (!head.success) return undefined;
  const parsed: Record<string, unknown> = { ...head.data };
  for (const field of UNIT_VALUE_FIELDS) {
    const values = cells[field];
    if (!Array.isArray(values) || values.length !== first.length) return undefined;
    const texts = new Array<string>(values.length);
    for (let i = 0; i < values.length; i += 1) {
      const text = cellText(values[i]);
      if (text === undefined || !isUnitValue(text)) return undefined;
      texts[i] = text;
    }
    parsed[field] = texts;
  }
  return parsed as IllustrationSeriesImportRow;
}
