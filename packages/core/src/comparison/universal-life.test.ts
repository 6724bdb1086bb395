import { describe, expect, it } from 'vitest';
import { blendedCreditingRate, projectUniversalLife, type UniversalLifeTerms } from './universal-life.js';

// Issue 12: the universal life account by hand, and the lapse a lower crediting rate brings forward.
const TERMS: UniversalLifeTerms = {
  entryAge: 98,
  lastAge: 100,
  sumInsuredCents: 100_000_00,
  premiumsCents: [50_000_00],
  premiumChargeRate: 0.1,
  policyFeePer1000: 1,
  coiPer1000ByAge: [100, 200, 300],
  coiFromAge: 98,
  surrenderCharges: [0.5],
};

describe('projectUniversalLife', () => {
  it('credits the account after the charges, year by year, to the cent', () => {
    const { years, lapseAge } = projectUniversalLife(TERMS, 0.05);
    // year 1: 45,000 in; at risk 55,000 x 100/1,000 = 5,500; fee 100 -> 39,400 x 1.05 = 41,370
    expect(years[0]).toEqual({
      policyYear: 1,
      age: 98,
      accountValueCents: 41_370_00,
      surrenderValueCents: 20_685_00,
    });
    // year 2: at risk 58,630 x 200/1,000 = 11,726; fee 100 -> 29,544 x 1.05 = 31,021.20
    expect(years[1]?.accountValueCents).toBe(31_021_20);
    // year 3: at risk 68,978.80 x 300/1,000 = 20,693.64; fee 100 -> 10,227.56 x 1.05 = 10,738.94 (rounded)
    expect(years[2]?.accountValueCents).toBe(10_738_94);
    expect(lapseAge).toBeNull();
  });

  it('lapses in the year the deductions exceed the account, and a lower rate lapses no later', () => {
    const richer = { ...TERMS, coiPer1000ByAge: [100, 300, 600] };
    expect(projectUniversalLife(richer, 0.05).lapseAge).toBe(100);
    expect(projectUniversalLife(richer, 0.05).years[2]?.surrenderValueCents).toBe(0);
    expect(projectUniversalLife({ ...richer, coiPer1000ByAge: [100, 700, 600] }, 0).lapseAge).toBe(99);
  });

  it('blends the index and fixed rates by allocation', () => {
    expect(blendedCreditingRate(1, 0.06, 0.03)).toBeCloseTo(0.06, 12);
    expect(blendedCreditingRate(0.5, 0.06, 0.03)).toBeCloseTo(0.045, 12);
    expect(() => blendedCreditingRate(1.5, 0.06, 0.03)).toThrow(RangeError);
  });
});
