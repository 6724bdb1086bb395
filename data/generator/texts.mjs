// Benefit texts of the sample plans. Where real plans of a kind differ between insurers (hospital
// cover before and after admission, panel sizes, non-CDL cancer drug limits, payout periods, claim
// limits, conversion options ...), each fictional insurer says something different; where a rule
// makes them alike (MediShield Life's CDL claim limits), they agree. Picked by the insurer's place in
// INSURERS, never by the random stream, so the premiums stay as they were.

/** Shield's own blocks (spec 001 §3), by insurer (0-4) and ward tier. */
const SHIELD = [
  {
    congenital: 'Covered after 12 months of continuous cover',
    nonCdl: [250_000, 'a year'],
    hospital: '90 days before and 365 days after admission',
    panel: 'Over 500 panel specialists',
    preAuth: 'Pre-authorisation within 1 working day gives a cashless admission at panel hospitals',
  },
  {
    congenital: 'Covered after 24 months of continuous cover',
    nonCdl: [180_000, 'a year'],
    hospital: '180 days before and 365 days after admission',
    panel: 'Over 700 panel specialists',
    preAuth: 'Pre-authorisation through the app; a letter of guarantee for panel hospitals',
  },
  {
    congenital: 'Newborns enrolled within 30 days are covered from birth',
    nonCdl: [200_000, 'a year'],
    hospital: '120 days before and 180 days after admission',
    panel: 'About 350 panel specialists',
    preAuth: 'Pre-authorisation is optional; claims are reimbursed within 14 days',
  },
  {
    congenital: 'Not covered',
    nonCdl: [150_000, 'a year'],
    hospital: '100 days before and 100 days after admission',
    panel: 'Over 600 panel specialists',
    preAuth: 'Pre-authorisation needed for non-panel specialists to get full cover',
  },
  {
    congenital: 'Covered after 12 months, up to S$40,000 a year',
    nonCdl: [300_000, 'a policy year'],
    hospital: '180 days before and 545 days after admission at panel specialists',
    panel: 'About 400 panel specialists',
    preAuth: 'Pre-authorisation gives a cashless admission at any restructured hospital',
  },
];
/** The CDL cover follows MediShield Life's limits, the same for every insurer (issue 5 MediSave rules). */
const CDL_MULTIPLE = { Private: 5, 'Ward A': 5, 'Ward B1': 3, 'Ward C': 2, Standard: 1 };
const NON_CDL_SHARE = { Private: 1, 'Ward A': 0.6, 'Ward B1': 0.4 };
const dollars = (n) => `S$${n.toLocaleString('en-US')}`;

export function shieldExtra(insurerIndex, tier) {
  const t = SHIELD[insurerIndex];
  const share = NON_CDL_SHARE[tier];
  return {
    congenital: [t.congenital],
    cancerDrugCDL: [
      `Up to ${CDL_MULTIPLE[tier]}x the MediShield Life claim limit for drugs on the Cancer Drug List`,
    ],
    cancerDrugService: [
      tier === 'Private' || tier === 'Ward A' ? 'As charged' : 'Up to 3x the MediShield Life limit',
    ],
    cancerDrugNonCDL: [
      share
        ? `Up to ${dollars(Math.round((t.nonCdl[0] * share) / 1000) * 1000)} ${t.nonCdl[1]}`
        : 'Not covered',
    ],
    preAuthorisation: [t.preAuth],
    panelDoctors: [t.panel],
    preAndPostHosp: [t.hospital],
  };
}

/** Highlights (usps) each insurer gives its plans. */
const INSURER_USPS = [
  'Claims paid within 5 working days of complete documents',
  'Claims submitted and tracked in the insurer app',
  '24/7 claims hotline',
  'Dedicated claims officer for hospital stays',
  'Free second medical opinion service',
  'Premium discount for a family of three or more policies',
  'Online policy changes without paper forms',
];
export const uspsOf = (insurerIndex) => [INSURER_USPS[insurerIndex % INSURER_USPS.length]];

/** Long Term Care supplements to CareShield Life: how long and how much they pay differs. */
export const LTC_FEATURES = {
  'Harbourline ElderCare Supplement': [
    'Monthly benefit for life while unable to perform 2 or 3 of the 6 ADLs',
    'Premiums waived while a claim is paid',
    'Rehabilitation benefit of 3x the monthly benefit, once',
  ],
  'Harbourline ElderCare Supplement 3% Escalating': [
    'Monthly benefit for life while unable to perform 2 or 3 of the 6 ADLs',
    'The monthly benefit rises 3% a year until age 65 or the first claim',
    'Premiums waived while a claim is paid',
  ],
  'Lion Gate LongCare Plus': [
    'Monthly benefit for up to 10 years while unable to perform 2 or 3 of the 6 ADLs',
    'Dependant benefit of 50% of the monthly benefit for children under 23',
    'Death benefit of 3x the monthly benefit',
  ],
};

/** Maternity plans by the insurer's place among the five maternity insurers; the fourth has no IVF cover. */
const MATERNITY = [
  [
    'Covers 15 pregnancy complications up to the sum insured',
    'Hospital cash S$100 a day in ICU, up to 30 days',
  ],
  ['Covers 12 pregnancy complications from the 13th week', 'Guaranteed issue of a life plan for the child'],
  [
    'Covers 18 pregnancy complications and 20 congenital illnesses',
    'Death benefit of 100% of the sum insured for the mother',
  ],
  [
    'Covers 10 pregnancy complications; IVF pregnancies are not covered',
    'Hospital cash S$50 a day, up to 10 days',
  ],
  ['Covers 16 pregnancy complications, 4 of them for twins', 'Child cover continues to 18 months of age'],
];
export const maternityFeatures = (maternityIndex, planType) => [
  ...MATERNITY[maternityIndex],
  planType === 'Bundle'
    ? 'Sold with a life plan for the mother; the premium shown excludes it'
    : 'Sold on its own',
];

/** Multi-pay CI: how the claims work differs by insurer. */
const MULTI_CI = [
  [
    'Covers 150 conditions across early, intermediate and severe stages',
    '12 months between claims for unrelated conditions',
  ],
  [
    'Covers 132 conditions',
    'Relapse and recurrence of cancer claimable after 24 months',
    'Premium waiver after an early-stage claim',
  ],
  [
    'Covers 170 conditions including 30 special conditions',
    'No waiting period between claims for unrelated conditions',
  ],
  ['Covers 118 conditions', '24 months between claims for the same condition'],
  [
    'Covers 160 conditions including juvenile and senior conditions',
    'Early-stage claims do not reduce later severe-stage claims',
  ],
];
export const multiCiFeatures = (insurerIndex, maxClaimPct) => [
  `Claims up to ${maxClaimPct}% of the sum insured`,
  ...MULTI_CI[insurerIndex],
];

/** Term: conversion and extra benefits differ by insurer. */
const TERM = [
  ['Convertible to a whole life plan without medical questions before age 60'],
  [
    'Terminal illness benefit of 100% of the death cover',
    'Cover can be increased at marriage or a child’s birth without medical questions',
  ],
  ['Convertible to an endowment or whole life plan before age 65'],
  ['Advanced CI cover not offered with this plan', 'Renewable for another term without medical questions'],
  ['Terminal illness benefit and 30-day free cover when switching from another insurer'],
  ['Early CI cover not offered with this plan', 'Convertible to a whole life plan before age 55'],
  [
    'Early CI cover not offered with this plan',
    'Cover reduces by 5% a year after age 65 with a lower premium',
  ],
];
export const termFeatures = (insurerIndex) => ['Level cover to the chosen age', ...TERM[insurerIndex]];
