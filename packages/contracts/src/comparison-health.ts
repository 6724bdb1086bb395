// spec 001 §5: the messages of the health tools' forms (Integrated Shield, Long Term Care, Maternity);
// each tool's schemas are in its module under tools/. Kept family-wide on purpose: several messages
// (the coverage type, the premium, the sum insured's multiple of 100) are shared by the health forms.

export const HEALTH_MESSAGES = {
  coverageTypeRequired: 'Please select a coverage type.',
  sumInsuredMultipleOf100: 'Sum insured must a multiple of 100',
  premiumNotNumber: 'Please enter a number',
  premiumRequired: 'Please enter the premium',
  claimConditionRequired: 'Please select minimum one claim condition',
  invalidGenderTitle: 'Invalid Gender',
  // spec 001 §8, word for word ("only or pregnant mother")
  invalidGender: "Maternity Plans are only or pregnant mother. Current insured's gender is male",
  maternityBundleNote: 'The premium excludes the attached life plan for bundles.',
  // Issue 31, spec 001 §1 and §6: why the Foreigner option cannot be picked
  shieldForeignerNote:
    'No plan for foreigners: Integrated Shield plans are for Singapore citizens and permanent residents only.',
} as const;
