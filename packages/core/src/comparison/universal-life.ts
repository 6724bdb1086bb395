// Issue 12, ADR 0032: a universal life policy's account, year by year, at one crediting rate. Each
// policy year: the premium less its charge goes in, the cost of insurance on the net amount at risk
// and the policy fee come out, then the account earns the crediting rate. When the deductions exceed
// the account the policy lapses in that year. Money is integer cents, rounded once per step.

export interface UniversalLifeTerms {
  entryAge: number;
  /** The last age illustrated (100). */
  lastAge: number;
  sumInsuredCents: number;
  /** Premium due at the start of each policy year, index 0 = year 1 (missing years: none). */
  premiumsCents: readonly number[];
  /** Fraction of each premium kept as a charge. */
  premiumChargeRate: number;
  /** Yearly policy fee, per 1,000 of sum insured (dollars). */
  policyFeePer1000: number;
  /** Cost of insurance per 1,000 of net amount at risk (dollars), by attained age from `coiFromAge`. */
  coiPer1000ByAge: readonly number[];
  coiFromAge: number;
  /** Fraction of the account kept on surrender, by policy year from year 1; none after the list. */
  surrenderCharges: readonly number[];
}

export interface UniversalLifeYear {
  policyYear: number;
  /** The insured's age at the end of the year (ANB entry: entryAge + policyYear - 1). */
  age: number;
  accountValueCents: number;
  surrenderValueCents: number;
}

export interface UniversalLifeProjection {
  years: UniversalLifeYear[];
  /** The age in whose policy year the account runs out; null when it lasts to `lastAge`. */
  lapseAge: number | null;
}

/** The yearly rate credited to an allocation: index share x index rate + the rest x fixed rate. */
export function blendedCreditingRate(indexShare: number, indexRate: number, fixedRate: number): number {
  if (indexShare < 0 || indexShare > 1) throw new RangeError('indexShare must be between 0 and 1');
  return indexShare * indexRate + (1 - indexShare) * fixedRate;
}

export function projectUniversalLife(
  terms: UniversalLifeTerms,
  creditingRate: number,
): UniversalLifeProjection {
  if (!Number.isSafeInteger(terms.sumInsuredCents) || terms.sumInsuredCents <= 0)
    throw new RangeError('sumInsuredCents must be a positive whole number of cents');
  const years: UniversalLifeYear[] = [];
  const fee = Math.round((terms.sumInsuredCents * terms.policyFeePer1000) / 1000);
  let account = 0;
  let lapseAge: number | null = null;
  for (let year = 1; terms.entryAge + year - 1 <= terms.lastAge; year += 1) {
    const age = terms.entryAge + year - 1;
    if (lapseAge === null) {
      const premium = terms.premiumsCents[year - 1] ?? 0;
      account += premium - Math.round(premium * terms.premiumChargeRate);
      const atRisk = Math.max(0, terms.sumInsuredCents - account);
      const coiRate = terms.coiPer1000ByAge[age - terms.coiFromAge] ?? terms.coiPer1000ByAge.at(-1) ?? 0;
      account -= Math.round((atRisk * coiRate) / 1000) + fee;
      if (account < 0) {
        lapseAge = age;
        account = 0;
      } else account = Math.round(account * (1 + creditingRate));
    }
    const charge = terms.surrenderCharges[year - 1] ?? 0;
    years.push({
      policyYear: year,
      age,
      accountValueCents: account,
      surrenderValueCents: Math.max(0, account - Math.round(account * charge)),
    });
  }
  return { years, lapseAge };
}
