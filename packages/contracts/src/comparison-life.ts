// spec 001 §5: the messages of the life tools' forms (Multi-pay CI and Term); each tool's schemas are in
// its module under tools/. Kept family-wide on purpose: spec 001 §5 lists them under the life forms,
// and the web forms and tests read them by this one name (a tool made from term's reuses them).

export const LIFE_MESSAGES = {
  atLeastOneSumInsured: 'Please select at least one sum insured amount',
  termRequired: 'Please select a term',
  atLeastOneTerm: 'Please select at least one term',
  sumInsuredRequired: 'Please select a sum insured amount',
  coverageTermRequired: 'Please select coverage term',
  deathMinimum: 'Death cover cannot be less than $1M',
  tpdAboveDeath: 'TPD cover cannot be more than death cover',
  ciAboveDeath: 'Advanced CI cover cannot be more than death cover',
} as const;
