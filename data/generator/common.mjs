// Shared pieces of the sample dataset generator: a seeded PRNG (deterministic output), the fictional
// insurers and the product info every plan carries.

/** mulberry32: a small seeded PRNG; the same seed always gives the same dataset. */
export function createRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (lo, hi) => lo + (hi - lo) * next(),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/** Fictional insurers: any likeness to a real insurer's name is unintended. */
export const INSURERS = [
  { name: 'Harbourline Assurance', shortName: 'Harbourline' },
  { name: 'Lion Gate Life', shortName: 'Lion Gate' },
  { name: 'Straits Mutual', shortName: 'Straits' },
  { name: 'Orchid Bay Insurance', shortName: 'Orchid Bay' },
  { name: 'Kallang Assurance', shortName: 'Kallang' },
  { name: 'Bukit Pine Life', shortName: 'Bukit Pine' },
  { name: 'Marina Crest Insurance', shortName: 'Marina Crest' },
];

export const EFFECTIVE_DATE = '2026-01-01';

/** Every whole number from `from` to `to`, both included. */
export const agesFrom = (from, to) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The entry ages (ANB) a value-series plan sells (issue 33). The sample's plans differ as Singapore
 * plans do (some take children from ANB 1, some adults from 16-18, up to 60-65), and together every
 * value-series tool answers ANB 18 to 60 at least; the market shape sells 1-65 (retirement income from
 * 18) at every plan.
 */
export const entryAgesOf = (sampleRanges, index, { market = false, marketFrom = 1 } = {}) => {
  const [from, to] = market ? [marketFrom, 65] : sampleRanges[index % sampleRanges.length];
  return agesFrom(from, to);
};
export const toCents = (dollars) => Math.round(dollars * 100);

/** Age bands [from, to] of width `step` covering `min`..`max`. */
export function ageBands(min, max, step) {
  const bands = [];
  for (let from = min; from <= max; from += step) bands.push([from, Math.min(from + step - 1, max)]);
  return bands;
}

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/**
 * The portal serves a sample product summary PDF at this path for every sample plan (ADR 0013), so the
 * Information Online links resolve without leaving the portal.
 */
export const productSummaryUrl = (type, planName) =>
  `/api/public/product-summary/${type}/${slug(planName)}.pdf`;

/**
 * Product info in the import format. The results table says the data is sample data (issue 5); the
 * plan texts read like a real product's, so no bullet of them says so (issue 9).
 */
export function productInfo(
  random,
  type,
  insurer,
  planName,
  { promo = 'none', extra = {}, features, usps } = {},
) {
  const promos = {
    none: null,
    valid: {
      name: `${insurer.shortName} Year-End Savings`,
      details: ['5% off the first-year premium', 'Applies to policies submitted by 31 Dec'],
      validFrom: '2026-01-01',
      validTo: '2099-12-31',
    },
    expired: {
      name: `${insurer.shortName} Launch Offer`,
      details: ['10% off the first-year premium'],
      validFrom: '2025-01-01',
      validTo: '2025-06-30',
    },
  };
  return {
    insurer: insurer.name,
    planName,
    updatedAt: random.pick(['2025-11-03', '2025-12-15', '2026-01-01']),
    features,
    premiumHoliday: ['Not available'],
    partialSurrender: ['Not applicable'],
    fullSurrender: ['No surrender value'],
    loan: ['Not available'],
    notes: ['Premiums are not guaranteed and may be revised by the insurer'],
    usps,
    material: [
      { upload: true, url: productSummaryUrl(type, planName), fileName: `${planName} Product Summary.pdf` },
    ],
    promo: promos[promo],
    extra,
  };
}

/**
 * A tool's sample dataset (issue 5), declared beside its builder and found by
 * scripts/generate-tool-lists.mjs (ADR 0028), which lists every one in samples.generated.mjs. A
 * committed sample is small and in git; the others (every entry age, ADR 0039) are written at first start.
 */
export const sampleOf = (type, build, { isCommitted }) => ({ type, build, isCommitted });
