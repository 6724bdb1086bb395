import { formatMoney } from '@portal/core';
import {
  TERM_DEFAULTS,
  termBodySchema,
  termReplySchema,
  termRowSchema,
  type TermCover,
  type TermRow,
} from '../comparison-life.js';
import { columnsFor, definePremiumTool, STANDARD_DETAIL_SECTIONS } from './common.js';

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
