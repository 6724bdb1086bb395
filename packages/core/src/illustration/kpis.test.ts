import { describe, expect, it } from 'vitest';
import { breakEvenYears, kpisAtCompareAt, kpisAtYear } from './kpis.js';
import { NEVER_BREAKS_EVEN, PAYOUTS_BEFORE_MATURITY, SINGLE_PREMIUM } from './test-series.js';

describe('KPIs at a compare-at point, for both bases', () => {
  it('at a policy year: premiums paid, payouts received, values and IRR at that year end', () => {
    const kpis = kpisAtCompareAt(PAYOUTS_BEFORE_MATURITY, { by: 'policyYear', value: 7 }, 30);
    expect(kpis).toMatchObject({
      policyYear: 7,
      premiumsPaidCents: 1_000_000,
      guaranteed: { payoutsReceivedCents: 360_000, surrenderValueCents: 660_000, deathBenefitCents: 0 },
      total: { payoutsReceivedCents: 480_000, surrenderValueCents: 730_000 },
    });
    expect(kpis?.guaranteed.irr).toBeCloseTo(0.0048221093701147685, 12);
  });

  it('at an age: the end of the policy year the insured reaches it', () => {
    // entry ANB 60: aged 62 at the end of year 3
    expect(kpisAtCompareAt(SINGLE_PREMIUM, { by: 'age', value: 62 }, 60)).toEqual(
      kpisAtYear(SINGLE_PREMIUM, 3),
    );
  });

  it('compare-at age beyond the last year: null, not the maturity values', () => {
    expect(kpisAtCompareAt(SINGLE_PREMIUM, { by: 'age', value: 65 }, 60)).toBeNull();
    expect(kpisAtCompareAt(SINGLE_PREMIUM, { by: 'policyYear', value: 6 }, 60)).toBeNull();
  });

  it('an IRR with nothing back yet is null inside an otherwise full set of figures', () => {
    const kpis = kpisAtYear(NEVER_BREAKS_EVEN, 1);
    expect(kpis.premiumsPaidCents).toBe(100_000);
    expect(kpis.guaranteed.irr).toBeNull();
    expect(kpis.guaranteed.deathBenefitCents).toBe(5_000_000);
  });

  it('break-even years over the whole illustration', () => {
    expect(breakEvenYears(SINGLE_PREMIUM)).toEqual({ guaranteed: 4, total: 3 });
    expect(breakEvenYears(NEVER_BREAKS_EVEN)).toEqual({ guaranteed: null, total: null });
  });
});
