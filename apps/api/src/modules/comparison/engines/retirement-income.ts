import { payoutSegmentsOf, type RetirementRow } from '@portal/contracts';
import {
  retirementPayoutDates,
  retirementPayoutStart,
  retirementPolicyStart,
  retirementXirr,
  scaleUnitSeries,
  type PayoutFrequency,
  type PayoutTiming,
  type RetirementIncomePlan,
  type ValueSeries,
} from '@portal/core';
import { z } from 'zod';
import { findPlanExtras } from '../../products/illustrations.repository.js';
import type { ComparisonDeps } from '../comparison-context.js';
import { cachedRows, type ComparisonEngine } from './engine.js';
import { findValueSeriesCandidates, type ValueSeriesCandidate } from './value-series-plans.js';

// Issue 11, spec 001 §3, §4, §7, §9 Retirement Income: each plan for the insured's cell (retirement age
// and payout period as its cover option), scaled to the monthly income, at both illustration rates.
// The yearly payouts of the stored series are split into the plan's payouts (monthly or yearly, at the
// beginning or end), dated from the policy start on day 19 of this month, for the XIRR and the chart.

const payoutTermsSchema = z.object({
  payoutFrequency: z.enum(['Monthly', 'Yearly']),
  payoutTiming: z.enum(['Beginning', 'End']),
  payoutLevelOrIncrease: z.enum(['Level', 'Increasing']).default('Level'),
  specialPayout: z
    .object({ payoutYear: z.number().int().min(1), monthsOfIncome: z.number() })
    .nullable()
    .default(null),
});
type PayoutTerms = z.infer<typeof payoutTermsSchema>;
/** `asOf`: the search's Singapore day, whose month's day 19 starts the policy (spec 001 §4). */
type RetirementCandidate = ValueSeriesCandidate & { terms: PayoutTerms; asOf: string };

const loadTerms = (deps: ComparisonDeps, q: { versionId: number; planIds: number[] }) =>
  findPlanExtras(deps.db, q.versionId, q.planIds).then((extras) =>
    [...extras].map(([planId, extra]) => [planId, payoutTermsSchema.safeParse(extra).data ?? null] as const),
  );

/** Splits `total` cents into `parts` whole-cent shares that add back up to it, the remainder last. */
function split(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  return Array.from({ length: parts }, (_u, i) => base + (i >= parts - (total - base * parts) ? 1 : 0));
}

interface Payouts {
  dates: string[];
  amounts: { g: number; p: number }[];
  special: { index: number; g_amt: number; p_amt: number }[];
}

/**
 * The plan's payouts: a payout at the start of policy year N sits in row N - 1 of the series, one during
 * or at the end of year N in row N (ADR 0011); each row's regular payout is shared equally among the
 * payouts it holds, and a special payout (its months of income, guaranteed) goes with the row's last.
 */
function payoutsOf(
  series: ValueSeries,
  terms: PayoutTerms,
  asOf: string,
  period: number,
  monthlyIncome: number,
): Payouts {
  const policyTermYears = series.length;
  const frequency = terms.payoutFrequency as PayoutFrequency;
  const timing = terms.payoutTiming as PayoutTiming;
  const dates = retirementPayoutDates({
    asOf,
    policyTermYears,
    payoutPeriodYears: period,
    frequency,
    timing,
  });
  const perYear = frequency === 'Monthly' ? 12 : 1;
  const deferral = policyTermYears - period;
  const rowOf = (i: number) => Math.ceil(deferral + (timing === 'Beginning' ? i : i + 1) / perYear - 1e-9);
  const specialRow = terms.specialPayout ? deferral + terms.specialPayout.payoutYear : null;
  const specialCents = terms.specialPayout
    ? Math.round(terms.specialPayout.monthsOfIncome * monthlyIncome * 100)
    : 0;
  const byRow = new Map<number, number[]>();
  dates.forEach((_d, i) => byRow.set(rowOf(i), [...(byRow.get(rowOf(i)) ?? []), i]));
  const amounts = dates.map(() => ({ g: 0, p: 0 }));
  const special: Payouts['special'] = [];
  for (const [row, indexes] of byRow) {
    const year = series[row - 1];
    if (!year) continue;
    const extra = row === specialRow ? specialCents : 0;
    const g = split(Math.max(0, year.payoutGtdCents - extra), indexes.length);
    const p = split(Math.max(0, year.payoutTotalCents - extra), indexes.length);
    indexes.forEach((index, k) => (amounts[index] = { g: g[k]!, p: p[k]! }));
    if (extra > 0) special.push({ index: indexes.at(-1)!, g_amt: extra, p_amt: extra });
  }
  return { dates, amounts, special };
}

export const RETIREMENT_INCOME_ENGINE: ComparisonEngine<'retirementIncomePlan', RetirementCandidate> = {
  async find(deps, dataset, body) {
    const cell = {
      premiumTerms: [body.premiumTerm],
      coverOption: `age${body.retirementAge}-period${body.period}`,
    };
    const found = await findValueSeriesCandidates(deps, dataset, {
      entryAge: body.anb,
      gender: body.gender,
      smoker: body.smoker,
      ...cell,
    });
    const terms = new Map(
      await cachedRows(deps, 'retirementPayoutTerms', (q) => loadTerms(deps, q), {
        versionId: dataset.id,
        planIds: found.map((c) => c.planId).sort((a, b) => a - b),
      }),
    );
    const candidates = found.flatMap((c) => {
      const t = terms.get(c.planId);
      return t ? [{ ...c, terms: t, asOf: dataset.today }] : [];
    });
    // Issue 33: an ANB the tool sells to, but from which this premium term does not end by the
    // retirement age, is told the ages these criteria sell to.
    const premium = body.premiumTerm === 1 ? 'a single premium' : `a ${body.premiumTerm}-year premium term`;
    const label = `with ${premium} and retirement at ${body.retirementAge}`;
    return {
      candidates,
      facts: { anb: body.anb, isIllustratedByEntryAge: true, cell: { ...cell, label } },
    };
  },
  toRows: (candidate, body, promo) => {
    const { asOf } = candidate;
    return candidate.illustrations
      .filter(
        (stored) => body.illustrationRate === undefined || stored.illustrationRate === body.illustrationRate,
      )
      .map((stored): RetirementRow => {
        const series = scaleUnitSeries(stored.years, body.monthlyIncome * 100);
        const { terms } = candidate;
        const payouts = payoutsOf(series, terms, asOf, body.period, body.monthlyIncome);
        const last = series.at(-1)!;
        const annualPremium = series[0]?.premiumDueCents ?? 0;
        const plan: RetirementIncomePlan = {
          terms: {
            asOf,
            policyTermYears: series.length,
            payoutPeriodYears: body.period,
            frequency: terms.payoutFrequency,
            timing: terms.payoutTiming,
          },
          premiumTermYears: body.premiumTerm,
          annualPremiumCents: annualPremium,
          payouts: payouts.amounts.map((a, i) => {
            const s = payouts.special.find((x) => x.index === i);
            return { gtdCents: a.g + (s?.g_amt ?? 0), totalCents: a.p + (s?.p_amt ?? 0) };
          }),
          maturityBenefit: {
            gtdCents: last.surrenderValueGtdCents,
            totalCents: last.surrenderValueTotalCents,
          },
        };
        const sum = (pick: (y: ValueSeries[number]) => number) => series.reduce((s, y) => s + pick(y), 0);
        const regular = payouts.amounts.filter((a) => a.p > 0);
        return {
          uniqueID: `${candidate.insurer} - ${candidate.planName} - ${stored.illustrationRate}`,
          insurer: candidate.insurer,
          insurerShortName: candidate.insurerShortName,
          planName: candidate.planName,
          planShortName: candidate.planShortName,
          promo,
          illustrationRate: stored.illustrationRate as RetirementRow['illustrationRate'],
          entryAge: body.anb,
          retirementAge: body.retirementAge,
          monthlyIncome: body.monthlyIncome,
          policyStartDate: retirementPolicyStart(asOf),
          payoutStartDate: retirementPayoutStart(plan.terms),
          payoutMthlyOrYrly: terms.payoutFrequency,
          payoutAtBegOrEnd: terms.payoutTiming,
          payoutMinGtd: Math.min(...regular.map((a) => a.g)),
          payoutMinTotal: Math.min(...regular.map((a) => a.p)),
          payoutLevelOrIncrease: terms.payoutLevelOrIncrease,
          specialPayOut: payouts.special.reduce((s, x) => s + x.g_amt, 0),
          maturityBenefitGtd: last.surrenderValueGtdCents,
          maturityBenefitTotal: last.surrenderValueTotalCents,
          receivedGtd: sum((y) => y.payoutGtdCents),
          receivedTotal: sum((y) => y.payoutTotalCents),
          xirr_gtd: retirementXirr(plan, 'guaranteed'),
          xirr_total: retirementXirr(plan, 'total'),
          policyTerm: series.length,
          incomePayOutPeriod: body.period,
          premiumTerm: body.premiumTerm,
          annualPremium,
          payoutSequence: payoutSegmentsOf(payouts.amounts),
          specialPayOutSequece: payouts.special,
        };
      });
  },
  rankKey: (row) => (row.illustrationRate === '4.25' ? 0 : 1),
};
