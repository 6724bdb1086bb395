import { z } from 'zod';
import {
  datasetInfoSchema,
  productInfoSchema,
  resultRowBaseSchema,
  rowsAndInfosReplySchema,
  searchOutcomeSchema,
} from './comparison.js';
import { insuredFieldsSchema } from './insured.js';

// spec 001 §2, §3, §5, §7, §9: Integrated Shield, Long Term Care and Maternity.

export const HEALTH_MESSAGES = {
  coverageTypeRequired: 'Please select a coverage type.',
  sumInsuredMultipleOf100: 'Sum insured must a multiple of 100',
  premiumNotNumber: 'Please enter a number',
  premiumRequired: 'Please enter the premium',
  claimConditionRequired: 'Please select minimum one claim condition',
  invalidGenderTitle: 'Invalid Gender',
  // spec 001 §8, word for word ("only or pregnant mother")
  invalidGender: "Maternity Plans are only or pregnant mother. Current insured's gender is male",
  maternityBundleNote: 'The premium excludes the attached life plan for bundles.',
  // Issue 31, spec 001 §1 and §6: why the Foreigner option cannot be picked
  shieldForeignerNote:
    'No plan for foreigners: Integrated Shield plans are for Singapore citizens and permanent residents only.',
} as const;

export const SHIELD_BASE_COVERAGE = ['Private', 'GovWardA', 'GovWardB', 'GovWardC', 'GovStandard'] as const;
/** With a rider each coverage type carries _Max or _All (spec 001 §3). */
export const SHIELD_RIDER_COVERAGE = SHIELD_BASE_COVERAGE.flatMap((t) => [`${t}_Max`, `${t}_All`] as const);
export const SHIELD_COVERAGE_TYPES = [...SHIELD_BASE_COVERAGE, ...SHIELD_RIDER_COVERAGE] as const;
export const SHIELD_DEFAULTS = {
  residency: 'SGPR',
  ipWithRider: true,
  comparisonType: 'Private_Max',
} as const;
/** Overview: insured ANB 1-99, Singapore citizens and PRs only. */
export const SHIELD_ANB_RANGE = { min: 1, max: 99 } as const;

export const shieldBodySchema = z.object({
  query: z
    .object({
      residency: z.enum(['SGPR', 'FR']),
      ipWithRider: z.boolean(),
      comparisonType: z.string({ error: HEALTH_MESSAGES.coverageTypeRequired }),
      anb: z.number().int().min(0).max(101),
    })
    .superRefine((q, ctx) => {
      const allowed: readonly string[] = q.ipWithRider ? SHIELD_RIDER_COVERAGE : SHIELD_BASE_COVERAGE;
      if (!allowed.includes(q.comparisonType))
        ctx.addIssue({
          code: 'custom',
          path: ['comparisonType'],
          message: HEALTH_MESSAGES.coverageTypeRequired,
        });
    }),
});
export type ShieldBody = z.infer<typeof shieldBodySchema>;

export const shieldRowSchema = resultRowBaseSchema.extend({
  planTier: z.string(),
  premiumMediSaveCents: z.number().int(),
  premiumCashCents: z.number().int(),
  premiumTotalCents: z.number().int(),
});
export type ShieldRow = z.infer<typeof shieldRowSchema>;

export const shieldReplySchema = rowsAndInfosReplySchema(shieldRowSchema);
export type ShieldReply = z.infer<typeof shieldReplySchema>;

export const LTC_DEFAULTS = { sumInsured: 3000, premium: 600, searchBySA: true } as const;
export const LTC_ANB_RANGE = { min: 30, max: 60 } as const;

/**
 * spec 001 §7 sends anb and gender; the criteria (spec 001 §3) are optional so a spec client that
 * filters in the browser still works. When present, the server validates and filters (spec 001 §5).
 */
export const ltcBodySchema = z
  .object({
    anb: z.number().int().min(0).max(101),
    gender: z.enum(['M', 'F']),
    searchBySA: z.boolean().default(true),
    sumInsured: z.number({ error: HEALTH_MESSAGES.sumInsuredMultipleOf100 }).optional(),
    premium: z.number({ error: HEALTH_MESSAGES.premiumNotNumber }).nullable().optional(),
    _2ADLs: z.boolean().default(true),
    _3ADLs: z.boolean().default(true),
    _escalation: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.searchBySA) {
      const sum = b.sumInsured ?? LTC_DEFAULTS.sumInsured;
      if (!Number.isInteger(sum) || sum <= 0 || sum % 100 !== 0)
        fail('sumInsured', HEALTH_MESSAGES.sumInsuredMultipleOf100);
    } else if (b.premium === undefined || b.premium === null)
      fail('premium', HEALTH_MESSAGES.premiumRequired);
    else if (!(b.premium > 0)) fail('premium', HEALTH_MESSAGES.premiumNotNumber);
    if (!b._2ADLs && !b._3ADLs) fail('_2ADLs', HEALTH_MESSAGES.claimConditionRequired);
  });
export type LtcBody = z.infer<typeof ltcBodySchema>;

export const ltcRowSchema = resultRowBaseSchema.extend({
  type: z.string(),
  /** Monthly benefit (spec: sumInsuredComparison) and the annual premium. */
  sumInsuredCents: z.number().int(),
  premiumTerm: z.string(),
  premiumCents: z.number().int(),
});
export type LtcRow = z.infer<typeof ltcRowSchema>;
export const ltcReplySchema = rowsAndInfosReplySchema(ltcRowSchema);
export type LtcReply = z.infer<typeof ltcReplySchema>;

export const MATERNITY_SUMS_INSURED = [30000, 25000, 20000, 10000, 5000] as const;
export const PREGNANCY_TYPES = ['STD', 'IVF'] as const;
export const MATERNITY_POLICY_TYPES = ['Standalone', 'Bundle', 'All'] as const;
export const MATERNITY_DEFAULTS = { sumInsured: 10000, pregnancyType: 'STD', policyType: 'All' } as const;
export const MATERNITY_MATRICES = [
  'featureTableData',
  'pregnancyComplicationTableData',
  'congenitalIllnessesTableData',
] as const;
export type MaternityMatrixName = (typeof MATERNITY_MATRICES)[number];

export const maternityBodySchema = insuredFieldsSchema.extend({
  sumInsured: z.union(MATERNITY_SUMS_INSURED.map((v) => z.literal(v))),
  pregnancyType: z.enum(PREGNANCY_TYPES),
  policyType: z.enum(MATERNITY_POLICY_TYPES),
});
export type MaternityBody = z.infer<typeof maternityBodySchema>;

export const maternityRowSchema = resultRowBaseSchema.extend({
  coverIVF: z.boolean(),
  planType: z.enum(['Standalone', 'Bundle']),
  sumInsuredCents: z.number().int(),
  premiumCents: z.number().int(),
});
export type MaternityRow = z.infer<typeof maternityRowSchema>;

/** insurer -> item -> 'Yes' | 'No' (spec 001 §3: static per insurer). */
export const maternityMatrixSchema = z.record(z.string(), z.record(z.string(), z.string()));
export const maternityReplySchema = z.object({
  success: z.literal(true),
  result: z.array(maternityRowSchema),
  infos: z.array(productInfoSchema),
  matrices: z.record(z.enum(MATERNITY_MATRICES), maternityMatrixSchema),
  dataset: datasetInfoSchema.nullable(),
  outcome: searchOutcomeSchema.optional(),
});
export type MaternityReply = z.infer<typeof maternityReplySchema>;
