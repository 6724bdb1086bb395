import {
  LTC_DEFAULTS,
  MATERNITY_DEFAULTS,
  MULTI_CI_DEFAULTS,
  RETIREMENT_DEFAULTS,
  SHIELD_DEFAULTS,
  TERM_DEFAULTS,
  ULI_DEFAULTS,
  WHOLE_LIFE_DEFAULTS,
  type BuiltComparisonType,
} from '@portal/contracts';

// The market bench's searches (issue 33): each tool as its page calls it, for a woman of ANB 36,
// non-smoker. ilp101 projects in the browser from its table and has no search of its own here.
const insured = { anb: 36, ageNearestBirthday: 35, gender: 'F', smoker: 'NS' } as const;

export const endpoints: [BuiltComparisonType, object][] = [
  ['shieldSingle', { query: { ...SHIELD_DEFAULTS, anb: 36 } }],
  ['longTermCare', { anb: 36, gender: 'F', sumInsured: LTC_DEFAULTS.sumInsured, _2ADLs: true, _3ADLs: true }],
  ['maternity', { ...insured, ...MATERNITY_DEFAULTS }],
  [
    'multiPayCI',
    { ...insured, searchType: 'term', sumInsured: [50000, 100000, 150000], term: [MULTI_CI_DEFAULTS.term] },
  ],
  ['term', { ...insured, ...TERM_DEFAULTS, ci: 500000, eci: 100000 }],
  ['retirementIncomePlan', { ...insured, ...RETIREMENT_DEFAULTS }],
  ['lifetimeIncome', insured],
  ['wholeLifeEndowment', insured],
  ['wholeLifePlan', { ...insured, ...WHOLE_LIFE_DEFAULTS }],
  ['universalLifeIndexed', { ...insured, ...ULI_DEFAULTS }],
];
