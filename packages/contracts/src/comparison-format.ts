import { formatDdMmYyyy, formatFigure, formatMoney, formatPercent } from '@portal/core';
import type { CellValue, ToolColumn, ToolView } from './tools/define-tool.js';
import { premiumTermLabel } from './tools/value-columns.js';

// Issue 10: one way to write a comparison cell, so the client's page reads exactly like the adviser's
// table (spec 001 §2) and the export's text matches both. Money is core's formatMoney (ADR 0024), the
// one S$ format of the portal: S$1,234.50, or S$100,000 without the cents.

/** spec 001 §9 policy terms as the screens name them: PayTo75 -> To 75, 20Yrs -> 20 Years. */
export const termLabel = (term: string) => term.replace(/^PayTo/, 'To ').replace(/(\d+)Yrs$/, '$1 Years');

/** A value in its column's format; no value reads '-'. */
export function formatCell(
  format: ToolColumn<unknown>['format'],
  value: CellValue,
  /** A percent column's decimals, the same on every row (issue 31). */
  decimals = 2,
): string {
  if (value === null) return '-';
  switch (format) {
    case 'money':
      return formatMoney(Number(value));
    case 'moneyWhole':
      return formatMoney(Number(value), { showCents: false });
    // spec 001 §2: the Promo column shows Y/N
    case 'yesNo':
      return value ? 'Y' : 'N';
    // Issue 31: a percent column keeps its two decimals, "3.50%" beside "3.47%", so figures line up
    case 'percent':
      return formatPercent(Number(value), decimals);
    case 'term':
      return termLabel(String(value));
    case 'integer':
      return formatFigure(Number(value), { maxDecimals: 0 });
    case 'ratio':
      return Number(value).toFixed(2);
    // An ISO date 'yyyy-mm-dd' as the screens write dates (spec 000: DD/MM/YYYY)
    case 'date':
      return formatDdMmYyyy(String(value));
    case 'years':
      return `${String(value)} years`;
    // spec 001 §9: single pay reads 'Single', else '5 Years'
    case 'premiumYears':
      return premiumTermLabel(Number(value));
    // A lapse age; 'In force to 100' when the policy does not lapse
    case 'age':
      return typeof value === 'number' ? `Age ${value}` : String(value);
    case 'text':
      return String(value);
  }
}

/** The cell text of `column` for `row`, exactly as the adviser's table shows it. */
export function columnText<Row>(column: ToolColumn<Row>, row: Row, view?: ToolView): string {
  const value = column.value(row, view);
  if (value === null && column.missingText) return column.missingText;
  return formatCell(column.format, value, column.decimals);
}
