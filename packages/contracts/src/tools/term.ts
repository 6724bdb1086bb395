import { z } from 'zod';
import { resultRowBaseSchema, rowsAndInfosReplySchema } from '../comparison.js';
import { LIFE_MESSAGES } from '../comparison-life.js';
import { insuredFieldsSchema } from '../insured.js';
import { formatMoney } from '@portal/core';
import { columnsFor, definePremiumTool, STANDARD_DETAIL_SECTIONS } from './common.js';

// spec 001 §5, §7, §9: the body, row and reply.
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
export const termReplySchema = rowsAndInfosReplySchema(termRowSchema);
export type TermReply = z.infer<typeof termReplySchema>;

const col = columnsFor<TermRow>();

/** The sum insured of one cover in cents; 0 when the plan was not asked for it. */
export const termCoverCents = (row: TermRow, cover: TermCover) =>
  row.covers.find((c) => c.cover === cover)?.sumInsuredCents ?? 0;

// spec 001 §2, §3, §7, §9 Term: the premium is summed across the requested covers.
export const TERM_TOOL = definePremiumTool({
  type: 'term',
  specOrder: 5,
  title: 'Term',
  menu: { group: 'Protection Planning', label: 'Term', order: 1 },
  route: '/comparison/term',
  bodySchema: termBodySchema,
  rowSchema: termRowSchema,
  replySchema: termReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    col.term('policyTerm', 'Policy Term', (r) => r.policyTerm),
    col.moneyWhole('death', 'Death', (r) => termCoverCents(r, 'death'), { isSortable: false }),
    col.text(
      'otherCovers',
      'TPD / CI / Early CI',
      (r) =>
        (['tpd', 'ci', 'eci'] as const)
          .map((c) => termCoverCents(r, c))
          .map((cents) => (cents ? formatMoney(cents, { showCents: false }) : '-'))
          .join(' / '),
      {
        isSortable: false,
        // Issue 31: a file writes each cover as a number of its own, blank when not asked for
        exportColumns: (
          [
            ['tpd', 'TPD'],
            ['ci', 'Advanced CI'],
            ['eci', 'Early CI'],
          ] as const
        ).map(([cover, label]) => col.moneyWhole(cover, label, (r) => termCoverCents(r, cover) || null)),
      },
    ),
    col.money('premiumCents', 'Annual Premium', (r) => r.premiumCents, { isHeadline: true }),
    col.promo(),
  ],
  detailSections: STANDARD_DETAIL_SECTIONS,
  eligibility: { isFemaleOnly: false, anbRange: null },
  defaults: TERM_DEFAULTS,
});
