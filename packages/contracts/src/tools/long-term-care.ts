import { z } from 'zod';
import { resultRowBaseSchema, rowsAndInfosReplySchema } from '../comparison.js';
import { HEALTH_MESSAGES } from '../comparison-health.js';
import { columnsFor, definePremiumTool, LTC_DETAIL_SECTIONS } from './common.js';

// spec 001 §5, §7, §9: the body, row and reply.
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

const col = columnsFor<LtcRow>();

// spec 001 §2, §3, §7, §9 Long Term Care.
export const LONG_TERM_CARE_TOOL = definePremiumTool({
  type: 'longTermCare',
  specOrder: 2,
  title: 'Long Term Care',
  menu: { group: 'Accident & Health', label: 'Long Term Care', order: 2 },
  journey: {
    journey: 'journeyOfHealth',
    order: 3,
    title: 'Long-term care',
    text: 'Long term care cover pays a monthly benefit if the client can no longer look after themselves.',
    answers: 'How much monthly benefit can I afford?',
  },
  route: '/comparison/longTermCare',
  bodySchema: ltcBodySchema,
  rowSchema: ltcRowSchema,
  replySchema: ltcReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    col.text('type', 'Claim Condition', (r) => r.type),
    col.money('sumInsuredCents', 'Monthly Benefit', (r) => r.sumInsuredCents),
    col.text('premiumTerm', 'Premium Term', (r) => r.premiumTerm),
    col.money('premiumCents', 'Annual Premium', (r) => r.premiumCents, { isHeadline: true }),
    col.promo(),
  ],
  detailSections: LTC_DETAIL_SECTIONS,
  eligibility: { isFemaleOnly: false, anbRange: LTC_ANB_RANGE },
  defaults: LTC_DEFAULTS,
  // The engine's rank: by premium, the largest benefit the budget buys first (spec 001 §5).
  defaultOrder: (body) => (body.searchBySA ? 'Lowest premium first' : 'Largest sum insured first'),
});
