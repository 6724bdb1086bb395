// Legacy Planning sample data (issue 12, ADR 0032; spec 001 §9 insurer counts: whole life 6, universal
// life index 4). Fictional insurers, marked sample. Whole life is underwritten for non-smokers only
// (spec 001 §1), so its series exist for 'NS' alone: a smoker's search finds no plan and says why.
// Both at the LIA's two rates (issue 33, ADR 0039 amendment of session 31): the 3.00 % series is the
// 4.25 % one with a smaller share of each non-guaranteed part, as the other value-series samples derive it.
import { EFFECTIVE_DATE, entryAgesOf, INSURERS, productInfo, sampleOf } from './common.mjs';
import { money, reserves, surrenderScale } from './projection.mjs';
import { SERIES_COLUMNS, seriesRows } from './series-rows.mjs';
import { uspsOf } from './texts.mjs';

/** spec 001 §9 Whole life: multipliers, expiry ages and premium terms; values to age 85 (compare-at max). */
export const WHOLE_LIFE_MULTIPLIERS = [3, 4];
export const WHOLE_LIFE_EXPIRY_AGES = [70, 75, 80, 85];
export const WHOLE_LIFE_PREMIUM_TERMS = [5, 10, 15, 20, 25];
/** The entry ages each sample plan sells (issue 33): juvenile from ANB 1 at most, adults to 60-65. */
const WHOLE_LIFE_ENTRY_AGES = [
  [1, 65],
  [1, 60],
  [17, 65],
  [18, 60],
  [1, 65],
  [18, 65],
];
/** The sample's values run to age 85 (the compare-at maximum); the market shape's to age 100. */
const LAST_AGE = 85;
const MARKET_LAST_AGE = 100;

const WHOLE_LIFE_FEATURES = [
  [
    'Multiplied cover until the chosen expiry age, then the basic sum assured for life',
    'Yearly reversionary bonuses',
  ],
  ['Early critical illness cover from the first policy year', 'Premium waiver on early critical illness'],
  ['Cash value from the end of the second policy year', 'Terminal bonus at claim or surrender'],
  [
    'Multiple claims for severe-stage critical illness',
    'Guaranteed insurability option at marriage or birth',
  ],
  ['Cover continues after the multiplier expires', 'Policy loan against the cash value'],
  ['Juvenile and special conditions cover', 'Option to convert bonuses to paid-up additions'],
];

/** Per 1,000 of basic sum assured: the single-premium cost of the whole life cover at an entry age. */
const wholeLifeCost = (entryAge, p) => 260 * p.cost * Math.exp(0.028 * (entryAge - 35));
/** The cost of the (multiplier - 1) extra cover from entry to the expiry age, per 1,000. */
const multiplierCost = (entryAge, multiplier, expiryAge, p) =>
  (multiplier - 1) * 1000 * p.mortality * (expiryAge - entryAge) * Math.exp(0.045 * (entryAge - 35));

/** One plan's illustration for one cell as series rows: non-smoker, every gender, both LIA rates. */
const wholeLifeRows = (cell) => seriesRows({ ...cell, smoker: 'NS', basis: 'sumAssured' });
/**
 * The share of the non-guaranteed part each plan keeps at 3.00 % (the other samples draw 0.6-0.75);
 * fixed per plan rather than drawn, so the 4.25 % values stay what they were.
 */
const WHOLE_LIFE_LOWER_SHARES = [0.68, 0.62, 0.72, 0.65, 0.7, 0.64];
const ULI_LOWER_SHARES = [0.66, 0.72, 0.63, 0.7];

/**
 * Whole life (limited pay): per 1,000 of basic sum assured, a level premium over the premium term that
 * funds the whole life cover and the multiplier's extra cover to its expiry age; the cash value is the
 * reserve of the savings part (guaranteed at a low yield, total at 4.25 % less the insurer's drag) times
 * a surrender scale; the death benefit is the basic sum assured (or the cash value, when higher) plus
 * reversionary bonuses in the total column. The multiplied cover itself is not stored: it is the core's
 * wholeLifeCoverAmount of the row's basic sum assured (ADR 0032).
 */
export function wholeLifeDataset(random, options = {}) {
  const insurers = INSURERS.slice(0, 6);
  const names = [
    'Legacy Shield',
    'Family Guardian',
    'Life Multiplier',
    'Heritage Protect',
    'Crown Legacy',
    'Evergreen Life',
  ];
  const products = [];
  const rows = [];
  insurers.forEach((insurer, i) => {
    const planName = `${insurer.shortName} ${names[i]}`;
    const p = {
      cost: random.between(0.9, 1.12),
      mortality: random.between(0.0028, 0.0042),
      load: random.between(0.04, 0.07),
      gtdYield: random.between(0.012, 0.02),
      drag: random.between(0.004, 0.01),
      bonus: random.between(0.012, 0.022),
      start: random.between(0.2, 0.4),
    };
    products.push({
      ...productInfo(random, 'wholeLifePlan', insurer, planName, {
        promo: i === 1 ? 'valid' : i === 2 ? 'expired' : 'none',
        features: WHOLE_LIFE_FEATURES[i],
        usps: uspsOf(i + 1),
      }),
      partialSurrender: ['Partial surrender of bonuses allowed'],
      fullSurrender: ['Surrender value is the cash value plus any bonuses attaching'],
      loan: ['Policy loan up to 80% of the cash value'],
      notes: [
        'Non-smoker rates: this sample plan is underwritten for non-smokers only',
        'Projected bonuses at the illustrated investment rates of return of 4.25% and 3.00% per annum are not guaranteed',
      ],
    });
    for (const entryAge of entryAgesOf(WHOLE_LIFE_ENTRY_AGES, i, options)) {
      const length = (options.market ? MARKET_LAST_AGE : LAST_AGE) - entryAge + 1;
      for (const multiplier of WHOLE_LIFE_MULTIPLIERS)
        for (const expiryAge of WHOLE_LIFE_EXPIRY_AGES)
          for (const premiumTerm of WHOLE_LIFE_PREMIUM_TERMS) {
            const single = wholeLifeCost(entryAge, p) + multiplierCost(entryAge, multiplier, expiryAge, p);
            // A level premium over the term worth the single premium at 3 %, plus the loading.
            const annuity = Array.from({ length: premiumTerm }, (_, k) => 1.03 ** -k).reduce(
              (a, b) => a + b,
              0,
            );
            const annual = single / annuity / (1 - p.load);
            const premiums = Array.from({ length }, (_, k) => (k < premiumTerm ? annual : 0));
            // Only the whole life part saves: the multiplier's cost is spent on cover.
            const saving = wholeLifeCost(entryAge, p) / single;
            const savings = premiums.map((x) => x * saving);
            const gtd = reserves({
              premiums: savings,
              payouts: savings.map(() => 0),
              load: p.load,
              yieldRate: p.gtdYield,
            });
            const total = reserves({
              premiums: savings,
              payouts: savings.map(() => 0),
              load: p.load,
              yieldRate: 0.0425 - p.drag,
            });
            const scale = surrenderScale(p.start, premiumTerm + 8);
            let bonus = 0;
            const years = premiums.map((premium, k) => {
              bonus += 1000 * p.bonus * (1 + k / 40);
              const svGtd = gtd[k] * scale(k + 1);
              const svTotal = Math.max(svGtd, total[k] * scale(k + 1));
              const dbGtd = Math.max(1000, svGtd);
              const dbTotal = Math.max(dbGtd + bonus, svTotal);
              return { premium, svGtd, svTotal, payoutGtd: 0, payoutTotal: 0, dbGtd, dbTotal };
            });
            rows.push(
              ...wholeLifeRows({
                insurer,
                planName,
                entryAge,
                premiumTerm,
                coverOption: `${multiplier}X-${expiryAge}`,
                lower: { share: WHOLE_LIFE_LOWER_SHARES[i], drag: p.drag },
                years,
              }),
            );
          }
    }
  });
  return {
    comparisonType: 'wholeLifePlan',
    effectiveDate: EFFECTIVE_DATE,
    isSample: true,
    insurers,
    products,
    series: { columns: SERIES_COLUMNS, rows },
  };
}

/** spec 001 §9 Universal life index: allocations, premium terms; values per 1,000 of sum insured to age 100. */
export const ULI_ALLOCATIONS = [
  { key: 'INDEX_100', indexShare: 1 },
  { key: 'INDEX_50_FIXED_50', indexShare: 0.5 },
];
const ULI_PREMIUM_TERMS = [1, 3, 10];
const ULI_ENTRY_AGES = [
  [18, 65],
  [18, 70],
  [20, 65],
  [18, 60],
];
const ULI_LAST_AGE = 100;
// The cost of insurance is tabled from ANB 1, so the market shape can sell from ANB 1 (issue 33).
const ULI_COI_FROM_AGE = 1;

const ULI_FEATURES = [
  [
    'Index account linked to a capped equity index, floored at 0%',
    'Guaranteed minimum crediting on the fixed account',
  ],
  ['Choice of 100% index or a 50/50 index and fixed allocation', 'Lifetime cover to age 100'],
  ['No-lapse guarantee during the first 10 policy years', 'Partial withdrawals after policy year 3'],
  ['Participation in the index up to a yearly cap', 'Legacy planning with a single or limited-pay premium'],
];
const INDEX_TYPES = [
  'Capped equity index (1-year point to point)',
  'Multi-asset volatility-controlled index',
  'Capped equity index (monthly average)',
  'Global blue-chip index with participation rate',
];

/** The universal life account per 1,000 of sum insured, as core projectUniversalLife computes it. */
function projectPer1000(terms, premiums, rate) {
  let account = 0;
  let lapseAge = null;
  const years = [];
  for (let age = terms.entryAge; age <= ULI_LAST_AGE; age += 1) {
    const year = age - terms.entryAge + 1;
    if (lapseAge === null) {
      const premium = premiums[year - 1] ?? 0;
      account += premium * (1 - terms.premiumChargeRate);
      const atRisk = Math.max(0, 1000 - account);
      account -= (atRisk * terms.coiPer1000ByAge[age - ULI_COI_FROM_AGE]) / 1000 + terms.policyFeePer1000;
      if (account < 0) {
        lapseAge = age;
        account = 0;
      } else account *= 1 + rate;
    }
    const charge = terms.surrenderCharges[year - 1] ?? 0;
    years.push({
      premium: premiums[year - 1] ?? 0,
      sv: account * (1 - charge),
      db: lapseAge === null ? 1000 : 0,
    });
  }
  return { years, lapseAge };
}

/**
 * Universal life index: four plans, each with its own crediting rates, charges and cost of insurance.
 * The premium per 1,000 of sum insured is solved so the account at the current rate of the 100 %
 * index allocation holds 60 % of the sum insured at age 100; the stored guaranteed surrender value is
 * the account at the minimum rates, the total at the current rates (ADR 0032). The plan's terms go in
 * the product's `extra`, so the engine can illustrate at a stressed rate with the core's projection.
 */
export function universalLifeDataset(random, options = {}) {
  const insurers = [INSURERS[0], INSURERS[2], INSURERS[4], INSURERS[6]];
  const names = ['Index Legacy UL', 'Prestige Index Life', 'Dynasty IUL', 'Heirloom Index UL'];
  const products = [];
  const rows = [];
  insurers.forEach((insurer, i) => {
    const planName = `${insurer.shortName} ${names[i]}`;
    const round4 = (x) => Number(x.toFixed(4));
    const rates = {
      indexAccCurrent: Number(random.between(5.5, 6.75).toFixed(2)),
      indexAccMin: [0, 0.5, 1, 0][i],
      indexAccMax: [10, 11, 12, 10.5][i],
      fixedGeneralAccCurrent: Number(random.between(3.25, 4).toFixed(2)),
      fixedGeneralAccMin: [2, 2, 1.5, 2.5][i],
    };
    const coiScale = random.between(0.85, 1.15);
    const terms = {
      premiumChargeRate: round4(random.between(0.03, 0.08)),
      policyFeePer1000: round4(random.between(0.3, 0.6)),
      coiFromAge: ULI_COI_FROM_AGE,
      coiPer1000ByAge: Array.from({ length: ULI_LAST_AGE - ULI_COI_FROM_AGE + 1 }, (_, k) =>
        round4(0.45 * coiScale * Math.exp(0.085 * (ULI_COI_FROM_AGE + k - 30))),
      ),
      surrenderCharges: Array.from({ length: 10 }, (_, k) => round4(0.3 * (1 - k / 10))),
    };
    products.push({
      ...productInfo(random, 'universalLifeIndexed', insurer, planName, {
        promo: i === 1 ? 'valid' : 'none',
        features: ULI_FEATURES[i],
        usps: uspsOf(i + 3),
        extra: { currency: 'SGD', indexAccType: INDEX_TYPES[i], ...rates, ...terms },
      }),
      partialSurrender: ['Partial withdrawal allowed from policy year 3, subject to a minimum account value'],
      fullSurrender: ['Surrender charges apply in the first 10 policy years'],
      loan: ['Not available'],
      notes: [
        'Index crediting is not guaranteed beyond the minimum crediting rate',
        'The policy lapses when the account value cannot pay the monthly deductions',
      ],
    });
    for (const entryAge of entryAgesOf(ULI_ENTRY_AGES, i, options))
      for (const premiumTerm of ULI_PREMIUM_TERMS) {
        const at = (premium, rate) =>
          projectPer1000(
            { ...terms, entryAge },
            Array.from({ length: premiumTerm }, () => premium),
            rate,
          );
        const current100 = rates.indexAccCurrent / 100;
        let lo = 0;
        let hi = 2000;
        for (let step = 0; step < 60; step += 1) {
          const mid = (lo + hi) / 2;
          const { years, lapseAge } = at(mid, current100);
          if (lapseAge !== null || years.at(-1).sv < 600) lo = mid;
          else hi = mid;
        }
        const premium = money(hi);
        for (const { key, indexShare } of ULI_ALLOCATIONS) {
          const blend = (index, fixed) => (indexShare * index + (1 - indexShare) * fixed) / 100;
          const gtd = at(premium, blend(rates.indexAccMin, rates.fixedGeneralAccMin)).years;
          const current = at(premium, blend(rates.indexAccCurrent, rates.fixedGeneralAccCurrent)).years;
          rows.push(
            ...seriesRows({
              insurer,
              planName,
              entryAge,
              premiumTerm,
              coverOption: key,
              basis: 'sumAssured',
              lower: { share: ULI_LOWER_SHARES[i], drag: 0 },
              years: current.map((y, k) => ({
                premium: y.premium,
                svGtd: gtd[k].sv,
                svTotal: y.sv,
                payoutGtd: 0,
                payoutTotal: 0,
                dbGtd: gtd[k].db,
                dbTotal: y.db,
              })),
            }),
          );
        }
      }
  });
  return {
    comparisonType: 'universalLifeIndexed',
    effectiveDate: EFFECTIVE_DATE,
    isSample: true,
    insurers,
    products,
    series: { columns: SERIES_COLUMNS, rows },
  };
}

export const WHOLE_LIFE_SAMPLE = sampleOf('wholeLifePlan', wholeLifeDataset, { isCommitted: false });
export const UNIVERSAL_LIFE_INDEX_SAMPLE = sampleOf('universalLifeIndexed', universalLifeDataset, {
  isCommitted: false,
});
