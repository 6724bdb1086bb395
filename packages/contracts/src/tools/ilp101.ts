import { ILP_DEFAULTS, ilpBodySchema, ilpReplySchema, ilpRowSchema, type IlpRow } from '../comparison-ilp.js';
import { ilpPlanLabel } from '../ilp-rows.js';
import { columnsFor, defineValueSeriesTool } from './common.js';

const col = columnsFor<IlpRow>();
const KPIS = ['kpis'] as const;
const DEFAULT = ['default'] as const;

// spec 001 §2, §3, §5, §7, §9; issue 13, ADR 0030: the 101 investment-linked plan. Custom rows are
// projected by the core models (in the browser for Simulate, in the API for publishing); PI rows read
// the insurers' illustrations at 8% p.a. from the dataset. The table's display switch: default or KPIs.
export const ILP101_TOOL = defineValueSeriesTool({
  type: 'ilp101',
  specOrder: 6,
  title: '101 Regular Premium',
  menu: { group: '101 Investment', label: '101 RP', order: 1 },
  route: '/comparison/101RP',
  bodySchema: ilpBodySchema,
  rowSchema: ilpRowSchema,
  replySchema: ilpReplySchema,
  columns: [
    col.insurer(),
    col.text('planName', 'Plan', (r) => ilpPlanLabel(r)),
    // spec 001 §2: "Gross Growth or PI's Growth Rate", one column whose label names both
    {
      ...col.text('growthPct', "Gross Growth / PI's Growth Rate", (r) => r.growthPct),
      format: 'percent',
      // whole percents, as the form offers them (spec 001 §9: 15, 10, 9 ... 5 % p.a.)
      decimals: 0,
      align: 'right',
      isShownOnPhone: false,
      viewModes: DEFAULT,
    },
    col.moneyWhole('monthlyCents', 'Monthly', (r) => r.monthlyCents, {
      isShownOnPhone: false,
      viewModes: DEFAULT,
    }),
    {
      ...col.text('policyPremiumTerm', 'Contribution Period', (r) => r.policyPremiumTerm),
      format: 'years',
      isShownOnPhone: false,
      sortValue: (r: IlpRow) => r.policyPremiumTerm,
      viewModes: DEFAULT,
    },
    {
      ...col.text('investmentPeriod', 'Investment Horizon', (r) => r.investmentPeriod),
      format: 'years',
      isShownOnPhone: false,
      sortValue: (r: IlpRow) => r.investmentPeriod,
      viewModes: DEFAULT,
    },
    // Issue 31: every amount in whole dollars, as the other value-series tools show accumulated values
    col.moneyWhole('totalInvestedPremiumCents', 'Total Premium', (r) => r.totalInvestedPremiumCents, {
      viewModes: KPIS,
    }),
    // An unavailable plan stays listed (issue 13), its reason in the row's details
    {
      ...col.moneyWhole('totalValueCents', 'Projected Value', (r) =>
        r.availablity ? r.totalValueCents : null,
      ),
      isHeadline: true,
      missingText: 'Not available',
      sortValue: (r: IlpRow) => r.totalValueCents ?? -1,
    },
    {
      ...col.text('breakEvenYield', 'Break Even Yield', (r) => r.breakEvenYield),
      format: 'percent',
      align: 'right',
      sortValue: (r: IlpRow) => r.breakEvenYield ?? 99,
    },
    col.moneyWhole('totalBonusCents', 'Total Bonus', (r) => r.totalBonusCents, {
      viewModes: KPIS,
      sortValue: (r) => r.totalBonusCents ?? -1,
    }),
    col.moneyWhole('totalChargeCents', 'Total Charges', (r) => r.totalChargeCents, {
      viewModes: KPIS,
      sortValue: (r) => r.totalChargeCents ?? -1,
    }),
    {
      ...col.text('netYieldPct', 'Net Yield p.a.', (r) => r.netYieldPct),
      format: 'percent',
      align: 'right',
      viewModes: KPIS,
      sortValue: (r: IlpRow) => r.netYieldPct ?? -99,
    },
    col.promo(),
  ],
  defaults: ILP_DEFAULTS,
  viewModes: [
    { key: 'default', label: 'Default' },
    { key: 'kpis', label: 'KPIs' },
  ],
  compareAt: null,
  // The rank of ilpRankKey: the largest projected value first, unavailable plans last.
  defaultOrder: () => 'Highest projected value first',
});
