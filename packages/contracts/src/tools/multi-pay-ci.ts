import { z } from 'zod';
import { resultRowBaseSchema, rowsAndInfosReplySchema } from '../comparison.js';
import { LIFE_MESSAGES } from '../comparison-life.js';
import { insuredFieldsSchema } from '../insured.js';
import { columnsFor, definePremiumTool, STANDARD_DETAIL_SECTIONS } from './common.js';

// spec 001 §5, §7, §9: the body, row and reply.
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

export const multiCiReplySchema = rowsAndInfosReplySchema(multiCiRowSchema);
export type MultiCiReply = z.infer<typeof multiCiReplySchema>;

const col = columnsFor<MultiCiRow>();

// spec 001 §2, §3, §7, §9 Multi-pay Critical Illness: By Policy Term or By Sum Insured.
export const MULTI_PAY_CI_TOOL = definePremiumTool({
  type: 'multiPayCI',
  specOrder: 4,
  title: 'Multi-Pay Critical Illness',
  menu: { group: 'Protection Planning', label: 'Multi-pay CI', order: 2 },
  journey: {
    journey: 'journeyOfHealth',
    order: 2,
    title: 'Serious illness',
    text: 'Multi-pay critical illness cover pays a lump sum at diagnosis, and again if the illness comes back.',
    answers: 'Which plan covers me best for my budget?',
  },
  route: '/comparison/multiCI',
  bodySchema: multiCiBodySchema,
  rowSchema: multiCiRowSchema,
  replySchema: multiCiReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    // spec 001 §2: a plus sign for the one open-ended plan (Ultimate Critical Cover)
    col.text('maxClaimPct', 'Max', (r) => `${r.maxClaimPct}%${r.isMaxOpenEnded ? '+' : ''}`, {
      sortValue: (r) => r.maxClaimPct,
      // Issue 31: a file writes the claim multiple as a percentage and the plus sign as a Y/N of its own
      exportColumns: [
        {
          ...col.text('maxClaimPct', 'Max', (r) => r.maxClaimPct),
          format: 'percent',
          decimals: 0,
        },
        { ...col.promo(), key: 'isMaxOpenEnded', label: 'Max Open-Ended', value: (r) => r.isMaxOpenEnded },
      ],
    }),
    col.text('type', 'Type', (r) => r.type),
    // spec 001 §2 names this column "Insured Amt", word for word
    col.moneyWhole('sumInsuredCents', 'Insured Amt', (r) => r.sumInsuredCents),
    col.term('policyTerm', 'Policy Term', (r) => r.policyTerm),
    col.text('waiver', 'Waiver', (r) => r.waiver),
    col.money('premiumCents', 'Annual Premium', (r) => r.premiumCents, { isHeadline: true }),
    col.promo(),
  ],
  detailSections: STANDARD_DETAIL_SECTIONS,
  eligibility: { isFemaleOnly: false, anbRange: null },
  defaults: MULTI_CI_DEFAULTS,
});
