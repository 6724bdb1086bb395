import { z } from 'zod';
import { formatFigure } from '@portal/core';

// spec 001 §2 and §7: what every comparison tool shares. Each tool is declared in tools/<tool>.ts and
// comparison-registry.ts derives the types, paths, titles and menu from them (ADR 0022, 0028).

/** Ours (ADR 0013): the sample plans' product summary PDFs behind their Information Online links. */
export const PRODUCT_SUMMARY_PATH = '/api/public/product-summary/:comparisonType/:fileName';
export const PRODUCT_SUMMARY_FILE = /^[a-z0-9][a-z0-9-]{0,150}\.pdf$/;

/** spec 001 §5 and §8 (and spec 000 §5.6, §8) for the shared screen, word for word. */
export const COMPARISON_MESSAGES = {
  backendDown: 'Error: Backend server is down',
  invalidReply: 'Error: Invalid reply from backend',
  atLeastOneInsurer: 'Please select at least 1 insurer',
  displaySettingsSaved: 'Update is successful!',
  displaySettingsFailed: 'Updated failed, please try again later',
  missingCell: 'Error!!!',
  /** Ours: issue 5 asks every results table to say so while sample data is in use. */
  sampleData: 'Sample data: fictional insurers and premiums, for demonstration only.',
} as const;

/** Which dataset version answered: its effective date is the "premium updated" date on screen. */
export const datasetInfoSchema = z.object({
  effectiveDate: z.string(),
  isSample: z.boolean(),
});
export type DatasetInfo = z.infer<typeof datasetInfoSchema>;

export const insurerSchema = z.object({ name: z.string(), shortName: z.string() });

/**
 * Ours (issue 9): what a search found before the adviser's insurer display filter, and why it found
 * nothing when it did. Every search reply of ours carries it; a reply without it says nothing extra.
 */
export const searchOutcomeSchema = z.object({
  /** Insurers with a plan for this search, and how many of them the display settings show. */
  insurersMatching: z.number().int().min(0),
  insurersShown: z.number().int().min(0),
  /** Why no plan is listed, in words the adviser can act on; null when plans are listed. */
  emptyReason: z.string().nullable(),
  /** Something the search could not do although it listed plans (issue 31: the 101 plan details). */
  notice: z.string().nullable().optional(),
});
export type SearchOutcome = z.infer<typeof searchOutcomeSchema>;

/** Ages in ascending order as words: "35", "35 and 45", "1, 35 and 50". */
function agesInWords(ages: readonly number[]): string {
  const words = ages.map(String);
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** More illustrated entry ages than this are told as a range and a count. */
const ENTRY_AGES_LISTED = 6;

/** Ours (issue 9): the reasons an empty result gives, and the display filter's note. */
export const SEARCH_OUTCOME_MESSAGES = {
  anbOutside: (tool: string, range: { min: number; max: number }, anb: number) =>
    `${tool} covers ANB ${range.min} to ${range.max}; this insured is ANB ${anb}`,
  anbOutsideTerms: (tool: string, terms: string, range: { min: number; max: number }, anb: number) =>
    `${tool} ${terms} is sold to ANB ${range.min} to ${range.max}; this insured is ANB ${anb}`,
  /** A value-series tool whose range holds the ANB, but whose illustrations skip it (ADR 0011). */
  anbNotIllustrated: (tool: string, entryAges: readonly number[], anb: number) => {
    const ages = [...new Set(entryAges)].sort((a, b) => a - b);
    const at =
      ages.length > ENTRY_AGES_LISTED
        ? `${ages.length} entry ages (ANB) from ${ages[0]} to ${ages.at(-1)}`
        : `${ages.length === 1 ? 'entry age' : 'entry ages'} (ANB) ${agesInWords(ages)}`;
    return `${tool} plans are illustrated at ${at}; this insured is ANB ${anb}`;
  },
  allHidden: (count: number) =>
    `Your display settings hide the ${count === 1 ? 'only insurer' : `${count} insurers`} with plans for this search`,
  noData: (tool: string) => `No ${tool} product data has been imported yet`,
  noMatch: 'No plan matches these criteria; try other criteria',
  shieldResidency: 'Integrated Shield plans are for Singapore citizens and permanent residents only',
  maternityFemaleOnly: 'Maternity plans are for a female insured only',
  ltcEscalationOnly: 'Only escalating plans match; tick Escalation to see them',
  ltcBudgetTooLow: (premiumDollars: number) =>
    `A premium of S$${formatFigure(premiumDollars)} a year buys no monthly benefit from any plan`,
  termCovers: (covers: string) => `No plan offers ${covers} together with this term and death cover`,
  /** Followed by a button that opens the display settings. */
  insurersShown: (shown: number, matching: number) => `Showing ${shown} of ${matching} insurers - `,
  openDisplaySettings: 'change in display settings',
  /** Issue 31: the 101 plan details (spec 001 §7 ilp101PlanDetails) failed; the Custom rows still show. */
  ilpDetailsFailed: (hasKnownInsurers: boolean) =>
    `The 101 plan details could not be loaded, so promotions and product information are missing. ${
      hasKnownInsurers
        ? 'Insurers are named as when the details last loaded.'
        : 'Insurers are named by letter and your display settings are not applied.'
    } Simulate again to retry.`,
} as const;

export const materialSchema = z.object({ upload: z.boolean(), url: z.string(), fileName: z.string() });

/** spec 001 §3 Product info; Shield and Long Term Care carry their own fields in `extra`. */
export const productInfoSchema = z.object({
  insurer: z.string(),
  planName: z.string(),
  /** ISO date the product info last changed; `premiumUpdatedAt` is the dataset's effective date. */
  updatedAt: z.string(),
  premiumUpdatedAt: z.string(),
  customerPromo: z.object({ valid: z.boolean(), promoName: z.string(), promoDetails: z.array(z.string()) }),
  features: z.array(z.string()),
  premiumHoliday: z.array(z.string()),
  partialSurrender: z.array(z.string()),
  fullSurrender: z.array(z.string()),
  loan: z.array(z.string()),
  notes: z.array(z.string()),
  usps: z.array(z.string()),
  material: z.array(materialSchema),
  /** Type-specific text blocks, e.g. Shield's congenital, cancerDrugCDL ... (spec 001 §3). */
  extra: z.record(z.string(), z.array(z.string())),
});
export type ProductInfo = z.infer<typeof productInfoSchema>;

/** spec 001 §2, §3: Shield's own info fields in `extra`, with the headings the row detail panel gives them. */
export const SHIELD_INFO_FIELDS = [
  ['congenital', 'Congenital'],
  ['cancerDrugCDL', 'Cancer Drug (CDL)'],
  ['cancerDrugService', 'Cancer Drug Services'],
  ['cancerDrugNonCDL', 'Cancer Drug (Non-CDL)'],
  ['preAuthorisation', 'Pre-Authorisation'],
  ['panelDoctors', 'Panel Doctors'],
  ['preAndPostHosp', 'Pre- and Post-Hospitalisation'],
] as const;

/**
 * spec 001 §3: a plan is matched to its info by trimmed insurer name and plan name; "for retirement
 * income the plan name used is the part before the first parenthesis" (issue 31), on both sides.
 */
export function productInfoKey(insurer: string, planName: string, comparisonType?: string): string {
  const name = comparisonType === 'retirementIncomePlan' ? planName.split('(')[0]! : planName;
  return `${insurer.trim()}|${name.trim()}`;
}

/** Every row carries these; `uniqueID` identifies hidden rows (spec 001 §2). */
export const resultRowBaseSchema = z.object({
  uniqueID: z.string(),
  insurer: z.string(),
  insurerShortName: z.string(),
  planName: z.string(),
  planShortName: z.string(),
  promo: z.boolean(),
});

/** spec 001 §7: a reply of `result: [rows, product infos]`, with our dataset and outcome. */
export const rowsAndInfosReplySchema = <R extends z.ZodType>(row: R) =>
  z.object({
    success: z.literal(true),
    result: z.tuple([z.array(row), z.array(productInfoSchema)]),
    dataset: datasetInfoSchema.nullable(),
    outcome: searchOutcomeSchema.optional(),
  });
