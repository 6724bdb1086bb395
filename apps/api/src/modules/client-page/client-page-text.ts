import { COMPARISON_TITLES, type PublicComparison } from '@portal/contracts';
import { formatDdMmYyyy, formatSingaporeDate } from '@portal/core';

// Issue 36: the sentences a client reads on the page and in its PDF, written once for both.

export const comparisonTitleOf = (c: PublicComparison): string =>
  COMPARISON_TITLES[c.comparisonType] ?? c.comparisonType;

export const headingOf = (c: PublicComparison): string =>
  `${comparisonTitleOf(c)} comparison for ${c.clientName}`;

/** Where the figures come from and when they were published. */
export function datasetSentence(c: PublicComparison): string {
  const published = formatSingaporeDate(c.createdAt);
  if (!c.dataset) return `Figures are as published on ${published}.`;
  const sample = c.dataset.isSample ? ' (sample data, fictional insurers and premiums)' : '';
  return `Figures come from the premium data version effective ${formatDdMmYyyy(c.dataset.effectiveDate)}${sample}, as published on ${published}.`;
}

export const FIGURES_NOTICE =
  'Premiums may change after that date; non-guaranteed values are not guaranteed. This page is for information only and is not a contract.';

export const validUntilSentence = (c: PublicComparison): string =>
  `This link is valid until ${formatSingaporeDate(c.expiresAt)}.`;

/** The insured as the client reads them; spec 001 §7: the engines price by age next birthday. */
export function insuredFacts(c: PublicComparison): string[] {
  const priced =
    c.facts?.pricedAtAnb != null
      ? `Premiums priced at ANB ${c.facts.pricedAtAnb} (age next birthday)`
      : c.comparisonType === 'ilp101'
        ? // the 101 models project premiums and charges with no age in them (spec 001 §9)
          "The projected values do not depend on the insured's age"
        : null;
  return [
    c.insured.gender === 'F' ? 'Female' : 'Male',
    c.insured.smoker ? 'Smoker' : 'Non-Smoker',
    `Age ${c.insured.ageYears} (last birthday)`,
    ...(priced ? [priced] : []),
  ];
}
