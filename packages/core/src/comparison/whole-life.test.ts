import { describe, expect, it } from 'vitest';
import { wholeLifeCoverAmount, wholeLifeCoverShare, wholeLifeEffectiveSumAssured } from './whole-life.js';

// Issue 12: each cover type against each plan cover, before and after the multiplier expiry age.
const BSA = 10_000_000; // S$100,000 in cents

describe('wholeLifeCoverAmount', () => {
  it.each([
    // coverType, planCover, multiplier, age, expected cents (expiry age 75)
    ['HYBRID', 'ECI', 3, 74, 15_000_000],
    ['HYBRID', 'ECI', 3, 75, 5_000_000],
    ['HYBRID', 'CI', 4, 74, 20_000_000],
    ['HYBRID', 'CI', 4, 80, 5_000_000],
    ['ECI', 'ECI', 3, 74, 30_000_000],
    ['ECI', 'ECI', 3, 75, 10_000_000],
    ['ECI', 'CI', 3, 74, 0],
    ['ECI', 'CI', 3, 75, 0],
    ['CI', 'CI', 4, 74, 40_000_000],
    ['CI', 'CI', 4, 75, 10_000_000],
    ['CI', 'ECI', 4, 74, 0],
    ['CI', 'ECI', 4, 75, 0],
  ] as const)(
    '%s cover on a %s plan, %iX at age %i: %i cents',
    (coverType, planCover, multiplier, age, cents) => {
      expect(
        wholeLifeCoverAmount({
          basicSumAssuredCents: BSA,
          multiplier,
          multiplierExpiryAge: 75,
          coverType,
          planCover,
          age,
        }),
      ).toBe(cents);
    },
  );

  it('halves an odd cent half up for HYBRID, and refuses non-integer cents', () => {
    const base = {
      multiplier: 3,
      multiplierExpiryAge: 70,
      coverType: 'HYBRID',
      planCover: 'CI',
      age: 80,
    } as const;
    expect(wholeLifeCoverAmount({ ...base, basicSumAssuredCents: 101 })).toBe(51);
    expect(() => wholeLifeCoverAmount({ ...base, basicSumAssuredCents: 10.5 })).toThrow(RangeError);
  });

  it('the death sum insured is multiplied until the expiry age', () => {
    expect(wholeLifeEffectiveSumAssured(BSA, 4, 70, 69)).toBe(40_000_000);
    expect(wholeLifeEffectiveSumAssured(BSA, 4, 70, 70)).toBe(BSA);
  });

  it('shares: 0.5 for HYBRID, 1 on a match, 0 otherwise', () => {
    expect(wholeLifeCoverShare('HYBRID', 'ECI')).toBe(0.5);
    expect(wholeLifeCoverShare('CI', 'CI')).toBe(1);
    expect(wholeLifeCoverShare('ECI', 'CI')).toBe(0);
  });
});
