import type { CashFlowKind, CashFlowRow, CashFlowSeries } from '@portal/contracts';
import { irr, xirr } from '@portal/core';
import { plainNumberText } from './number-text';

// The cash flow tabs' first rows, the spreadsheet call and its formula; the form's rules are the
// contract's buildCashFlowFormSchema (packages/contracts calculator-forms.ts).

// spec 000 §2.4: the list starts with 2 rows, an investment and a collection
export const initialRows = (): CashFlowRow[] => [
  { invest: true, amount: '', date: '' },
  { invest: false, amount: '', date: '' },
];

/** The spreadsheet's IRR or XIRR of the series, as a fraction. Throws FinanceError. */
export const computeCashFlows = (kind: CashFlowKind, s: CashFlowSeries): number =>
  kind === 'irr' ? irr(s.values) : xirr(s.values, s.isoDates);

const signed = (row: CashFlowRow) =>
  `${row.invest ? '-' : ''}${plainNumberText(row.amount).replace(/^-/, '')}`;

/**
 * The Excel formula for the exact inputs, as array constants. XIRR's dates go through DATEVALUE of ISO
 * strings, which Excel and LibreOffice read the same way whatever the locale.
 */
export function cashFlowFormula(
  kind: CashFlowKind,
  rows: readonly CashFlowRow[],
  isoDates: readonly string[],
): string {
  const values = `{${rows.map(signed).join(',')}}`;
  if (kind === 'irr') return `=IRR(${values})`;
  return `=XIRR(${values},DATEVALUE({${isoDates.map((d) => `"${d}"`).join(',')}}))`;
}
