import {
  RETIREMENT_DEFAULTS,
  retirementBodySchema,
  retirementReplySchema,
  retirementRowSchema,
  type RetirementRow,
} from '../comparison-retirement.js';
import { columnsFor, defineValueSeriesTool } from './common.js';
import { percentOf, valueColumnsFor } from './value-columns.js';

const col = columnsFor<RetirementRow>();
const valueColumn = valueColumnsFor<RetirementRow>();
const inModes = (...modes: string[]) => ({ viewModes: modes });

// Issue 11, spec 001 §2, §3, §4, §7, §9 Retirement Income: views default, value and kpis.
export const RETIREMENT_INCOME_TOOL = defineValueSeriesTool({
  type: 'retirementIncomePlan',
  specOrder: 7,
  title: 'Retirement Income',
  menu: { group: 'Endowment & Retirement', label: 'Retirement Income', order: 1 },
  route: '/comparison/retirementIncomePlan',
  bodySchema: retirementBodySchema,
  rowSchema: retirementRowSchema,
  replySchema: retirementReplySchema,
  columns: [
    col.insurer(),
    col.plan(),
    valueColumn('payoutStartDate', 'Payout Start', 'date', (r) => r.payoutStartDate, {
      align: 'left',
      sortValue: (r) => r.payoutStartDate,
    }),
    valueColumn('payoutMthlyOrYrly', 'Monthly / Yearly', 'text', (r) => r.payoutMthlyOrYrly, {
      align: 'left',
      ...inModes('default'),
    }),
    valueColumn('payoutAtBegOrEnd', 'Beginning / End', 'text', (r) => r.payoutAtBegOrEnd, {
      align: 'left',
      ...inModes('default'),
    }),
    valueColumn('payoutLevelOrIncrease', 'Level / Increasing', 'text', (r) => r.payoutLevelOrIncrease, {
      align: 'left',
      ...inModes('default'),
    }),
    col.money('payoutMinGtd', 'Min Payout (Guaranteed)', (r) => r.payoutMinGtd, inModes('default', 'value')),
    col.money('payoutMinTotal', 'Min Payout (Total)', (r) => r.payoutMinTotal, inModes('default', 'value')),
    col.moneyWhole('specialPayOut', 'Special Payout', (r) => r.specialPayOut, inModes('value')),
    col.moneyWhole(
      'maturityBenefitGtd',
      'Maturity Benefit (Guaranteed)',
      (r) => r.maturityBenefitGtd,
      inModes('value'),
    ),
    col.moneyWhole(
      'maturityBenefitTotal',
      'Maturity Benefit (Total)',
      (r) => r.maturityBenefitTotal,
      inModes('value'),
    ),
    col.moneyWhole('receivedGtd', 'Received (Guaranteed)', (r) => r.receivedGtd, inModes('value', 'kpis')),
    col.moneyWhole('receivedTotal', 'Received (Total)', (r) => r.receivedTotal, inModes('value', 'kpis')),
    valueColumn('xirrGtd', 'XIRR (Guaranteed)', 'percent', (r) => percentOf(r.xirr_gtd), inModes('kpis')),
    valueColumn('xirrTotal', 'XIRR (Total)', 'percent', (r) => percentOf(r.xirr_total), inModes('kpis')),
    valueColumn('policyTerm', 'Policy Term', 'integer', (r) => r.policyTerm, inModes('kpis')),
    valueColumn('premiumTerm', 'Premium Term', 'premiumYears', (r) => r.premiumTerm, {
      align: 'left',
      sortValue: (r) => r.premiumTerm,
      ...inModes('kpis'),
    }),
    col.money('annualPremium', 'Annual Premium', (r) => r.annualPremium, { isHeadline: true }),
    col.promo(),
  ],
  defaults: RETIREMENT_DEFAULTS,
  viewModes: [
    { key: 'default', label: 'Default' },
    { key: 'value', label: 'Value' },
    { key: 'kpis', label: 'KPIs' },
  ],
  compareAt: null,
  // The engine ranks one rate's rows by insurer, then plan (spec 001 §2: ranked by insurer).
  defaultOrder: () => 'Insurer (A to Z)',
});
