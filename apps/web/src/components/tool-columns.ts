import { columnText, type ToolColumn } from '@portal/contracts';
import type { ResultColumn } from './result-column';

/**
 * Issue 10: a registry column as the results table shows it. Label, text, alignment, sorting, phone
 * visibility and view modes all come from the tool's declaration in contracts, so the adviser's table,
 * the phone cards, the exports and the client's page read alike.
 */
export function resultColumnOf<Row>(column: ToolColumn<Row>): ResultColumn<Row> {
  const isMoney = column.format === 'money' || column.format === 'moneyWhole';
  return {
    field: column.key,
    header: column.label,
    text: (row, view) => columnText(column, row, view),
    // Money is exported as a number of dollars (ADR 0012); a missing value exports as its text.
    ...(isMoney
      ? {
          cents: (row: Row, view?: Parameters<ToolColumn<Row>['value']>[1]) =>
            Number(column.value(row, view) ?? 0),
        }
      : {}),
    sortValue: (row, view) => (column.sortValue ? column.sortValue(row) : column.value(row, view)),
    isSortable: column.isSortable,
    isShownOnPhone: column.isShownOnPhone,
    align: column.align,
    ...(column.isHeadline ? { isHeadline: true } : {}),
    ...(column.viewModes ? { viewModes: column.viewModes } : {}),
  };
}

export const resultColumnsOf = <Row>(columns: readonly ToolColumn<Row>[]): ResultColumn<Row>[] =>
  columns.map(resultColumnOf);
