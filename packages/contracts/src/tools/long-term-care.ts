import {
  LTC_ANB_RANGE,
  LTC_DEFAULTS,
  ltcBodySchema,
  ltcReplySchema,
  ltcRowSchema,
  type LtcRow,
} from '../comparison-health.js';
import { columnsFor, LTC_DETAIL_SECTIONS, rowsAndInfosReply } from './common.js';
import { defineTool } from './define-tool.js';

const col = columnsFor<LtcRow>();

// spec 001 §2, §3, §7, §9 Long Term Care.
export const LONG_TERM_CARE_TOOL = defineTool({
  type: 'longTermCare',
  kind: 'premium',
  title: 'Long Term Care',
  menu: { group: 'Accident & Health', label: 'Long Term Care', order: 2 },
  route: '/comparison/longTermCare',
  apiPath: '/api/dashboard/comparison/longTermCare',
  bodySchema: ltcBodySchema,
  rowSchema: ltcRowSchema,
  replySchema: ltcReplySchema,
  toReply: rowsAndInfosReply,
  rowsOf: (reply) => reply.result[0],
  infosOf: (reply) => reply.result[1],
  emptyExtra: null,
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
  viewModes: [],
  compareAt: null,
});
