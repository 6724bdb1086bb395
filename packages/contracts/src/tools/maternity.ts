import { SEARCH_OUTCOME_MESSAGES } from '../comparison.js';
import {
  HEALTH_MESSAGES,
  MATERNITY_DEFAULTS,
  maternityBodySchema,
  maternityReplySchema,
  maternityRowSchema,
  type MaternityReply,
  type MaternityRow,
} from '../comparison-health.js';
import { columnsFor, STANDARD_DETAIL_SECTIONS } from './common.js';
import { defineTool } from './define-tool.js';

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
