// Product info of the value-series sample plans (issue 11): features, surrender, loan and premium
// holiday texts that differ per insurer as real plans do, in the import format of common.mjs.
import { productInfo } from './common.mjs';
import { uspsOf } from './texts.mjs';

const FEATURES = {
  wholeLifeEndowment: [
    [
      'Whole life cover to age 120 with yearly reversionary bonuses',
      'Policy ownership can pass to a second life assured',
    ],
    [
      'Annual bonuses and a terminal bonus at claim or surrender',
      'Option to take cash coupons instead of accumulating them',
    ],
    [
      'Guaranteed cash value from the end of the first policy year',
      'Wealth transfer by nominating a contingent owner',
    ],
  ],
  lifetimeIncome: [
    ['Yearly income for life, paid until age 100', 'Income can be left with the insurer to accumulate'],
    [
      'Guaranteed yearly income plus non-guaranteed cash bonus',
      'Choice of single premium or 3, 5 or 10 years',
    ],
    ['Income starts after the premium term', 'Maturity benefit at age 100'],
    ['Income for life with an annual non-guaranteed bonus', 'Guaranteed acceptance, no health questions'],
    ['Lifelong yearly payouts from the end of the premium term', 'Capital guaranteed at maturity'],
    [
      'Income for life plus a terminal bonus at maturity',
      'Accumulated income earns a non-guaranteed interest rate',
    ],
  ],
  retirementIncomePlan: [
    ['Guaranteed monthly income for 20 years from the chosen retirement age', 'Level monthly payouts'],
    ['Monthly income that rises 2% a year to keep pace with living costs', 'Paid at the start of each month'],
    [
      'Yearly retirement income with a special payout in the 10th payout year',
      'Choice of retirement age 60 or 65',
    ],
    [
      'Monthly income plus a maturity benefit at the end of the payout period',
      'Premium waiver on total and permanent disability',
    ],
    [
      'Yearly income rising 3% a year, paid at the start of each payout year',
      'Special payout in the 5th payout year and a maturity benefit',
    ],
  ],
};

const SURRENDER = [
  'Surrender value is guaranteed cash value plus any bonuses attaching',
  'Surrender value is lower than premiums paid in the early years',
  'Terminal bonus on surrender is not guaranteed',
];

export function valueProduct(random, type, insurer, planName, index, extra) {
  const features = FEATURES[type][index];
  return {
    ...productInfo(random, type, insurer, planName, {
      promo: index === 1 ? 'valid' : index === 2 ? 'expired' : 'none',
      extra,
      features,
      usps: uspsOf(index + 2),
    }),
    premiumHoliday: index % 2 ? ['Available after 3 policy years with enough cash value'] : ['Not available'],
    partialSurrender:
      index % 3 === 0
        ? ['Partial surrender of bonuses allowed from policy year 3']
        : ['Not available during the premium term'],
    fullSurrender: [SURRENDER[index % SURRENDER.length]],
    loan:
      index % 2 ? ['Policy loan up to 80% of the cash value'] : ['Policy loan up to 90% of the cash value'],
    notes: [
      'Projected values at the illustrated investment rates of return of 4.25% and 3.00% per annum are not guaranteed',
      'Buying a life insurance policy is a long-term commitment; early termination usually involves high costs',
    ],
  };
}
