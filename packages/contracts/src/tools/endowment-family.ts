import { DEFAULT_POLICY_YEAR_COMPARE_AT, POLICY_YEAR_COMPARE_AT_YEARS } from '@portal/core';
import { z } from 'zod';
import { resultRowBaseSchema } from '../comparison.js';
import { ILLUSTRATION_RATES } from '../illustration.js';
import { insuredFieldsSchema } from '../insured.js';
import type { CompareAtOptions } from './define-tool.js';

// Issue 11, spec 001 §3, §5, §7, §9: Whole Life Endowment and Lifetime Income. Both calls carry the
// insured fields only and answer every plan at every total premium, premium term and illustration rate,
// so the page loads once on entry and filters in the browser (spec 001 §4). The criteria (total premium,
// premium terms, rate) are optional filters of the same body: Upload Online sends them, and the
// published snapshot holds exactly the rows the adviser saw (ADR 0031).

// This file holds what the two tools share (their modules are lifetime-income.ts and
// whole-life-endowment.ts): the messages, total premiums, compare-at years, body, defaults, row fields
// and filters.

export const ENDOWMENT_MESSAGES = {
  totalPremiumRequired: 'Please select a total premium amount',
  /** spec 001 §5 words it so for the premium terms of both tools. */
  premiumTermRequired: 'Please select at least one sum insured amount',
} as const;

/** spec 001 §9: total premium 300k / 150k / 100k, whole dollars. */
export const ENDOWMENT_TOTAL_PREMIUMS = [300_000, 150_000, 100_000] as const;
/** spec 001 §9: compare at years 20-60 step 10, default 40 (the core's options). */
export const ENDOWMENT_COMPARE_AT_YEARS = POLICY_YEAR_COMPARE_AT_YEARS;
export type EndowmentCompareAtYear = (typeof ENDOWMENT_COMPARE_AT_YEARS)[number];
/** The selector of those years (default 40), shown in the tool's view modes `modes`. */
export const endowmentCompareAt = (modes: readonly string[]): CompareAtOptions => ({
  kind: 'year',
  options: ENDOWMENT_COMPARE_AT_YEARS,
  default: DEFAULT_POLICY_YEAR_COMPARE_AT,
  modes,
});
/** How the Sort by list names the engines' rank: premium term, the rate, then insurer and plan. */
export const endowmentOrder = () => 'Shortest premium term first, then insurer (A to Z)';

const illustrationRateSchema = z.enum(ILLUSTRATION_RATES);

/** The body of both calls: the insured fields (spec 001 §7), and the adviser's filters when given. */
export const endowmentBodyOf = (terms: readonly number[]) =>
  insuredFieldsSchema.extend({
    totalPremium: z
      .number({ error: ENDOWMENT_MESSAGES.totalPremiumRequired })
      .refine((v) => (ENDOWMENT_TOTAL_PREMIUMS as readonly number[]).includes(v), {
        error: ENDOWMENT_MESSAGES.totalPremiumRequired,
      })
      .optional(),
    premiumTerms: z
      .array(
        z.number().refine((v) => terms.includes(v), { error: ENDOWMENT_MESSAGES.premiumTermRequired }),
        { error: ENDOWMENT_MESSAGES.premiumTermRequired },
      )
      .min(1, ENDOWMENT_MESSAGES.premiumTermRequired)
      .optional(),
    illustrationRate: illustrationRateSchema.optional(),
  });

/** The form's own fields beside the insured, and what Search asks for by default (spec 001 §9). */
export interface EndowmentCriteria {
  totalPremium: number | null;
  premiumTerms: number[];
}
export const ENDOWMENT_DEFAULTS = { totalPremium: 300_000, premiumTerms: [1] } as const;

const cents = z.number().int().min(0);
const yearOrNone = z.number().int().min(1).nullable();

/** What every row of both tools carries besides its KPIs. */
export const endowmentValueRowBase = resultRowBaseSchema.extend({
  /** Percent a year: the rate the row's totals are illustrated at ('4.25' or '3.00'). */
  illustrationRate: illustrationRateSchema,
  entryAge: z.number().int(),
  /** Whole dollars, as the form offers it (spec 001 §3). */
  comparisonTotalPremium: z.number().int(),
  premiumTerm: z.number().int(),
  annualPremiumCents: cents,
  /** spec 001 §3: the first policy year at whose end surrender value plus payouts reach premiums paid. */
  breakEvenYear_Guaranteed: yearOrNone,
  breakEvenYear_Total: yearOrNone,
});

/** The filters of a body, as the server and the browser both apply them to a load-all reply. */
export interface EndowmentFilters {
  totalPremium?: number | undefined;
  premiumTerms?: readonly number[] | undefined;
  illustrationRate?: string | undefined;
}

export const matchesEndowmentFilters = (
  row: { comparisonTotalPremium: number; premiumTerm: number; illustrationRate: string },
  filters: EndowmentFilters,
): boolean =>
  (filters.totalPremium === undefined || row.comparisonTotalPremium === filters.totalPremium) &&
  (filters.premiumTerms === undefined || filters.premiumTerms.includes(row.premiumTerm)) &&
  (filters.illustrationRate === undefined || row.illustrationRate === filters.illustrationRate);
