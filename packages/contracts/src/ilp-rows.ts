import {
  formatDollars,
  ilpBreakEvenYield,
  ilpPlans,
  irr,
  projectIlp,
  rankByPremium,
  type IlpPaymentMode,
  type IlpPlanKey,
  type IlpProjection,
  type IlpVariant,
} from '@portal/core';
import {
  ILP_PI_GROWTH_PCT,
  ilpPlanLabel,
  type IlpBody,
  type IlpPiValue,
  type IlpRow,
  type IlpYear,
} from './tools/ilp101.js';

// Issue 13, ADR 0030: how a 101 plan's result row is made, the same in the browser (Custom: Simulate
// makes no call, spec 001 §7) and in the API (PI search, and publishing, which never trusts the
// browser's rows, ADR 0010). One function for each mode, so the adviser's table and the client's page
// cannot differ.

/** The Custom calculation's rows: the five models, Savvy Invest II in both variants (spec 001 §5). */
export const ILP_CUSTOM_PLANS: readonly {
  planKey: IlpPlanKey;
  variant: IlpVariant | null;
  paymentMode: IlpPaymentMode | null;
}[] = [
  { planKey: 'investGoalX', variant: null, paymentMode: null },
  { planKey: 'wealthVoyage', variant: null, paymentMode: null },
  { planKey: 'investFlex', variant: null, paymentMode: null },
  { planKey: 'savvyInvestII', variant: 'fixed', paymentMode: null },
  { planKey: 'savvyInvestII', variant: 'flexible', paymentMode: null },
  { planKey: 'wealthProII', variant: null, paymentMode: 'M' },
];

/** spec 001 §3 excelFileName: the plan's name, safe as a file name. */
export const ilpExcelFileName = (row: Pick<IlpRow, 'planName' | 'variant'>) =>
  `${ilpPlanLabel(row)
    .replace(/[^A-Za-z0-9 ()-]+/g, '')
    .trim()}.xlsx`;

/**
 * The yearly rate the premiums earn to reach the value at the end of the horizon: the IRR of the
 * monthly flows (premiums out at the start of their month, the value in at the end), compounded to a
 * year, in % with 2 decimals; null when it has no answer.
 */
export function ilpNetYieldPct(premiumCentsByMonth: readonly number[], valueCents: number): number | null {
  const flows = [...premiumCentsByMonth.map((c) => -c), 0];
  flows[flows.length - 1] = (flows.at(-1) ?? 0) + valueCents;
  if (!flows.some((f) => f < 0) || valueCents <= 0) return null;
  try {
    const monthly = irr(flows, 0.005);
    const yearly = (Math.pow(1 + monthly, 12) - 1) * 100;
    return Number.isFinite(yearly) ? Math.round(yearly * 100) / 100 : null;
  } catch {
    return null;
  }
}

const yearlyOf = (projection: IlpProjection): IlpYear[] =>
  projection.months
    .filter((m) => m.month % 12 === 0)
    .map((m) => ({
      endOfYear: m.month / 12,
      totalInvestedPremiumCents: m.totalInvestedPremiumCents,
      valueCents: m.balanceCents,
      unitPrice: m.unitPrice,
    }));

/** Who sells a plan, as the dataset's plan details name it; the model's own insurer otherwise. */
export type IlpInsurerOf = (planName: string) => string | undefined;

/** The Custom inputs of the core models for one of ILP_CUSTOM_PLANS. */
export const ilpInputsOf = (body: IlpBody, plan: (typeof ILP_CUSTOM_PLANS)[number]) => ({
  monthlyPremium: body.monthlyInvestmentAmount,
  premiumTermYears: body.policyPremiumTerm,
  horizonYears: body.investmentPeriod,
  growthPct: body.growthRate,
  initialDropPct: body.initialDropPct,
  ...(plan.variant ? { variant: plan.variant } : {}),
  ...(plan.paymentMode ? { paymentMode: plan.paymentMode } : {}),
});

/** One Custom row: the plan projected month by month at the body's growth rate (core models). */
export function ilpCustomRow(
  plan: (typeof ILP_CUSTOM_PLANS)[number],
  body: IlpBody,
  insurerOf: IlpInsurerOf,
  hasPromo: boolean,
): IlpRow {
  const model = ilpPlans[plan.planKey];
  const inputs = ilpInputsOf(body, plan);
  const projection = projectIlp(plan.planKey, inputs);
  const { available, reason } = projection.availability;
  const insurer = insurerOf(model.planName) ?? model.insurer;
  const named = { planName: model.planName, variant: plan.variant };
  const uniqueID = `${insurer} - ${ilpPlanLabel(named)}`;
  return {
    uniqueID,
    id: uniqueID,
    insurer,
    insurerShortName: insurer,
    planName: model.planName,
    planShortName: model.planName,
    promo: hasPromo,
    comparisonType: 'custom',
    planKey: plan.planKey,
    variant: plan.variant,
    paymentMode: plan.paymentMode,
    availablity: available,
    reason: reason ?? null,
    growthPct: body.growthRate,
    initialDropPct: body.initialDropPct,
    monthlyCents: body.monthlyInvestmentAmount * 100,
    policyPremiumTerm: body.policyPremiumTerm,
    investmentPeriod: body.investmentPeriod,
    totalInvestedPremiumCents: projection.totalPremiumCents,
    totalValueCents: available ? projection.projectedValueCents : null,
    breakEvenYield: available ? ilpBreakEvenYield(plan.planKey, inputs) : null,
    totalBonusCents: available ? projection.totalBonusCents : null,
    totalChargeCents: available ? projection.totalChargeCents : null,
    netYieldPct: available
      ? ilpNetYieldPct(
          projection.months.map((m) => m.premiumCents),
          projection.projectedValueCents,
        )
      : null,
    yearly: available ? yearlyOf(projection) : [],
    values: [],
    excelFileName: ilpExcelFileName(named),
  };
}

/** A plan's product illustration for one premium term: values per S$1 of monthly premium. */
export interface IlpIllustration {
  insurer: string;
  insurerShortName: string;
  planName: string;
  planShortName: string;
  /** The premium terms the plan is illustrated for (for the reason when this one is not). */
  terms: readonly number[];
  /** Null when the plan has no illustration for the body's term. */
  series: {
    minMonthlyCents: number;
    /** Surrender value at 8% at each year end for S$1 a month, in cents (exact decimal text scaled). */
    surrenderValueCentsAt: (endOfYear: number, monthlyDollars: number) => number | undefined;
    years: number;
  } | null;
}

const listOfYears = (terms: readonly number[]) =>
  terms.length === 1 ? `${terms[0]} years only` : `${terms.slice(0, -1).join(', ')} or ${terms.at(-1)} years`;

/** One PI row: the insurer's surrender values at 8% p.a., scaled to the monthly amount (spec 001 §3, §9). */
export function ilpPiRow(plan: IlpIllustration, body: IlpBody, hasPromo: boolean): IlpRow {
  const { series } = plan;
  const monthlyCents = body.monthlyInvestmentAmount * 100;
  const term = body.policyPremiumTerm;
  const horizon = body.investmentPeriod;
  const values: IlpPiValue[] = [];
  if (series)
    for (let year = 1; year <= series.years; year += 1) {
      const cents = series.surrenderValueCentsAt(year, body.monthlyInvestmentAmount);
      if (cents !== undefined) values.push({ endOfYear: year, surrenderValueAt8pc: cents });
    }
  const reason = !series
    ? `${plan.planName} is illustrated with a premium term of ${listOfYears([...plan.terms].sort((a, b) => a - b))}.`
    : monthlyCents < series.minMonthlyCents
      ? `${plan.planName} needs at least ${formatDollars(series.minMonthlyCents / 100, '$')} a month for a ${term}-year term.`
      : !values.some((v) => v.endOfYear === horizon)
        ? `${plan.planName}'s illustration runs to year ${values.at(-1)?.endOfYear ?? 0} only.`
        : null;
  const available = reason === null;
  const paidTo = (year: number) => monthlyCents * 12 * Math.min(year, term);
  const value = values.find((v) => v.endOfYear === horizon)?.surrenderValueAt8pc ?? null;
  const uniqueID = `${plan.insurer} - ${plan.planName}`;
  const named = { planName: plan.planName, variant: null };
  return {
    uniqueID,
    id: uniqueID,
    insurer: plan.insurer,
    insurerShortName: plan.insurerShortName,
    planName: plan.planName,
    planShortName: plan.planShortName,
    promo: hasPromo,
    comparisonType: 'pi',
    planKey: null,
    variant: null,
    paymentMode: null,
    availablity: available,
    reason,
    growthPct: ILP_PI_GROWTH_PCT,
    monthlyCents,
    policyPremiumTerm: term,
    investmentPeriod: horizon,
    totalInvestedPremiumCents: paidTo(horizon),
    totalValueCents: available ? value : null,
    breakEvenYield: null,
    totalBonusCents: null,
    totalChargeCents: null,
    netYieldPct:
      available && value !== null
        ? ilpNetYieldPct(
            Array.from({ length: horizon * 12 }, (_, m) => (m < term * 12 ? monthlyCents : 0)),
            value,
          )
        : null,
    yearly: available
      ? values
          .filter((v) => v.endOfYear <= horizon)
          .map((v) => ({
            endOfYear: v.endOfYear,
            totalInvestedPremiumCents: paidTo(v.endOfYear),
            valueCents: v.surrenderValueAt8pc,
          }))
      : [],
    values,
    excelFileName: ilpExcelFileName(named),
  };
}

/** spec 001 §2 ranks by insurer; ours: the highest projected value first, unavailable plans last. */
export const ilpRankKey = (row: Pick<IlpRow, 'totalValueCents'>) =>
  row.totalValueCents === null ? Number.MAX_SAFE_INTEGER : -row.totalValueCents;

/** The Custom rows of a body, ranked as the API ranks them. */
export function ilpCustomRows(
  body: IlpBody,
  insurerOf: IlpInsurerOf,
  hasPromo: (insurer: string, planName: string) => boolean,
): IlpRow[] {
  const rows = ILP_CUSTOM_PLANS.map((plan) => {
    const model = ilpPlans[plan.planKey];
    const insurer = insurerOf(model.planName) ?? model.insurer;
    return ilpCustomRow(plan, body, insurerOf, hasPromo(insurer, model.planName));
  });
  return rankByPremium(rows, ilpRankKey);
}
