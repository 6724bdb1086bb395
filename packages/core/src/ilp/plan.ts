import type {
  IlpAvailabilityInputs,
  IlpBonusKind,
  IlpFundBonus,
  IlpPaymentMode,
  IlpPlanKey,
  IlpSchedule,
  IlpVariant,
} from './ilp-types.js';

/** A premium term a plan offers and the least monthly premium it takes for it (spec 001 §5). */
export interface IlpTermOffer {
  variant?: IlpVariant;
  termYears: number;
  minMonthlyPremium: number;
}

export interface IlpPlan {
  key: IlpPlanKey;
  insurer: string;
  planName: string;
  offers: readonly IlpTermOffer[];
  /** Set when the plan takes premiums monthly or yearly; monthly when the caller names no mode. */
  paymentModes?: readonly IlpPaymentMode[];
  /** The plan's table read for one set of inputs, over months 1..horizonYears x 12. */
  scheduleOf(inputs: IlpAvailabilityInputs): IlpSchedule;
}

/** A tier list ordered from the highest threshold down; the first one the amount reaches wins. */
export type Tiers = readonly { atLeast: number; pct: number }[];

export function tierPct(tiers: Tiers, amount: number): number {
  return tiers.find((tier) => amount >= tier.atLeast)?.pct ?? 0;
}

/** Twelve times the monthly premium: the spec's cut-offs (12,000, 9,600, 25,000 ...) are yearly. */
export const annualised = (inputs: IlpAvailabilityInputs): number => inputs.monthlyPremium * 12;

export const horizonMonths = (inputs: IlpAvailabilityInputs): number => inputs.horizonYears * 12;

export const termMonths = (inputs: IlpAvailabilityInputs): number => inputs.premiumTermYears * 12;

/** A fund bonus of pct credited at the end of every policy year from month fromMonth to toMonth. */
export function atYearEnds(
  kind: IlpBonusKind,
  fromMonth: number,
  toMonth: number,
  pct: number,
): IlpFundBonus[] {
  const bonuses: IlpFundBonus[] = [];
  for (let month = Math.ceil(fromMonth / 12) * 12; month <= toMonth; month += 12)
    bonuses.push({ kind, month, pct });
  return bonuses;
}
