/** How a sentence names policy terms: PayTo65 -> "to 65", 20Yrs -> "for 20 years" (spec 001 §9). */
const termWords = (term: string) =>
  term === 'PayToMax'
    ? 'to the maximum age'
    : term.startsWith('PayTo')
      ? `to ${term.slice(5)}`
      : `for ${term.replace(/Yrs$/, '')} years`;

/** "cover to 65, to 70": how an empty reason names the searched terms (issue 9). */
export const policyTermsLabel = (terms: readonly string[]) => `cover ${terms.map(termWords).join(', ')}`;
