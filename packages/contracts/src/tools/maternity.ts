import { z } from 'zod';
import {
  datasetInfoSchema,
  productInfoSchema,
  resultRowBaseSchema,
  SEARCH_OUTCOME_MESSAGES,
  searchOutcomeSchema,
} from '../comparison.js';
import { HEALTH_MESSAGES } from '../comparison-health.js';
import { insuredFieldsSchema } from '../insured.js';
import { columnsFor, STANDARD_DETAIL_SECTIONS } from './common.js';
import { defineTool } from './define-tool.js';

// spec 001 §5, §7, §9: the body, row and reply.
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

const col = columnsFor<MaternityRow>();

type Matrices = MaternityReply['matrices'];
const EMPTY_MATRICES: Matrices = {
  featureTableData: {},
  pregnancyComplicationTableData: {},
  congenitalIllnessesTableData: {},
};

// spec 001 §2, §3, §7, §8, §9 Maternity: a female insured only; its reply carries the three matrices.
export const MATERNITY_TOOL = defineTool({
  type: 'maternity',
  specOrder: 3,
  kind: 'premium',
  title: 'Maternity',
  menu: { group: 'Accident & Health', label: 'Maternity', order: 3 },
  journey: {
    journey: 'journeyOfHealth',
    order: 4,
    title: 'Starting a family',
    text: 'Maternity cover protects mother and baby through the pregnancy and birth.',
    answers: 'Which plan covers my pregnancy?',
  },
  route: '/comparison/maternity',
  apiPath: '/api/dashboard/comparison/maternity',
  bodySchema: maternityBodySchema,
  rowSchema: maternityRowSchema,
  replySchema: maternityReplySchema,
  toReply: ({ rows, infos, dataset, outcome, extra }) => ({
    success: true as const,
    result: rows,
    infos,
    matrices: extra,
    dataset,
    outcome,
  }),
  rowsOf: (reply) => reply.result,
  infosOf: (reply) => reply.infos,
  emptyExtra: EMPTY_MATRICES,
  columns: [
    col.insurer(),
    col.plan(),
    col.text('coverIVF', 'Pregnancy', (r) => (r.coverIVF ? 'IVF' : 'Standard')),
    col.text('planType', 'Plan Type', (r) => r.planType),
    col.moneyWhole('sumInsuredCents', 'Sum Insured', (r) => r.sumInsuredCents),
    col.money('premiumCents', 'Single Premium', (r) => r.premiumCents, { isHeadline: true }),
    col.promo(),
  ],
  detailSections: STANDARD_DETAIL_SECTIONS,
  eligibility: {
    isFemaleOnly: true,
    femaleOnly: {
      reason: SEARCH_OUTCOME_MESSAGES.maternityFemaleOnly,
      dialogTitle: HEALTH_MESSAGES.invalidGenderTitle,
      dialogText: HEALTH_MESSAGES.invalidGender,
    },
    anbRange: null,
  },
  defaults: MATERNITY_DEFAULTS,
  viewModes: [],
  compareAt: null,
});
