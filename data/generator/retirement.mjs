// Retirement income sample (issue 11; spec 001 §9: 5 insurers, retirement ages 60 and 65, payout
// period 20 years, premium terms 10, 5 and single). Values are per 1,000 of the monthly income, the
// income illustrated at 4.25 % in the first payout year; the premium is priced so the 4.25 % reserve
// pays it all, the guaranteed income is a share of it. coverOption says `age65-period20`.
import { EFFECTIVE_DATE, INSURERS, sampleOf } from './common.mjs';
import { reserves, seriesColumns, solveYield, surrenderScale } from './projection.mjs';
import { SERIES_COLUMNS, seriesRows } from './series-rows.mjs';
import { valueProduct } from './values-texts.mjs';

const PAYOUT_YEARS = 20;

/** How each insurer pays (spec 001 §3): the product row's `extra` keys, documented in ADR 0011. */
const PAYOUT_TERMS = [
  {
    payoutFrequency: 'Monthly',
    payoutTiming: 'End',
    payoutIncreasePct: 0,
    specialPayout: null,
    maturityBenefitMonths: 0,
  },
  {
    payoutFrequency: 'Monthly',
    payoutTiming: 'Beginning',
    payoutIncreasePct: 2,
    specialPayout: null,
    maturityBenefitMonths: 0,
  },
  {
    payoutFrequency: 'Yearly',
    payoutTiming: 'End',
    payoutIncreasePct: 0,
    specialPayout: { payoutYear: 10, monthsOfIncome: 12 },
    maturityBenefitMonths: 0,
  },
  {
    payoutFrequency: 'Monthly',
    payoutTiming: 'End',
    payoutIncreasePct: 0,
    specialPayout: null,
    maturityBenefitMonths: 36,
  },
  {
    payoutFrequency: 'Yearly',
    payoutTiming: 'Beginning',
    payoutIncreasePct: 3,
    specialPayout: { payoutYear: 5, monthsOfIncome: 6 },
    maturityBenefitMonths: 24,
  },
];

/**
 * Payouts summed into policy-year rows (ADR 0011): a payout at the start of year N is row N - 1, one
 * during or at the end of year N is row N. `firstYear` is the policy year the first payout belongs to.
 */
function payoutRows({ years, firstYear, terms, guaranteedShare }) {
  const total = Array(years).fill(0);
  const gtd = Array(years).fill(0);
  const perYear = terms.payoutFrequency === 'Monthly' ? 12 : 1;
  for (let i = 0; i < PAYOUT_YEARS * perYear; i += 1) {
    const payoutYear = Math.floor(i / perYear);
    const t = firstYear - 1 + (terms.payoutTiming === 'Beginning' ? i : i + 1) / perYear;
    const row = Math.ceil(t - 1e-9);
    const amount = (1000 * 12 * (1 + terms.payoutIncreasePct / 100) ** payoutYear) / perYear;
    total[row - 1] += amount;
    gtd[row - 1] += amount * guaranteedShare;
  }
  if (terms.specialPayout) {
    const row = firstYear - 1 + terms.specialPayout.payoutYear;
    // The special payout is guaranteed in full.
    gtd[row - 1] += 1000 * terms.specialPayout.monthsOfIncome;
    total[row - 1] += 1000 * terms.specialPayout.monthsOfIncome;
  }
  return { gtd, total };
}

/**
 * The youngest entry age (ANB) a plan takes and the oldest gap it needs between entry and retirement:
 * any age from which the retirement age is reached after the premium term (issue 33).
 */
const RETIREMENT_FROM = [18, 18, 20, 18, 21];

export function retirementDataset(random, { market = false } = {}) {
  const insurers = INSURERS.slice(0, 5);
  const names = [
    'Golden Years Income',
    'RetireWell',
    'Silver Harvest',
    'Retirement Assured',
    'Freedom Income',
  ];
  const products = [];
  const rows = [];
  insurers.forEach((insurer, i) => {
    const planName = `${insurer.shortName} ${names[i]}`;
    const terms = PAYOUT_TERMS[i];
    const drag = random.between(0.006, 0.01);
    const load = random.between(0.03, 0.05);
    const guaranteedShare = random.between(0.55, 0.75);
    const lowerShare = random.between(0.6, 0.75);
    const start = { regular: random.between(0.5, 0.7), single: random.between(0.82, 0.9) };
    products.push(
      valueProduct(random, 'retirementIncomePlan', insurer, planName, i, {
        ...terms,
        payoutLevelOrIncrease: terms.payoutIncreasePct > 0 ? 'Increasing' : 'Level',
      }),
    );
    for (const retirementAge of [60, 65])
      for (const premiumTerm of [10, 5, 1])
        for (
          let entryAge = market ? 18 : RETIREMENT_FROM[i];
          entryAge + premiumTerm <= retirementAge;
          entryAge += 1
        ) {
          const years = retirementAge - entryAge + PAYOUT_YEARS;
          const firstYear = retirementAge - entryAge + 1;
          const payouts = payoutRows({ years, firstYear, terms, guaranteedShare });
          const maturity = terms.maturityBenefitMonths * 1000;
          const maturityGtd = maturity * guaranteedShare;
          // The annual premium the 4.25 % reserve needs to pay every total payout and the maturity.
          const unit = Array.from({ length: years }, (_, y) => (y < premiumTerm ? 1 : 0));
          const jTotal = 0.0425 - drag;
          const perPremium = reserves({
            premiums: unit,
            payouts: unit.map(() => 0),
            load,
            yieldRate: jTotal,
          }).at(-1);
          const owed = -reserves({
            premiums: unit.map(() => 0),
            payouts: payouts.total,
            load,
            yieldRate: jTotal,
          }).at(-1);
          const annualPremium = Number(((owed + maturity) / perPremium).toFixed(2));
          const premiums = unit.map((u) => u * annualPremium);
          const jGtd = solveYield({ premiums, payouts: payouts.gtd, load, maturity: maturityGtd });
          const fullAt = premiumTerm + 8;
          const columns = seriesColumns({
            premiums,
            payoutsGtd: payouts.gtd,
            payoutsTotal: payouts.total,
            reserveGtd: reserves({ premiums, payouts: payouts.gtd, load, yieldRate: jGtd }),
            reserveTotal: reserves({ premiums, payouts: payouts.total, load, yieldRate: jTotal }),
            scaleTotal: surrenderScale(premiumTerm === 1 ? start.single : start.regular, fullAt),
            scaleGtd: surrenderScale((premiumTerm === 1 ? start.single : start.regular) - 0.15, fullAt + 8),
            // Issue 31: a plan without a maturity benefit ends at nothing, not at the cents its reserve
            // rounds to.
            maturity: { gtd: maturityGtd, total: maturity },
          });
          rows.push(
            ...seriesRows({
              insurer,
              planName,
              entryAge,
              premiumTerm,
              coverOption: `age${retirementAge}-period${PAYOUT_YEARS}`,
              basis: 'monthlyIncome',
              years: columns,
              lower: { share: lowerShare, drag },
            }),
          );
        }
  });
  return {
    comparisonType: 'retirementIncomePlan',
    effectiveDate: EFFECTIVE_DATE,
    isSample: true,
    insurers,
    products,
    series: { columns: SERIES_COLUMNS, rows },
  };
}

export const RETIREMENT_INCOME_SAMPLE = sampleOf('retirementIncomePlan', retirementDataset, {
  isCommitted: false,
});
