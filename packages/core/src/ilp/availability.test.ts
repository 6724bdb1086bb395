import { describe, expect, it } from 'vitest';
import { ilpAvailability } from './availability.js';
import type { IlpAvailabilityInputs, IlpPlanKey } from './ilp-types.js';

type Case = [IlpPlanKey, Partial<IlpAvailabilityInputs>, boolean, string?];
const BASE = { horizonYears: 30, monthlyPremium: 4000 };

// spec 001 §5, "101 plan availability rules": each offered term at its minimum (available) and a dollar
// under it (not), and the terms next to the offered ones (not).
const TERMS_AND_MINIMUMS: Case[] = [
  ['investGoalX', { premiumTermYears: 10, monthlyPremium: 500 }, true],
  [
    'investGoalX',
    { premiumTermYears: 10, monthlyPremium: 499 },
    false,
    'Invest Goal X needs at least $500 a month for a 10-year term.',
  ],
  [
    'investGoalX',
    { premiumTermYears: 5 },
    false,
    'Invest Goal X is offered with a premium term of 10 years only.',
  ],
  ['investGoalX', { premiumTermYears: 15 }, false],
  ['wealthVoyage', { premiumTermYears: 15, monthlyPremium: 300 }, true],
  ['wealthVoyage', { premiumTermYears: 20, monthlyPremium: 300 }, true],
  ['wealthVoyage', { premiumTermYears: 25, monthlyPremium: 300 }, true],
  [
    'wealthVoyage',
    { premiumTermYears: 25, monthlyPremium: 299 },
    false,
    'Wealth Voyage needs at least $300 a month for a 25-year term.',
  ],
  [
    'wealthVoyage',
    { premiumTermYears: 10 },
    false,
    'Wealth Voyage is offered with a premium term of 15, 20 or 25 years.',
  ],
  ['wealthVoyage', { premiumTermYears: 30 }, false],
  ['investFlex', { premiumTermYears: 5, monthlyPremium: 800 }, true],
  [
    'investFlex',
    { premiumTermYears: 5, monthlyPremium: 799 },
    false,
    'Invest Flex needs at least $800 a month for a 5-year term.',
  ],
  ['investFlex', { premiumTermYears: 10, monthlyPremium: 500 }, true],
  ['investFlex', { premiumTermYears: 10, monthlyPremium: 499 }, false],
  ['investFlex', { premiumTermYears: 15, monthlyPremium: 300 }, true],
  ['investFlex', { premiumTermYears: 15, monthlyPremium: 299 }, false],
  ['investFlex', { premiumTermYears: 20, monthlyPremium: 200 }, true],
  [
    'investFlex',
    { premiumTermYears: 20, monthlyPremium: 199 },
    false,
    'Invest Flex needs at least $200 a month for a 20-year term.',
  ],
  [
    'investFlex',
    { premiumTermYears: 25 },
    false,
    'Invest Flex is offered with a premium term of 5, 10, 15 or 20 years.',
  ],
  ['savvyInvestII', { variant: 'fixed', premiumTermYears: 3, monthlyPremium: 834 }, true],
  [
    'savvyInvestII',
    { variant: 'fixed', premiumTermYears: 3, monthlyPremium: 833 },
    false,
    'Savvy Invest II (fixed) needs at least $834 a month for a 3-year term.',
  ],
  ['savvyInvestII', { variant: 'fixed', premiumTermYears: 5, monthlyPremium: 834 }, true],
  ['savvyInvestII', { variant: 'fixed', premiumTermYears: 5, monthlyPremium: 833 }, false],
  ['savvyInvestII', { variant: 'fixed', premiumTermYears: 10, monthlyPremium: 300 }, true],
  ['savvyInvestII', { variant: 'fixed', premiumTermYears: 10, monthlyPremium: 299 }, false],
  [
    'savvyInvestII',
    { variant: 'fixed', premiumTermYears: 20 },
    false,
    'Savvy Invest II (fixed) is offered with a premium term of 3, 5 or 10 years.',
  ],
  ['savvyInvestII', { variant: 'flexible', premiumTermYears: 5, monthlyPremium: 1000 }, true],
  [
    'savvyInvestII',
    { variant: 'flexible', premiumTermYears: 5, monthlyPremium: 999 },
    false,
    'Savvy Invest II (flexible) needs at least $1,000 a month for a 5-year term.',
  ],
  ['savvyInvestII', { variant: 'flexible', premiumTermYears: 10, monthlyPremium: 500 }, true],
  ['savvyInvestII', { variant: 'flexible', premiumTermYears: 10, monthlyPremium: 499 }, false],
  ['savvyInvestII', { variant: 'flexible', premiumTermYears: 20, monthlyPremium: 200 }, true],
  ['savvyInvestII', { variant: 'flexible', premiumTermYears: 20, monthlyPremium: 199 }, false],
  [
    'savvyInvestII',
    { variant: 'flexible', premiumTermYears: 3 },
    false,
    'Savvy Invest II (flexible) is offered with a premium term of 5, 10 or 20 years.',
  ],
  ['savvyInvestII', { premiumTermYears: 10 }, false, 'Savvy Invest II needs a variant: fixed or flexible.'],
  ['wealthProII', { premiumTermYears: 10, monthlyPremium: 300 }, true],
  ['wealthProII', { premiumTermYears: 10, monthlyPremium: 300, paymentMode: 'M' }, true],
  ['wealthProII', { premiumTermYears: 10, monthlyPremium: 300, paymentMode: 'Y' }, true],
  [
    'wealthProII',
    { premiumTermYears: 10, monthlyPremium: 299 },
    false,
    'Wealth Pro II needs at least $300 a month for a 10-year term.',
  ],
  [
    'wealthProII',
    { premiumTermYears: 15 },
    false,
    'Wealth Pro II is offered with a premium term of 10 years only.',
  ],
];

// spec 001 §5: 'Investment period cannot be shorter than policy premium payment term', for every plan.
const HORIZON_SHORTER_THAN_TERM: Case[] = [
  [
    'investGoalX',
    { premiumTermYears: 10, horizonYears: 9 },
    false,
    'The 10-year premium term is longer than the 9-year investment horizon.',
  ],
  ['investGoalX', { premiumTermYears: 10, horizonYears: 10 }, true],
  [
    'wealthVoyage',
    { premiumTermYears: 25, horizonYears: 20 },
    false,
    'The 25-year premium term is longer than the 20-year investment horizon.',
  ],
  ['wealthVoyage', { premiumTermYears: 15, horizonYears: 15 }, true],
  ['investFlex', { premiumTermYears: 20, horizonYears: 19 }, false],
  ['investFlex', { premiumTermYears: 5, horizonYears: 5 }, true],
  ['savvyInvestII', { variant: 'flexible', premiumTermYears: 20, horizonYears: 10 }, false],
  ['savvyInvestII', { variant: 'fixed', premiumTermYears: 3, horizonYears: 3 }, true],
  ['wealthProII', { premiumTermYears: 10, horizonYears: 9 }, false],
];

describe('ilpAvailability: the five-plan reading of spec 001 §5', () => {
  it.each([...TERMS_AND_MINIMUMS, ...HORIZON_SHORTER_THAN_TERM])(
    '%s %o -> %s',
    (planKey, inputs, available, reason) => {
      const result = ilpAvailability(planKey, { ...BASE, premiumTermYears: 10, ...inputs });
      expect(result.available).toBe(available);
      if (available) expect(result.reason).toBeUndefined();
      else expect(result.reason).toMatch(/^[A-Z].+\.$/);
      if (reason !== undefined) expect(result.reason).toBe(reason);
    },
  );

  it('Wealth Pro II takes no payment mode but M or Y', () => {
    const inputs = { ...BASE, premiumTermYears: 10, paymentMode: 'Q' } as unknown as IlpAvailabilityInputs;
    expect(ilpAvailability('wealthProII', inputs)).toEqual({
      available: false,
      reason: 'Wealth Pro II takes premiums monthly (M) or yearly (Y).',
    });
  });

  it('a term the plan does not offer is the reason even when the horizon is also too short', () => {
    expect(
      ilpAvailability('investGoalX', { premiumTermYears: 15, horizonYears: 10, monthlyPremium: 100 }).reason,
    ).toBe('Invest Goal X is offered with a premium term of 10 years only.');
  });
});
