import { z } from 'zod';
import {
  datasetInfoSchema,
  productInfoSchema,
  resultRowBaseSchema,
  searchOutcomeSchema,
} from './comparison.js';
import { insuredFieldsSchema } from './insured.js';

// spec 001 §2, §3, §5, §7, §9: Multi-pay Critical Illness and Term.

export const LIFE_MESSAGES = {
  atLeastOneSumInsured: 'Please select at least one sum insured amount',
  termRequired: 'Please select a term',
  atLeastOneTerm: 'Please select at least one term',
  sumInsuredRequired: 'Please select a sum insured amount',
  coverageTermRequired: 'Please select coverage term',
  deathMinimum: 'Death cover cannot be less than $1M',
  tpdAboveDeath: 'TPD cover cannot be more than death cover',
  ciAboveDeath: 'Advanced CI cover cannot be more than death cover',
} as const;

export const MULTI_CI_TERMS = [
  'PayToMax',
  'PayTo85',
  'PayTo75',
  'PayTo70',
  'PayTo65',
  '30Yrs',
  '25Yrs',
  '20Yrs',
] as const;
export const MULTI_CI_SUMS_INSURED = [50000, 100000, 150000, 200000, 250000] as const;
export const MULTI_CI_DEFAULTS = {
  searchType: 'term',
  sumInsured: 100000,
  term: 'PayTo75',
  termList: ['PayTo65', 'PayTo70', 'PayTo75'],
} as const;

export const multiCiBodySchema = insuredFieldsSchema
  .extend({
    searchType: z.enum(['term', 'sumInsured']),
    sumInsured: z
      .array(z.union(MULTI_CI_SUMS_INSURED.map((v) => z.literal(v))))
      .max(MULTI_CI_SUMS_INSURED.length),
    term: z.array(z.enum(MULTI_CI_TERMS)).max(MULTI_CI_TERMS.length),
  })
  .superRefine((b, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    // spec 001 §5: By Policy Term is one term and several amounts; By Sum Insured the other way round.
    if (b.searchType === 'term') {
      if (b.sumInsured.length === 0) fail('sumInsured', LIFE_MESSAGES.atLeastOneSumInsured);
      if (b.term.length !== 1) fail('term', LIFE_MESSAGES.termRequired);
    } else {
      if (b.term.length === 0) fail('term', LIFE_MESSAGES.atLeastOneTerm);
      if (b.sumInsured.length !== 1) fail('sumInsured', LIFE_MESSAGES.sumInsuredRequired);
    }
  });
export type MultiCiBody = z.infer<typeof multiCiBodySchema>;

export const multiCiRowSchema = resultRowBaseSchema.extend({
  /** Claim multiple in percent of the sum insured; `isMaxOpenEnded` adds the plus sign. */
  maxClaimPct: z.number().int(),
  isMaxOpenEnded: z.boolean(),
  type: z.string(),
  sumInsuredCents: z.number().int(),
  policyTerm: z.string(),
  waiver: z.string(),
  premiumCents: z.number().int(),
});
export type MultiCiRow = z.infer<typeof multiCiRowSchema>;

const replyOf = <R extends z.ZodType>(row: R) =>
  z.object({
    success: z.literal(true),
    result: z.tuple([z.array(row), z.array(productInfoSchema)]),
    dataset: datasetInfoSchema.nullable(),
    outcome: searchOutcomeSchema.optional(),
  });
export const multiCiReplySchema = replyOf(multiCiRowSchema);
export type MultiCiReply = z.infer<typeof multiCiReplySchema>;

export const TERM_TERMS = ['PayToMax', 'PayTo85', 'PayTo75', 'PayTo70', 'PayTo65'] as const;
export const TERM_DEATH_AMOUNTS = [1_000_000, 1_500_000, 2_000_000] as const;
export const TERM_TPD_AMOUNTS = [0, ...TERM_DEATH_AMOUNTS] as const;
export const TERM_CI_AMOUNTS = [
  0, 100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000, 800_000, 900_000, 1_000_000,
] as const;
export const TERM_ECI_AMOUNTS = [0, 50_000, 100_000, 150_000, 200_000, 250_000] as const;
export const TERM_COVERS = ['death', 'tpd', 'ci', 'eci'] as const;
export type TermCover = (typeof TERM_COVERS)[number];
export const TERM_DEFAULTS = { term: 'PayTo75', death: 2_000_000, tpd: 2_000_000, ci: 0, eci: 0 } as const;

const amount = z.number().int().min(0).max(10_000_000);
export const termBodySchema = insuredFieldsSchema
  .extend({
    term: z.enum(TERM_TERMS, { error: LIFE_MESSAGES.coverageTermRequired }),
    death: amount,
    tpd: amount,
    ci: amount,
    eci: amount,
  })
  .superRefine((b, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.death < 1_000_000) fail('death', LIFE_MESSAGES.deathMinimum);
    if (b.tpd > b.death) fail('tpd', LIFE_MESSAGES.tpdAboveDeath);
    if (b.ci > b.death) fail('ci', LIFE_MESSAGES.ciAboveDeath);
  });
export type TermBody = z.infer<typeof termBodySchema>;

export const termCoverSchema = z.object({
  cover: z.enum(TERM_COVERS),
  sumInsuredCents: z.number().int(),
  premiumCents: z.number().int(),
});
export const termRowSchema = resultRowBaseSchema.extend({
  policyTerm: z.string(),
  covers: z.array(termCoverSchema),
  /** Summed across the requested covers (spec 001 §5). */
  premiumCents: z.number().int(),
});
export type TermRow = z.infer<typeof termRowSchema>;
export const termReplySchema = replyOf(termRowSchema);
export type TermReply = z.infer<typeof termReplySchema>;
