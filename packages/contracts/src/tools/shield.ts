import { z } from 'zod';
import { resultRowBaseSchema, rowsAndInfosReplySchema } from '../comparison.js';
import { HEALTH_MESSAGES } from '../comparison-health.js';
import { columnsFor, definePremiumTool, SHIELD_DETAIL_SECTIONS } from './common.js';

// spec 001 §5, §7, §9: the body, row and reply.
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

const col = columnsFor<ShieldRow>();

// spec 001 §2, §3, §7, §9 Integrated Shield.
export const SHIELD_TOOL = definePremiumTool({
  type: 'shieldSingle',
  specOrder: 1,
  title: 'Integrated Shield',
  menu: { group: 'Accident & Health', label: 'Integrated Shield', order: 1 },
  journey: {
    journey: 'journeyOfHealth',
    order: 1,
    title: 'Hospital bills',
    text: 'An Integrated Shield plan tops up MediShield Life for private or A-class wards.',
    answers: 'What does each ward class cost me each year?',
  },
  route: '/comparison/integratedShield',
  bodySchema: shieldBodySchema,
  rowSchema: shieldRowSchema,
  replySchema: shieldReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    col.text('planTier', 'Tier', (r) => r.planTier),
    col.money('premiumMediSaveCents', 'MediSave Premium', (r) => r.premiumMediSaveCents),
    col.money('premiumCashCents', 'Cash Premium', (r) => r.premiumCashCents),
    col.money('premiumTotalCents', 'Total Premium', (r) => r.premiumTotalCents, { isHeadline: true }),
    col.promo(),
  ],
  detailSections: SHIELD_DETAIL_SECTIONS,
  eligibility: { isFemaleOnly: false, anbRange: SHIELD_ANB_RANGE },
  defaults: SHIELD_DEFAULTS,
});
