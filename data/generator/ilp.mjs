import { EFFECTIVE_DATE, INSURERS, productInfo, sampleOf } from './common.mjs';
import { uspsOf } from './texts.mjs';

// 101 investment-linked plans (spec 001 §9: 7 insurers; issue 13, ADR 0030): each plan's product
// illustration at 8% p.a., the surrender value at every policy year end for S$1 of monthly premium, for
// each premium term it is illustrated for. The first five plans carry the names of the five Custom
// models (packages/core/src/ilp), so a Custom row finds its insurer and details by plan name.

const PLANS = [
  { planName: 'Invest Goal X', terms: [10], minimums: [500], promo: 'valid' },
  { planName: 'Wealth Voyage', terms: [15, 20, 25], minimums: [300, 300, 300] },
  { planName: 'Invest Flex', terms: [5, 10, 15, 20], minimums: [800, 500, 300, 200] },
  { planName: 'Savvy Invest II', terms: [5, 10, 20], minimums: [1000, 500, 200] },
  { planName: 'Wealth Pro II', terms: [10], minimums: [300] },
  {
    planName: 'Bukit Pine Future Builder',
    terms: [10, 15, 20, 25, 30],
    minimums: [200, 200, 200, 200, 200],
    promo: 'expired',
  },
  {
    planName: 'Marina Crest Wealth Accumulator',
    terms: [5, 10, 15, 20, 25, 30],
    minimums: [300, 300, 300, 300, 300, 300],
  },
];

const FEATURES = [
  'Regular premium investment-linked plan with a choice of funds',
  'Free fund switches, up to 12 a year',
  'Premium holiday after the first two policy years',
];
const YEARS = 30;
const GROWTH = 0.08;

/** Surrender values at 8% for S$1 a month: premiums buy units, the fund grows and pays its charges. */
function illustrate(random, term) {
  const allocation = [random.between(0.55, 0.8), random.between(0.8, 0.95)];
  const chargePct = random.between(1.6, 2.6);
  const loyaltyPct = random.between(0.2, 0.6);
  const surrenderYears = Math.min(term, 10);
  const monthlyGrowth = Math.pow(1 + GROWTH, 1 / 12);
  let fund = 0;
  const values = [];
  for (let month = 1; month <= YEARS * 12; month += 1) {
    const year = Math.ceil(month / 12);
    if (month <= term * 12) fund += year <= allocation.length ? allocation[year - 1] : 1.02;
    fund *= monthlyGrowth * (1 - chargePct / 100 / 12);
    if (month % 12 === 0) {
      if (year > term) fund *= 1 + loyaltyPct / 100;
      const penalty = year <= surrenderYears ? 0.35 * (1 - (year - 1) / surrenderYears) : 0;
      values.push({ endOfYear: year, cents: Math.round(fund * (1 - penalty) * 100 * 10_000) / 10_000 });
    }
  }
  return values;
}

export function ilpDataset(random) {
  const insurers = INSURERS;
  const products = [];
  const premiums = [];
  PLANS.forEach((plan, i) => {
    const insurer = insurers[i];
    // Issue 31: an investment-linked plan's texts agree with its features: a premium holiday after two
    // years, and a surrender value that is the units' value.
    products.push({
      ...productInfo(random, 'ilp101', insurer, plan.planName, {
        promo: plan.promo ?? 'none',
        features: FEATURES,
        usps: uspsOf(i),
      }),
      premiumHoliday: ['Available after the first two policy years, while the fund value pays the charges'],
      partialSurrender: ['Partial withdrawal of units allowed, subject to a minimum fund value'],
      fullSurrender: [
        'Surrender value is the value of the units, less a surrender charge in the early years',
      ],
    });
    plan.terms.forEach((term, t) => {
      for (const { endOfYear, cents } of illustrate(random, term))
        premiums.push({
          insurer: insurer.name,
          planName: plan.planName,
          policyTerm: term,
          minMonthlyPremiumCents: plan.minimums[t] * 100,
          endOfYear,
          surrenderValuePerDollarCents: cents,
        });
    });
  });
  return {
    comparisonType: 'ilp101',
    effectiveDate: EFFECTIVE_DATE,
    isSample: true,
    insurers,
    products,
    premiums,
  };
}

export const ILP101_SAMPLE = sampleOf('ilp101', ilpDataset, { isCommitted: true });
