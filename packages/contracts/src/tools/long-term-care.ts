import {
  LTC_ANB_RANGE,
  LTC_DEFAULTS,
  ltcBodySchema,
  ltcReplySchema,
  ltcRowSchema,
  type LtcRow,
} from '../comparison-health.js';
import { columnsFor, definePremiumTool, LTC_DETAIL_SECTIONS } from './common.js';

const col = columnsFor<LtcRow>();

// spec 001 §2, §3, §7, §9 Long Term Care.
export const LONG_TERM_CARE_TOOL = definePremiumTool({
  type: 'longTermCare',
  specOrder: 2,
  title: 'Long Term Care',
  menu: { group: 'Accident & Health', label: 'Long Term Care', order: 2 },
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
