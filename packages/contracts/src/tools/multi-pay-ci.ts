import {
  MULTI_CI_DEFAULTS,
  multiCiBodySchema,
  multiCiReplySchema,
  multiCiRowSchema,
  type MultiCiRow,
} from '../comparison-life.js';
import { columnsFor, definePremiumTool, STANDARD_DETAIL_SECTIONS } from './common.js';

const col = columnsFor<MultiCiRow>();

// spec 001 §2, §3, §7, §9 Multi-pay Critical Illness: By Policy Term or By Sum Insured.
export const MULTI_PAY_CI_TOOL = definePremiumTool({
  type: 'multiPayCI',
  specOrder: 4,
  title: 'Multi-Pay Critical Illness',
  menu: { group: 'Protection Planning', label: 'Multi-pay CI', order: 2 },
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
