// Issue 12, spec 001 §5, §9 Whole Life (limited pay): the early critical illness (ECI) or critical
// illness (CI) amount a plan pays for the adviser's cover type. The multiplied cover runs until the
// multiplier expiry age; from that age on only the basic sum assured is left (ADR 0032).

export const WHOLE_LIFE_COVER_TYPES = ['HYBRID', 'ECI', 'CI'] as const;
export type WholeLifeCoverType = (typeof WHOLE_LIFE_COVER_TYPES)[number];
/** The cover a plan's critical illness benefit is: early (ECI) or late-stage (CI). */
export type WholeLifePlanCover = 'ECI' | 'CI';

/** spec 001 §5: 0.5 for HYBRID (50 % ECI, 50 % CI), 1 when the cover type is the plan's cover, else 0. */
export function wholeLifeCoverShare(coverType: WholeLifeCoverType, planCover: WholeLifePlanCover): number {
  if (coverType === 'HYBRID') return 0.5;
  return coverType === planCover ? 1 : 0;
}

/**
 * The death sum insured at `age`: basic sum assured x multiplier before the multiplier expiry age, the
 * basic sum assured from it on (cents).
 */
export function wholeLifeEffectiveSumAssured(
  basicSumAssuredCents: number,
  multiplier: number,
  multiplierExpiryAge: number,
  age: number,
): number {
  if (!Number.isSafeInteger(basicSumAssuredCents) || basicSumAssuredCents < 0)
    throw new RangeError('basicSumAssuredCents must be a non-negative whole number of cents');
  if (!Number.isInteger(multiplier) || multiplier < 1)
    throw new RangeError('multiplier must be a whole number >= 1');
  return basicSumAssuredCents * (age < multiplierExpiryAge ? multiplier : 1);
}

export interface WholeLifeCoverInput {
  /** Integer cents. */
  basicSumAssuredCents: number;
  /** 3 or 4 (3X, 4X). */
  multiplier: number;
  multiplierExpiryAge: number;
  coverType: WholeLifeCoverType;
  planCover: WholeLifePlanCover;
  /** The insured's age at which the amount is read. */
  age: number;
}

/**
 * The plan's ECI or CI amount in cents at `age`: basic sum assured x multiplier x share before the
 * multiplier expiry age, basic sum assured x share from it on. Integer cents in, integer cents out:
 * a HYBRID half of an odd cent rounds half up.
 */
export function wholeLifeCoverAmount(input: WholeLifeCoverInput): number {
  const sumAssured = wholeLifeEffectiveSumAssured(
    input.basicSumAssuredCents,
    input.multiplier,
    input.multiplierExpiryAge,
    input.age,
  );
  const share = wholeLifeCoverShare(input.coverType, input.planCover);
  // share is 0, 0.5 or 1: twice the amount is a whole number, so halving rounds exactly once.
  const doubled = sumAssured * share * 2;
  return Math.floor((doubled + 1) / 2);
}
