import { payoutsOfRow, type RetirementRow } from '@portal/contracts';
import { premiumDueDates, retirementMaturityDate, retirementPayoutDates } from '@portal/core';

// Issue 11, spec 001 §4: a retirement plan's dated cash flows as the chart and the Excel read them:
// premiums on the policy start and each anniversary, payouts on their dates (the monthly index starts
// on day 19, so a payout falls on day 18), the maturity benefit on the policy's last day.

export interface ScheduleLine {
  date: string;
  kind: 'Premium' | 'Payout' | 'Maturity';
  /** The payout's number within the payout period, from 1; 0 for a premium or the maturity benefit. */
  payoutNumber: number;
  gtdCents: number;
  totalCents: number;
}

export function payoutSchedule(row: RetirementRow): ScheduleLine[] {
  const asOf = row.policyStartDate;
  const terms = {
    asOf,
    policyTermYears: row.policyTerm,
    payoutPeriodYears: row.incomePayOutPeriod,
    frequency: row.payoutMthlyOrYrly,
    timing: row.payoutAtBegOrEnd,
  };
  const payouts = payoutsOfRow(row);
  return [
    ...premiumDueDates(row.policyStartDate, row.premiumTerm).map((date): ScheduleLine => ({
      date,
      kind: 'Premium',
      payoutNumber: 0,
      gtdCents: -row.annualPremium,
      totalCents: -row.annualPremium,
    })),
    ...retirementPayoutDates(terms).map((date, i): ScheduleLine => ({
      date,
      kind: 'Payout',
      payoutNumber: i + 1,
      gtdCents: payouts[i]?.g ?? 0,
      totalCents: payouts[i]?.p ?? 0,
    })),
    {
      date: retirementMaturityDate(asOf, row.policyTerm),
      kind: 'Maturity',
      payoutNumber: 0,
      gtdCents: row.maturityBenefitGtd,
      totalCents: row.maturityBenefitTotal,
    },
  ];
}

export interface PayoutBar {
  key: string;
  label: string;
  gtdCents: number;
  totalCents: number;
}

/** The yearly overview: one bar per payout year (12 monthly payouts or 1 yearly), named by its year. */
export function payoutYears(row: RetirementRow): (PayoutBar & { payouts: ScheduleLine[] })[] {
  const perYear = row.payoutMthlyOrYrly === 'Monthly' ? 12 : 1;
  const payouts = payoutSchedule(row).filter((line) => line.kind === 'Payout');
  return Array.from({ length: Math.ceil(payouts.length / perYear) }, (_u, y) => {
    const inYear = payouts.slice(y * perYear, (y + 1) * perYear);
    return {
      key: `year-${y + 1}`,
      label: `Year ${y + 1} (${inYear[0]?.date.slice(0, 4) ?? ''})`,
      gtdCents: inYear.reduce((s, l) => s + l.gtdCents, 0),
      totalCents: inYear.reduce((s, l) => s + l.totalCents, 0),
      payouts: inYear,
    };
  });
}
