import {
  COMPARISON_TOOLS,
  columnText,
  overviewPathFor,
  type AnyComparisonTool,
  type BuiltComparisonType,
  type Insured,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeInsured } from '../../../lib/insured-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { toolPageFor } from './tool-pages';
import { signInForTest } from '../../../test/session';

// Issue 10: the adviser's table takes its columns from the registry, the declaration the client's page
// reads too, so both say "Insured Amt" and "Y"/"N" alike.

const female: Insured = {
  name: 'Lim Mei Hua',
  gender: 'Female',
  smokingStatus: 'Non-Smoker',
  dob: '1990-06-15',
  alb: 36,
  anb: 37,
  anbNearest: 36,
};
const base = {
  insurer: 'Alpha Life',
  insurerShortName: 'Alpha',
  planName: 'Alpha Care',
  planShortName: 'Care',
};
// The 101 plan simulates its default Custom calculation in the browser (no call to mock) and shows its
// KPIs columns only in that view: its table is checked end to end in e2e/ilp.spec.ts.
type CalledType = Exclude<BuiltComparisonType, 'ilp101'>;
const SAMPLE_ROWS: Record<CalledType, Record<string, unknown>> = {
  shieldSingle: {
    ...base,
    uniqueID: 's',
    promo: true,
    planTier: 'Private',
    premiumMediSaveCents: 60_000,
    premiumCashCents: 12_345,
    premiumTotalCents: 72_345,
  },
  longTermCare: {
    ...base,
    uniqueID: 'l',
    promo: false,
    type: '2 ADLs',
    sumInsuredCents: 300_000,
    premiumTerm: 'To 67',
    premiumCents: 55_050,
  },
  maternity: {
    ...base,
    uniqueID: 'm',
    promo: false,
    coverIVF: true,
    planType: 'Bundle',
    sumInsuredCents: 1_000_000,
    premiumCents: 45_000,
  },
  multiPayCI: {
    ...base,
    uniqueID: 'c',
    promo: false,
    maxClaimPct: 300,
    isMaxOpenEnded: true,
    type: 'Multi-pay',
    sumInsuredCents: 10_000_000,
    policyTerm: '20Yrs',
    waiver: 'Included',
    premiumCents: 123_456,
  },
  term: {
    ...base,
    uniqueID: 't',
    promo: true,
    policyTerm: 'PayTo75',
    covers: [
      { cover: 'death', sumInsuredCents: 200_000_000, premiumCents: 100_000 },
      { cover: 'ci', sumInsuredCents: 50_000_000, premiumCents: 30_000 },
    ],
    premiumCents: 130_000,
  },
  retirementIncomePlan: {
    ...base,
    uniqueID: 'r',
    promo: false,
    illustrationRate: '4.25',
    entryAge: 37,
    retirementAge: 65,
    monthlyIncome: 1000,
    policyStartDate: '2026-11-19',
    payoutStartDate: '2054-12-18',
    payoutMthlyOrYrly: 'Monthly',
    payoutAtBegOrEnd: 'End',
    payoutMinGtd: 65_000,
    payoutMinTotal: 100_000,
    payoutLevelOrIncrease: 'Level',
    specialPayOut: 0,
    maturityBenefitGtd: 0,
    maturityBenefitTotal: 0,
    receivedGtd: 15_600_000,
    receivedTotal: 24_000_000,
    xirr_gtd: 0.0123,
    xirr_total: 0.0345,
    policyTerm: 48,
    incomePayOutPeriod: 20,
    premiumTerm: 5,
    annualPremium: 2_000_000,
    payoutSequence: [{ indexStart: 0, indexEnd: 239, type: 'regular', g_amt: 65_000, p_amt: 100_000 }],
    specialPayOutSequece: [],
  },
  // Issue 11: rows at the form's defaults (S$300,000, single premium) and the upper rate.
  wholeLifeEndowment: {
    ...base,
    uniqueID: 'w',
    promo: false,
    illustrationRate: '4.25',
    entryAge: 37,
    comparisonTotalPremium: 300_000,
    premiumTerm: 1,
    annualPremiumCents: 30_000_000,
    breakEvenYear_Guaranteed: null,
    breakEvenYear_Total: 12,
    surrenderValue20Gtd: 20_000_000,
    surrenderValue20Total: 20_500_000,
    xirr20_gtd: 0.01,
    xirr20_total: 0.02,
    surrenderValue30Gtd: 30_000_000,
    surrenderValue30Total: 30_500_000,
    xirr30_gtd: 0.01,
    xirr30_total: 0.02,
    surrenderValue40Gtd: 40_000_000,
    surrenderValue40Total: 40_500_000,
    xirr40_gtd: 0.01,
    xirr40_total: 0.02,
    surrenderValue50Gtd: 50_000_000,
    surrenderValue50Total: 50_500_000,
    xirr50_gtd: 0.01,
    xirr50_total: 0.02,
    surrenderValue60Gtd: 60_000_000,
    surrenderValue60Total: 60_500_000,
    xirr60_gtd: 0.01,
    xirr60_total: 0.02,
  },
  wholeLifePlan: {
    ...base,
    uniqueID: 'l',
    promo: false,
    entryAge: 37,
    basicSumAssured: 10_000_000,
    multiplier: 3,
    multiplierExpiryAge: 75,
    coverType: 'HYBRID',
    premiumTerm: 15,
    annualPremiumCents: 312_340,
    totalPremiumCents: 4_685_100,
    kpi: [],
  },
  universalLifeIndexed: {
    ...base,
    uniqueID: 'u',
    promo: false,
    insurer_shortName: 'Alpha',
    plan_shortName: 'Care',
    currency: 'SGD',
    entryAge: 37,
    sumInsured: 1_000_000,
    allocation: 'INDEX_100',
    indexAccountAllocation: 100,
    fixedAccountAllocation: 0,
    lapseAge: null,
    indexAccType: 'Capped equity index',
    indexAccCurrent: 6.25,
    indexAccMin: 0,
    indexAccMax: 10,
    fixedGeneralAccCurrent: 3.5,
    fixedGeneralAccMin: 2,
    premiumTerm: 1,
    premium: 9_691_000,
    totalPremium: 9_691_000,
    minimumRate: 0,
    lapseAgeAtMinimum: 70,
    stressedRate: 5.25,
    lapseAgeAtStressed: null,
    illustration: [],
    summary: 'Credited 6.25% a year',
  },
  lifetimeIncome: {
    ...base,
    uniqueID: 'i',
    promo: false,
    illustrationRate: '4.25',
    entryAge: 37,
    comparisonTotalPremium: 300_000,
    premiumTerm: 1,
    annualPremiumCents: 30_000_000,
    breakEvenYear_Guaranteed: null,
    breakEvenYear_Total: 12,
    payoutStart: 2,
    yearlyPayoutGtdCents: 110_100,
    yearlyPayoutTotalCents: 331_100,
    kpi: [],
  },
};

beforeEach(() => sessionStorage.clear());
// Issue 32 item 5: the browser keeps an adviser's work only while that adviser is signed in.
beforeEach(() => signInForTest());

describe("the adviser's results table reads the registry's columns (issue 10)", () => {
  it.each(
    COMPARISON_TOOLS.filter((tool) => tool.type !== 'ilp101').map((tool): [string, AnyComparisonTool] => [
      tool.title,
      tool,
    ]),
  )('%s: the headers are the registry labels and the cells its column texts', async (_title, tool) => {
    writeInsured(female);
    const row: unknown = tool.rowSchema.parse(SAMPLE_ROWS[tool.type as CalledType]);
    const reply = tool.toReply({
      rows: [row],
      infos: [],
      dataset: null,
      outcome: { insurersMatching: 1, insurersShown: 1, emptyReason: null },
      extra: tool.emptyExtra,
    });
    mockFetch((call) =>
      call.url === overviewPathFor(tool.type as BuiltComparisonType)
        ? jsonResponse(200, {
            comparisonType: tool.type,
            insurers: [{ name: 'Alpha Life', shortName: 'Alpha' }],
            onlyDisplayInsurers: [],
            dataset: null,
          })
        : jsonResponse(200, reply),
    );
    const Page = toolPageFor(tool.type as BuiltComparisonType);
    renderWithApp(<Page title={tool.title} />);
    // A load-on-entry tool's Search waits for its plans (spec 001 §4).
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const view = { mode: tool.viewModes[0]?.key ?? 'default', compareAt: tool.compareAt?.default ?? null };
    const shown = tool.columns.filter((c) => !c.viewModes || c.viewModes.includes(view.mode));
    // The results table, not a chart's figures (issue 11: the surrender value chart's)
    const table = within(await screen.findByRole('table', { name: / plans for / }));
    const headers = table.getAllByRole('columnheader').map((h) => h.textContent.trim());
    // The expander's and the hide eye's columns frame the tool's own.
    expect(headers.slice(1, -1)).toEqual(shown.map((c) => c.label));
    const bodyRow = table
      .getAllByRole('row')
      .find((r) => within(r).queryByRole('button', { name: /^Hide / }));
    const cells = within(bodyRow as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent.trim());
    expect(cells.slice(1, -1)).toEqual(shown.map((c) => columnText(c, row, view)));
  });
});
