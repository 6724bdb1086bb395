import type { CellValue, ToolColumn, ToolView } from './tools/define-tool.js';

// Issue 10: one way to write a comparison cell, so the client's page reads exactly like the adviser's
// table (spec 001 §2) and the export's text matches both.

/** Money from integer cents with its currency and thousands separators: S$1,234.50, or S$100,000. */
export function formatCents(cents: number, { currency = 'S$', showCents = true } = {}): string {
  const text = (cents / 100).toLocaleString('en-SG', {
    minimumFractionDigits: showCents ? 2 : 0,
    maximumFractionDigits: showCents ? 2 : 0,
  });
  return `${currency}${text}`;
}

/** spec 001 §9 policy terms as the screens name them: PayTo75 -> To 75, 20Yrs -> 20 Years. */
export const termLabel = (term: string) => term.replace(/^PayTo/, 'To ').replace(/(\d+)Yrs$/, '$1 Years');

/** A value in its column's format; no value reads '-'. */
export function formatCell(format: ToolColumn<unknown>['format'], value: CellValue): string {
  if (value === null) return '-';
  switch (format) {
    case 'money':
      return formatCents(Number(value));
    case 'moneyWhole':
      return formatCents(Number(value), { showCents: false });
    // spec 001 §2: the Promo column shows Y/N
    case 'yesNo':
      return value ? 'Y' : 'N';
    case 'percent':
      return `${Number(value).toLocaleString('en-SG', { maximumFractionDigits: 2 })}%`;
    case 'term':
      return termLabel(String(value));
    case 'integer':
      return Number(value).toLocaleString('en-SG', { maximumFractionDigits: 0 });
    case 'text':
      return String(value);
  }
}

/** The cell text of `column` for `row`, exactly as the adviser's table shows it. */
export function columnText<Row>(column: ToolColumn<Row>, row: Row, view?: ToolView): string {
  return formatCell(column.format, column.value(row, view));
}
