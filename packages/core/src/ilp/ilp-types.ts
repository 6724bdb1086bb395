// Shapes shared by the 101 investment-linked plan models (spec 001 §3, §5, §9; issue 13; ADR 0029).

export const ILP_PLAN_KEYS = [
  'investGoalX',
  'wealthVoyage',
  'investFlex',
  'savvyInvestII',
  'wealthProII',
] as const;
export type IlpPlanKey = (typeof ILP_PLAN_KEYS)[number];

/** Savvy Invest II comes as a fixed-term or a flexible-term plan (spec 001 §5). */
export type IlpVariant = 'fixed' | 'flexible';
/** Wealth Pro II takes premiums monthly (M) or yearly (Y) (spec 001 §5). */
export type IlpPaymentMode = 'M' | 'Y';

export interface IlpAvailabilityInputs {
  premiumTermYears: number;
  horizonYears: number;
  /** Whole dollars a month, as the form's options (300 ... 4000). */
  monthlyPremium: number;
  variant?: IlpVariant;
  paymentMode?: IlpPaymentMode;
}

export interface IlpInputs extends IlpAvailabilityInputs {
  /** Gross fund growth, % a year (the form's 5 ... 15; the break-even search's 0 ... 7). */
  growthPct: number;
  /**
   * spec 001 §9 "initial drop 1" (ADR 0034): the fund price falls this % in the policy's first month
   * before it grows at growthPct; 0 when absent (the form's default is 1).
   */
  initialDropPct?: number;
}

export interface IlpAvailability {
  available: boolean;
  reason?: string;
}

/** Bonus names as the spec uses them (spec 001 §9). */
export type IlpBonusKind =
  'startUp' | 'welcome' | 'supplementary' | 'initial' | 'promo' | 'loyalty' | 'powerUp';

/** A bonus on the premium paid in a month: pct of it (up to a cap), credited as accumulation units. */
export interface IlpPremiumBonus {
  kind: IlpBonusKind;
  fromMonth: number;
  toMonth: number;
  pct: number;
  /** Only this much annualised premium earns the bonus (Invest Flex's 9,600 cut-off), in cents. */
  capAnnualCents?: number;
}

/** A bonus on the fund: pct of all units, credited as accumulation units at the end of the month. */
export interface IlpFundBonus {
  kind: IlpBonusKind;
  month: number;
  pct: number;
}

/** A charge in % a year, deducted monthly (a twelfth) by cancelling units of the named account(s). */
export interface IlpCharge {
  name: string;
  on: 'IUA' | 'AUA' | 'all';
  fromMonth: number;
  toMonth: number;
  pctYearly: number;
}

/** From fromMonth on, the premium is the base premium x factor (Invest Flex's escalation). */
export interface IlpEscalation {
  fromMonth: number;
  factor: number;
}

/** What a plan's table resolves to for one set of inputs; the projection engine reads only this. */
export interface IlpSchedule {
  /** Premiums paid in months 1..initialUnitMonths buy initial units (IUA); later ones accumulation units. */
  initialUnitMonths: number;
  premiumBonuses: readonly IlpPremiumBonus[];
  fundBonuses: readonly IlpFundBonus[];
  charges: readonly IlpCharge[];
  escalations: readonly IlpEscalation[];
}

/** One month of a projection: the row fields of spec 001 §3 (values at the end of the month). */
export interface IlpMonth {
  month: number;
  policyYear: number;
  /** Price of one unit at the end of the month; 1 at the start of month 1. */
  unitPrice: number;
  premiumCents: number;
  bonuses: readonly { kind: IlpBonusKind; cents: number }[];
  /** Value of the units cancelled for charges this month. */
  chargeCents: number;
  /** Spec 001 §3 cumulativeInvestAmt / totalInvestedPremium: premiums paid up to this month. */
  totalInvestedPremiumCents: number;
  /** Spec 001 §3 IUA: initial units held. */
  iuaUnits: number;
  /** Spec 001 §3 AUA: accumulation units held. */
  auaUnits: number;
  /** Spec 001 §3 balance: (IUA + AUA) x unit price, rounded to the cent. */
  balanceCents: number;
}

export interface IlpProjection {
  planKey: IlpPlanKey;
  availability: IlpAvailability;
  months: IlpMonth[];
  totalPremiumCents: number;
  /** Spec 001 §3 totalValue: the balance at the end of the horizon. */
  projectedValueCents: number;
  totalBonusCents: number;
  totalChargeCents: number;
}
