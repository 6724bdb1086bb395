import { describeCriteriaText, type DatasetInfo, type Insured } from '@portal/contracts';
import { formatDdMmYyyy } from '@portal/core';
import type { ExportHeader } from './results-export';

// ADR 0012: the header block of a results export says what was compared, for whom, on which data and by
// whom. Issue 31: the criteria as the form names them, and the year or age a compare-at view reads.

/** The comparison engines price by age next birthday (spec 001 §7), so that is the age basis named. */
export const describeInsured = (insured: Insured) =>
  `${insured.gender}, ${insured.smokingStatus}, ANB ${insured.anb} (age next birthday)`;

export function buildExportHeader({
  tool,
  insured,
  body,
  dataset,
  adviser,
}: {
  tool: string;
  insured: Insured;
  body: unknown;
  dataset: DatasetInfo | null;
  adviser: { name: string; rnf: string } | null;
}): ExportHeader {
  return [
    ['Tool', tool],
    ['Insured', describeInsured(insured)],
    ['Criteria', describeCriteriaText(body)],
    [
      'Data version',
      dataset
        ? `${formatDdMmYyyy(dataset.effectiveDate)}${dataset.isSample ? ' (sample data)' : ''}`
        : 'Not known',
    ],
    ['Adviser', adviser ? `${adviser.name} (RNF ${adviser.rnf})` : 'Not signed in'],
  ];
}
