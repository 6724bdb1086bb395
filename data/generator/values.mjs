// Value-series sample data (issue 11; spec 001 §9 insurer counts: retirement income 5, lifetime income
// 6, whole life endowment 3). Singapore par-plan shapes: guaranteed values well below the totals, the
// totals at the LIA's 4.25 % and lower at 3.00 %, surrender values below premiums paid in early years.
// Values are dollars per 1,000 of the basis (ADR 0011). The layout is in ADR 0011's amendment:
// per-1,000 values are unisex and need no smoker underwriting, so the four gender x smoker cells of an
// entry age repeat one series. Every plan is illustrated at every entry age it sells (issue 33).
import { EFFECTIVE_DATE, entryAgesOf, INSURERS, sampleOf } from './common.mjs';
import { reserves, seriesColumns, surrenderScale } from './projection.mjs';
import { SERIES_COLUMNS, seriesRows } from './series-rows.mjs';
import { valueProduct } from './values-texts.mjs';

/** Premiums of a total premium of 1,000 paid in equal instalments at the start of years 1..term. */
const instalments = (term, years) => Array.from({ length: years }, (_, i) => (i < term ? 1000 / term : 0));

/** Each insurer's pricing: expense drag on the return, loading, guaranteed yield, surrender scale. */
function pricingOf(random) {
  return {
    drag: random.between(0.006, 0.011),
    load: random.between(0.03, 0.055),
    gtdYield: random.between(0.004, 0.011),
    lowerShare: random.between(0.6, 0.75),
    regularStart: random.between(0.45, 0.65),
    singleStart: random.between(0.8, 0.88),
    fullAfter: Math.floor(random.between(6, 11)),
  };
}

const scalesOf = (p, term) => {
  const start = term === 1 ? p.singleStart : p.regularStart;
  return {
    scaleTotal: surrenderScale(start, term + p.fullAfter),
    scaleGtd: surrenderScale(start - 0.15, term + p.fullAfter + 8),
  };
};

const dataset = (comparisonType, insurers, products, rows) => ({
  comparisonType,
  effectiveDate: EFFECTIVE_DATE,
  isSample: true,
  insurers,
  products,
  series: { columns: SERIES_COLUMNS, rows },
});

/** Whole life endowment: pay terms 1, 5, 10, 15, 20 (spec 001 §9), policy years 1..60, no payouts. */
const ENDOWMENT_AGES = [
  [1, 65],
  [1, 60],
  [16, 65],
];

export function endowmentDataset(random, options = {}) {
  const insurers = [INSURERS[1], INSURERS[3], INSURERS[6]];
  const names = ['Legacy Wealth', 'Heritage Saver', 'Generations Plus'];
  const products = [];
  const rows = [];
  insurers.forEach((insurer, i) => {
    const planName = `${insurer.shortName} ${names[i]}`;
    const p = pricingOf(random);
    products.push(valueProduct(random, 'wholeLifeEndowment', insurer, planName, i, {}));
    for (const entryAge of entryAgesOf(ENDOWMENT_AGES, i, options))
      for (const premiumTerm of [1, 5, 10, 15, 20]) {
        const premiums = instalments(premiumTerm, 60);
        const payouts = premiums.map(() => 0);
        // Older lives pay more for the death cover inside the plan, so less of the return is kept.
        const drag = p.drag + 0.00008 * entryAge;
        const years = seriesColumns({
          premiums,
          payoutsGtd: payouts,
          payoutsTotal: payouts,
          reserveGtd: reserves({ premiums, payouts, load: p.load, yieldRate: p.gtdYield }),
          reserveTotal: reserves({ premiums, payouts, load: p.load, yieldRate: 0.0425 - drag }),
          ...scalesOf(p, premiumTerm),
          maturity: null,
        });
        rows.push(
          ...seriesRows({
            insurer,
            planName,
            entryAge,
            premiumTerm,
            basis: 'totalPremium',
            years,
            lower: { share: p.lowerShare, drag },
          }),
        );
      }
  });
  return dataset('wholeLifeEndowment', insurers, products, rows);
}

/**
 * Lifetime income: pay terms 1, 3, 5, 10; a yearly income from the end of the premium term plus a
 * deferral to age 100, then the maturity benefit. The guaranteed income is what the guaranteed yield
 * funds; the total what the 4.25 % return less the insurer's drag funds.
 */
const LIFETIME_INCOME_AGES = [
  [1, 65],
  [18, 65],
  [18, 60],
  [1, 60],
  [18, 65],
  [16, 62],
];

export function lifetimeIncomeDataset(random, options = {}) {
  const insurers = [0, 1, 2, 3, 5, 6].map((i) => INSURERS[i]);
  const names = [
    'Income for Life',
    'LifeIncome Plus',
    'Forever Payout',
    'Steady Income',
    'Evergreen Income',
    'Lifelong Cash',
  ];
  const products = [];
  const rows = [];
  insurers.forEach((insurer, i) => {
    const planName = `${insurer.shortName} ${names[i]}`;
    const p = pricingOf(random);
    const deferral = i % 3;
    const maturityGtd = [1000, 1000, 500][i % 3];
    products.push(
      valueProduct(random, 'lifetimeIncome', insurer, planName, i, {
        incomeStart: deferral === 0 ? 'after the premium term' : `${deferral} year(s) after the premium term`,
        maturityPct: maturityGtd / 10,
      }),
    );
    for (const entryAge of entryAgesOf(LIFETIME_INCOME_AGES, i, options))
      for (const premiumTerm of [1, 3, 5, 10]) {
        const years = 101 - entryAge;
        const premiums = instalments(premiumTerm, years);
        const firstIncomeYear = Math.max(2, premiumTerm + deferral);
        const shape = premiums.map((_, y) => (y + 1 >= firstIncomeYear ? 1 : 0));
        const incomeAt = (yieldRate, maturity) => {
          const base = reserves({ premiums, payouts: shape.map(() => 0), load: p.load, yieldRate }).at(-1);
          const perUnit = reserves({
            premiums: premiums.map(() => 0),
            payouts: shape,
            load: 0,
            yieldRate,
          }).at(-1);
          return (base - maturity) / -perUnit;
        };
        const drag = p.drag;
        const gtdIncome = incomeAt(p.gtdYield + 0.006, maturityGtd);
        const maturityTotal = maturityGtd * 1.15;
        const totalIncome = incomeAt(0.0425 - drag, maturityTotal);
        const payoutsGtd = shape.map((s) => s * gtdIncome);
        const payoutsTotal = shape.map((s) => s * Math.max(gtdIncome, totalIncome));
        const columns = seriesColumns({
          premiums,
          payoutsGtd,
          payoutsTotal,
          reserveGtd: reserves({
            premiums,
            payouts: payoutsGtd,
            load: p.load,
            yieldRate: p.gtdYield + 0.006,
          }),
          reserveTotal: reserves({ premiums, payouts: payoutsTotal, load: p.load, yieldRate: 0.0425 - drag }),
          ...scalesOf(p, premiumTerm),
          maturity: { gtd: maturityGtd, total: maturityTotal },
        });
        rows.push(
          ...seriesRows({
            insurer,
            planName,
            entryAge,
            premiumTerm,
            basis: 'totalPremium',
            years: columns,
            lower: { share: p.lowerShare, drag },
          }),
        );
      }
  });
  return dataset('lifetimeIncome', insurers, products, rows);
}

export { retirementDataset } from './retirement.mjs';

export const WHOLE_LIFE_ENDOWMENT_SAMPLE = sampleOf('wholeLifeEndowment', endowmentDataset, {
  isCommitted: false,
});
export const LIFETIME_INCOME_SAMPLE = sampleOf('lifetimeIncome', lifetimeIncomeDataset, {
  isCommitted: false,
});
