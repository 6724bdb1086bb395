import { ageBands, EFFECTIVE_DATE, INSURERS, productInfo, sampleOf, toCents } from './common.mjs';
import { multiCiFeatures, termFeatures, uspsOf } from './texts.mjs';

// Multi-pay CI and Term sample data (spec 001 §9 insurer counts 5 and 7). Rates are annual premiums in
// cents per S$1,000 of cover: they rise with age, smokers pay more, longer cover costs more.

const TERM_END_AGE = {
  PayTo65: 65,
  PayTo70: 70,
  PayTo75: 75,
  PayTo85: 85,
  PayToMax: 99,
  '30Yrs': 30,
  '25Yrs': 25,
  '20Yrs': 20,
};
const LENGTH_FACTOR = {
  PayTo65: 0.7,
  PayTo70: 0.8,
  PayTo75: 1,
  PayTo85: 1.45,
  PayToMax: 1.95,
  '30Yrs': 0.85,
  '25Yrs': 0.75,
  '20Yrs': 0.65,
};

/** A band can be sold only when the cover still runs at least 10 years from its oldest age. */
function isSellable(term, anbTo) {
  const years = term.endsWith('Yrs') ? TERM_END_AGE[term] : TERM_END_AGE[term] - anbTo;
  return years >= 10 && anbTo + (term.endsWith('Yrs') ? TERM_END_AGE[term] : 0) <= 99;
}

const baseRate = (anbMid, gender, smoker, term) =>
  Math.exp(0.075 * (anbMid - 18)) *
  (gender === 'F' ? 0.82 : 1) *
  (smoker === 'S' ? 1.65 : 1) *
  LENGTH_FACTOR[term];

function rateRows(random, { insurer, planName, terms, perCover, extraColumns = {} }) {
  const rows = [];
  for (const [anbFrom, anbTo] of ageBands(18, 65, 5)) {
    for (const term of terms.filter((t) => isSellable(t, anbTo))) {
      for (const gender of ['M', 'F']) {
        for (const smoker of ['NS', 'S']) {
          const rate = baseRate((anbFrom + anbTo) / 2, gender, smoker, term);
          for (const [cover, scale] of perCover)
            rows.push({
              insurer: insurer.name,
              planName,
              ...extraColumns,
              ...(cover ? { cover } : {}),
              gender,
              smoker,
              policyTerm: term,
              anbFrom,
              anbTo,
              ratePer1000Cents: Math.max(1, toCents(rate * scale)),
            });
        }
      }
    }
  }
  return rows;
}

export function multiCiDataset(random) {
  const insurers = INSURERS.slice(0, 5);
  const products = [];
  const premiums = [];
  const terms = Object.keys(TERM_END_AGE);
  insurers.forEach((insurer, i) => {
    const plans = [
      [
        `${insurer.shortName} MultiCare`,
        {
          maxClaimPct: [300, 500, 600, 900, 400][i],
          isMaxOpenEnded: false,
          coverType: 'Multi-pay CI',
          waiver: i % 2 ? 'Yes' : 'No',
        },
      ],
    ];
    // spec 001 §2: one insurer's Ultimate Critical Cover plan shows its Max with a plus sign.
    if (i === 2)
      plans.push([
        `${insurer.shortName} Ultimate Critical Cover`,
        { maxClaimPct: 1000, isMaxOpenEnded: true, coverType: 'Multi-pay CI', waiver: 'Yes' },
      ]);
    for (const [planName, extra] of plans) {
      products.push(
        productInfo(random, 'multiPayCI', insurer, planName, {
          promo: i === 3 ? 'valid' : 'none',
          extra: { maxClaim: [String(extra.maxClaimPct)] },
          features: multiCiFeatures(i, extra.maxClaimPct),
          usps: uspsOf(i),
        }),
      );
      const scale = 2.4 * random.between(0.9, 1.15) * (1 + extra.maxClaimPct / 2000);
      premiums.push(
        ...rateRows(random, { insurer, planName, terms, perCover: [[null, scale]], extraColumns: extra }),
      );
    }
  });
  return {
    comparisonType: 'multiPayCI',
    effectiveDate: EFFECTIVE_DATE,
    isSample: true,
    insurers,
    products,
    premiums,
  };
}

export function termDataset(random) {
  const insurers = INSURERS;
  const products = [];
  const premiums = [];
  const terms = ['PayTo65', 'PayTo70', 'PayTo75', 'PayTo85', 'PayToMax'];
  insurers.forEach((insurer, i) => {
    const planName = `${insurer.shortName} TermGuard`;
    products.push(
      productInfo(random, 'term', insurer, planName, {
        promo: i === 4 ? 'valid' : i === 5 ? 'expired' : 'none',
        features: termFeatures(i),
        usps: uspsOf(i),
      }),
    );
    const scale = random.between(0.88, 1.15);
    // Two insurers offer no early CI and one no advanced CI: those plans drop out when it is asked for.
    const perCover = [
      ['death', 0.55 * scale],
      ['tpd', 0.14 * scale],
      ['ci', 1.7 * scale],
      ['eci', 2.1 * scale],
    ].filter(([cover]) => !(cover === 'eci' && i >= 5) && !(cover === 'ci' && i === 3));
    premiums.push(...rateRows(random, { insurer, planName, terms, perCover }));
  });
  return {
    comparisonType: 'term',
    effectiveDate: EFFECTIVE_DATE,
    isSample: true,
    insurers,
    products,
    premiums,
  };
}

export const MULTI_PAY_CI_SAMPLE = sampleOf('multiPayCI', multiCiDataset, { isCommitted: true });
export const TERM_SAMPLE = sampleOf('term', termDataset, { isCommitted: true });
