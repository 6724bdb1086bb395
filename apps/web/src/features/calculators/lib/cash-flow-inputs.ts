import { CASH_FLOW_MESSAGES as M } from '@portal/contracts';
import { irr, xirr } from '@portal/core';
import { z } from 'zod';
import { isoFromDdMmYyyy, parseNumberText, plainNumberText } from './number-text';

/** spec 000 §3 "Cash flow entry": invest is an outflow, collect an inflow; the date is XIRR's only. */
export const cashFlowRowSchema = z.object({ invest: z.boolean(), amount: z.string(), date: z.string() });
export type CashFlowRow = z.infer<typeof cashFlowRowSchema>;
export const cashFlowRowsSchema = z.array(cashFlowRowSchema).min(2);
export type CashFlowKind = 'irr' | 'xirr';

// spec 000 §2.4: the list starts with 2 rows, an investment and a collection
export const initialRows = (): CashFlowRow[] => [
  { invest: true, amount: '', date: '' },
  { invest: false, amount: '', date: '' },
];

export type RowErrors = { amount?: string; date?: string };
export type CashFlowErrors = { rows: RowErrors[]; list: string[] };
export type CashFlowSeries = { values: number[]; isoDates: string[] };

/** spec 000 §5.1 (XIRR) and §5.2 (IRR): per row, then over the whole list. */
export function validateCashFlows(
  kind: CashFlowKind,
  rows: readonly CashFlowRow[],
): { errors: CashFlowErrors; series?: CashFlowSeries } {
  const errors: CashFlowErrors = { rows: rows.map(() => ({})), list: [] };
  const values: number[] = [];
  const isoDates: string[] = [];
  rows.forEach((row, i) => {
    const rowErrors = errors.rows[i] as RowErrors;
    const parsed = parseNumberText(row.amount);
    if (kind === 'xirr') {
      if (parsed.kind !== 'number' || parsed.value <= 0) rowErrors.amount = M.amountPositive;
      if (row.date.trim() === '') rowErrors.date = M.dateRequired;
      else {
        const iso = isoFromDdMmYyyy(row.date);
        if (iso) isoDates.push(iso);
        else rowErrors.date = M.dateInvalid;
      }
    } else if (parsed.kind === 'blank') rowErrors.amount = M.irrAmountRequired;
    else if (parsed.kind === 'invalid') rowErrors.amount = M.notANumber;
    values.push(parsed.kind === 'number' ? (row.invest ? -parsed.value : parsed.value) : Number.NaN);
  });
  if (kind === 'irr') {
    const first = errors.rows[0];
    const last = errors.rows[rows.length - 1];
    if (first && !first.amount && values[0] === 0) first.amount = M.startsWithZero;
    if (last && !last.amount && values[values.length - 1] === 0) last.amount = M.endsWithZero;
  }
  // the list's rules only once every amount is a number: a blank row is already flagged where it is
  if (values.every(Number.isFinite)) {
    if (!values.some((v) => v > 0)) errors.list.push(M.inflowNeeded);
    if (!values.some((v) => v < 0)) errors.list.push(M.outflowNeeded);
  }
  const isValid = errors.list.length === 0 && errors.rows.every((r) => !r.amount && !r.date);
  return isValid ? { errors, series: { values, isoDates } } : { errors };
}

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
