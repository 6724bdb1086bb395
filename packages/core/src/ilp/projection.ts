// The monthly projection of a 101 investment-linked plan (spec 001 §3, §9; issue 13; ADR 0029).
//
// Month conventions, for every plan (month 1 is the policy's first month; policy year y ends at 12y):
// - The unit price is S$1.00 at the start of month 1 and grows each month by the factor (1 + g)^(1/12),
//   g the yearly growth; a float, as are unit counts. spec 001 §9's "initial drop" (ADR 0034): in month 1
//   the price also falls by the drop % (1 - d), once; the growth after it is unchanged.
// - At the start of a month the premium due is paid (monthly mode: months 1..term x 12; yearly mode: months
//   1, 13, 25 ... within the term, 12 monthly premiums at once) and buys units at that price: initial units
//   (IUA) in the plan's initial months, accumulation units (AUA) after. Premium bonuses (start-up, welcome,
//   supplementary, initial, promo) are a % of that premium, credited at once as AUA units.
// - The price then grows for the month. At the end of the month charges (% a year / 12) cancel units of
//   the account they fall on, then fund bonuses (loyalty, power-up: % of all units) are credited as AUA.
// - Money is integer cents. Premiums, bonuses, charges and balances are rounded to the cent by `centsOf`
//   (half up) and nowhere else; units and prices are never rounded.
import { roundHalfUp } from '../goals/rounding.js';
import { ilpAvailability } from './availability.js';
import type {
  IlpAvailabilityInputs,
  IlpBonusKind,
  IlpInputs,
  IlpMonth,
  IlpPlanKey,
  IlpProjection,
  IlpSchedule,
} from './ilp-types.js';
import { ilpPlans } from './plans.js';

/** The one place where an amount of money becomes whole cents: half a cent rounds up. */
export const centsOf = (exactCents: number): number => roundHalfUp(exactCents);

/** A plan's schedule laid out per month (index = month; 0 unused); it does not depend on growth. */
export interface CompiledIlp {
  months: number;
  /** 1 - the initial drop: the month-1 price factor beside growth. */
  initialDropFactor: number;
  initialUnitMonths: number;
  premiumCents: Float64Array;
  premiumBonusCents: Float64Array;
  premiumBonusesByMonth: ({ kind: IlpBonusKind; cents: number }[] | undefined)[];
  iuaChargeRate: Float64Array;
  auaChargeRate: Float64Array;
  fundBonusRate: Float64Array;
  fundBonusesByMonth: ({ kind: IlpBonusKind; rate: number }[] | undefined)[];
}

/** Whole years of at least 1, a positive premium, growth above -100%: a RangeError otherwise. */
export function assertIlpInputs(inputs: IlpInputs): void {
  const { premiumTermYears, horizonYears, monthlyPremium, growthPct } = inputs;
  if (
    !Number.isInteger(premiumTermYears) ||
    premiumTermYears < 1 ||
    !Number.isInteger(horizonYears) ||
    horizonYears < 1
  )
    throw new RangeError('premium term and horizon are whole years, at least 1');
  if (!Number.isFinite(monthlyPremium) || monthlyPremium <= 0)
    throw new RangeError('the monthly premium is positive');
  if (!Number.isFinite(growthPct) || growthPct <= -100)
    throw new RangeError('growth is a % a year above -100');
  const drop = inputs.initialDropPct ?? 0;
  if (!Number.isFinite(drop) || drop < 0 || drop >= 100)
    throw new RangeError('the initial drop is a % from 0 to below 100');
}

export function compileIlp(
  schedule: IlpSchedule,
  inputs: IlpAvailabilityInputs & { initialDropPct?: number },
): CompiledIlp {
  const months = inputs.horizonYears * 12;
  const termEnd = Math.min(inputs.premiumTermYears * 12, months);
  const isYearly = inputs.paymentMode === 'Y';
  const baseCents = centsOf(inputs.monthlyPremium * 100) * (isYearly ? 12 : 1);
  const compiled: CompiledIlp = {
    months,
    initialDropFactor: 1 - (inputs.initialDropPct ?? 0) / 100,
    initialUnitMonths: schedule.initialUnitMonths,
    premiumCents: new Float64Array(months + 1),
    premiumBonusCents: new Float64Array(months + 1),
    premiumBonusesByMonth: [],
    iuaChargeRate: new Float64Array(months + 1),
    auaChargeRate: new Float64Array(months + 1),
    fundBonusRate: new Float64Array(months + 1),
    fundBonusesByMonth: [],
  };
  for (let month = 1; month <= termEnd; month += isYearly ? 12 : 1) {
    const factor = schedule.escalations.reduce((f, e) => (month >= e.fromMonth ? e.factor : f), 1);
    const premium = centsOf(baseCents * factor);
    compiled.premiumCents[month] = premium;
    for (const bonus of schedule.premiumBonuses) {
      if (month < bonus.fromMonth || month > bonus.toMonth || bonus.pct === 0) continue;
      const cap =
        bonus.capAnnualCents === undefined ? premium : (bonus.capAnnualCents * (isYearly ? 12 : 1)) / 12;
      const cents = centsOf((Math.min(premium, cap) * bonus.pct) / 100);
      compiled.premiumBonusCents[month] = (compiled.premiumBonusCents[month] ?? 0) + cents;
      (compiled.premiumBonusesByMonth[month] ??= []).push({ kind: bonus.kind, cents });
    }
  }
  for (const charge of schedule.charges) {
    const rate = charge.pctYearly / 100 / 12;
    for (let month = Math.max(1, charge.fromMonth); month <= Math.min(charge.toMonth, months); month += 1) {
      if (charge.on !== 'AUA') compiled.iuaChargeRate[month] = (compiled.iuaChargeRate[month] ?? 0) + rate;
      if (charge.on !== 'IUA') compiled.auaChargeRate[month] = (compiled.auaChargeRate[month] ?? 0) + rate;
    }
  }
  for (const bonus of schedule.fundBonuses) {
    if (bonus.month < 1 || bonus.month > months || bonus.pct === 0) continue;
    compiled.fundBonusRate[bonus.month] = (compiled.fundBonusRate[bonus.month] ?? 0) + bonus.pct / 100;
    (compiled.fundBonusesByMonth[bonus.month] ??= []).push({ kind: bonus.kind, rate: bonus.pct / 100 });
  }
  return compiled;
}

export const monthlyGrowthFactor = (growthPct: number): number => Math.pow(1 + growthPct / 100, 1 / 12);

/** Runs the months; with `rows` it also records each one. Returns the end balance and premiums paid. */
export function runIlp(
  c: CompiledIlp,
  growthPct: number,
  rows?: IlpMonth[],
): { projectedValueCents: number; totalPremiumCents: number } {
  const growth = monthlyGrowthFactor(growthPct);
  let [price, iua, aua, paid] = [1, 0, 0, 0];
  for (let month = 1; month <= c.months; month += 1) {
    const premium = c.premiumCents[month] ?? 0;
    if (month <= c.initialUnitMonths) iua += premium / 100 / price;
    else aua += premium / 100 / price;
    aua += (c.premiumBonusCents[month] ?? 0) / 100 / price;
    paid += premium;
    price *= month === 1 ? growth * c.initialDropFactor : growth;
    const iuaCharged = iua * (c.iuaChargeRate[month] ?? 0);
    const auaCharged = aua * (c.auaChargeRate[month] ?? 0);
    iua -= iuaCharged;
    aua -= auaCharged;
    const fundBonusUnits = (iua + aua) * (c.fundBonusRate[month] ?? 0);
    if (rows) {
      const bonuses = [
        ...(c.premiumBonusesByMonth[month] ?? []),
        ...(c.fundBonusesByMonth[month] ?? []).map((b) => ({
          kind: b.kind,
          cents: centsOf((iua + aua) * b.rate * price * 100),
        })),
      ];
      rows.push({
        month,
        policyYear: Math.ceil(month / 12),
        unitPrice: price,
        premiumCents: premium,
        bonuses,
        chargeCents: centsOf((iuaCharged + auaCharged) * price * 100),
        totalInvestedPremiumCents: paid,
        iuaUnits: iua,
        auaUnits: aua + fundBonusUnits,
        balanceCents: centsOf((iua + aua + fundBonusUnits) * price * 100),
      });
    }
    aua += fundBonusUnits;
  }
  return { projectedValueCents: centsOf((iua + aua) * price * 100), totalPremiumCents: paid };
}

/** The plan's schedule for these inputs, compiled; a payment mode counts only for a plan that has modes. */
export function compilePlan(
  planKey: IlpPlanKey,
  inputs: IlpAvailabilityInputs & { initialDropPct?: number },
): CompiledIlp {
  const plan = ilpPlans[planKey];
  const paymentMode = plan.paymentModes?.includes('Y') && inputs.paymentMode === 'Y' ? 'Y' : 'M';
  return compileIlp(plan.scheduleOf(inputs), { ...inputs, paymentMode });
}

/** The plan's monthly projection; it runs for any inputs, with their availability beside the figures. */
export function projectIlp(planKey: IlpPlanKey, inputs: IlpInputs): IlpProjection {
  assertIlpInputs(inputs);
  const compiled = compilePlan(planKey, inputs);
  const months: IlpMonth[] = [];
  const { projectedValueCents, totalPremiumCents } = runIlp(compiled, inputs.growthPct, months);
  let [totalBonusCents, totalChargeCents] = [0, 0];
  for (const row of months) {
    totalChargeCents += row.chargeCents;
    for (const bonus of row.bonuses) totalBonusCents += bonus.cents;
  }
  return {
    planKey,
    availability: ilpAvailability(planKey, inputs),
    months,
    totalPremiumCents,
    projectedValueCents,
    totalBonusCents,
    totalChargeCents,
  };
}
