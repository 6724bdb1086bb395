import { z } from 'zod';
import { resultRowBaseSchema, rowsAndInfosReplySchema } from '../comparison.js';
import { ILLUSTRATION_RATES } from '../illustration.js';
import { insuredFieldsSchema } from '../insured.js';
import { oneOf } from './choice-fields.js';
import { columnsFor, defineValueSeriesTool } from './common.js';
import type { ToolView } from './define-tool.js';
import { inModes, premiumTermColumn, valueColumnsFor, viewModesOf } from './value-columns.js';

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

const cents = z.number().int().min(0);
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
export const universalLifeIndexedReplySchema = rowsAndInfosReplySchema(universalLifeIndexedRowSchema);
export type UniversalLifeIndexedReply = z.infer<typeof universalLifeIndexedReplySchema>;

const col = columnsFor<UniversalLifeIndexedRow>();
const valueColumn = valueColumnsFor<UniversalLifeIndexedRow>();
type Values = NonNullable<ReturnType<typeof uliIllustrationAt>>;
const svAt =
  (key: keyof Omit<Values, 'age'>) =>
  (row: UniversalLifeIndexedRow, view?: ToolView): number | null =>
    uliIllustrationAt(row, view?.compareAt ?? ULI_DEFAULT_COMPARE_AT_AGE)?.[key] ?? null;
/** The lapse age; 'In force to 100' when the policy does not lapse (a file writes it as that text). */
const lapseAgeOf = (age: number | null) => age ?? 'In force to 100';
const lapseColumn = (
  key: 'lapseAge' | 'lapseAgeAtMinimum' | 'lapseAgeAtStressed',
  label: string,
  viewModes: string[],
) =>
  valueColumn(key, label, 'age', (r) => lapseAgeOf(r[key]), {
    sortValue: (r) => r[key] ?? 101,
    viewModes,
  });

// Issue 12, spec 001 §2, §3, §7, §9 Universal Life Index: views default, index account, fixed/general
// account and values (compare at ages 20-100 step 20); the values view adds the illustration at a
// stressed crediting rate and the lapse age under each rate.
export const UNIVERSAL_LIFE_INDEX_TOOL = defineValueSeriesTool({
  type: 'universalLifeIndexed',
  specOrder: 11,
  title: 'Universal Life Index',
  menu: { group: 'Legacy Planning', label: 'Universal Life Index', order: 2 },
  journey: {
    journey: 'journeyForLegacy',
    order: 3,
    title: 'A large legacy',
    text: 'Universal life cover gives a large sum insured for a single premium, with growth linked to an index.',
    answers: 'How much legacy does my premium buy?',
  },
  route: '/comparison/universalLifeIndex',
  bodySchema: universalLifeIndexedBodySchema,
  rowSchema: universalLifeIndexedRowSchema,
  replySchema: universalLifeIndexedReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    valueColumn('allocation', 'Allocation', 'text', (r) => ULI_ALLOCATION_LABELS[r.allocation], {
      align: 'left',
    }),
    premiumTermColumn<UniversalLifeIndexedRow>(inModes('default')),
    col.money('premium', 'Annual Premium', (r) => r.premium, { isHeadline: true }),
    col.moneyWhole('sumInsured', 'Sum Insured', (r) => r.sumInsured * 100, inModes('default')),
    lapseColumn('lapseAge', 'Lapse Age (Current)', ['default', 'values']),
    valueColumn('indexAccType', 'Index Account', 'text', (r) => r.indexAccType, {
      align: 'left',
      isSortable: false,
      ...inModes('index'),
    }),
    valueColumn('indexAccCurrent', 'Index Current', 'percent', (r) => r.indexAccCurrent, inModes('index')),
    valueColumn('indexAccMin', 'Index Minimum', 'percent', (r) => r.indexAccMin, inModes('index')),
    valueColumn('indexAccMax', 'Index Cap', 'percent', (r) => r.indexAccMax, inModes('index')),
    valueColumn(
      'fixedGeneralAccCurrent',
      'Fixed Current',
      'percent',
      (r) => r.fixedGeneralAccCurrent,
      inModes('fixed'),
    ),
    valueColumn(
      'fixedGeneralAccMin',
      'Fixed Minimum',
      'percent',
      (r) => r.fixedGeneralAccMin,
      inModes('fixed'),
    ),
    valueColumn(
      'guaranteedSurrenderValue',
      'Surrender Value (Guaranteed)',
      'moneyWhole',
      svAt('guaranteedSurrenderValue'),
      inModes('values'),
    ),
    valueColumn(
      'currentSurrenderValue',
      'Surrender Value (Current)',
      'moneyWhole',
      svAt('currentSurrenderValue'),
      inModes('values'),
    ),
    valueColumn(
      'stressedSurrenderValue',
      'Surrender Value (Current less 1%)',
      'moneyWhole',
      svAt('stressedSurrenderValue'),
      inModes('values'),
    ),
    lapseColumn('lapseAgeAtStressed', 'Lapse Age (Current less 1%)', ['values']),
    lapseColumn('lapseAgeAtMinimum', 'Lapse Age (Minimum)', ['values']),
    col.promo(),
  ],
  defaults: ULI_DEFAULTS,
  viewModes: viewModesOf('index', 'fixed', 'values'),
  compareAt: {
    kind: 'age',
    options: ULI_COMPARE_AT_AGES,
    default: ULI_DEFAULT_COMPARE_AT_AGE,
    modes: ['values'],
  },
  // The engine's rank: the 100% index allocation first, then the premium.
  defaultOrder: () => '100% Index first, then lowest premium',
});
