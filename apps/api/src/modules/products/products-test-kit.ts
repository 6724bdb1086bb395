/**
 * A term premium row (cents per S$1,000) for non-smoking men of ANB 30 to 40, paying to age 75: the
 * rows the import tests make their small datasets of.
 */
export function termPremiumRow(insurer: string, planName: string, cover: string, ratePer1000Cents: number) {
  return {
    insurer,
    planName,
    cover,
    gender: 'M',
    smoker: 'NS',
    policyTerm: 'PayTo75',
    anbFrom: 30,
    anbTo: 40,
    ratePer1000Cents,
  };
}
