import type { ResultColumn } from './results-table';

/** Five result rows and their columns for the results table tests (issue 9). */
export type Row = { uniqueID: string; insurer: string; planName: string; premiumCents: number };
const row = (insurer: string, premiumCents: number): Row => ({
  uniqueID: `${insurer} - ${insurer} Term`,
  insurer,
  planName: `${insurer} Term`,
  premiumCents,
});
// Lowest premium first, as the server sends them.
export const ROWS: Row[] = [
  row('Alpha', 100_00),
  row('Orchid Bay', 120_00),
  row('Harbourline', 150_00),
  row('Delta', 175_50),
  row('Beacon', 210_00),
];
export const COLUMNS: ResultColumn<Row>[] = [
  { field: 'insurer', header: 'Insurer', text: (r) => r.insurer },
  { field: 'planName', header: 'Plan', text: (r) => r.planName },
  {
    field: 'premiumCents',
    header: 'Premium',
    text: (r) => `S$${(r.premiumCents / 100).toFixed(2)}`,
    cents: (r) => r.premiumCents,
    isHeadline: true,
  },
];
