import { columnText, type ColumnFormat, type ToolColumn } from '@portal/contracts';
import type { ResultColumn, ResultExportField } from './result-column';
import type { ExportKind } from './results-export';

/** Issue 31: how a file writes a registry format; Y/N, terms and text stay text. */
const EXPORT_KINDS: Record<ColumnFormat, ExportKind> = {
  text: 'text',
  money: 'money',
  moneyWhole: 'money',
  yesNo: 'text',
  percent: 'percent',
  term: 'text',
  integer: 'integer',
  ratio: 'ratio',
  date: 'date',
  years: 'years',
  premiumYears: 'premiumYears',
  age: 'age',
};

/** A registry column as typed file fields: numbers as numbers, a missing value blank (issue 31). */
function exportFieldOf<Row>(column: ToolColumn<Row>): ResultExportField<Row> {
  const kind = EXPORT_KINDS[column.format];
  return {
    header: column.label,
    kind,
    ...(column.decimals === undefined ? {} : { decimals: column.decimals }),
    value: (row, view) => {
      const value = column.value(row, view);
      if (value === null) return null;
      if (kind === 'text') return columnText(column, row, view);
      return typeof value === 'boolean' ? String(value) : value;
    },
  };
}

/**
 * Issue 10: a registry column as the results table shows it. Label, text, alignment, sorting, phone
 * visibility and view modes all come from the tool's declaration in contracts, so the adviser's table,
 * the phone cards, the exports and the client's page read alike.
 */
export function resultColumnOf<Row>(column: ToolColumn<Row>): ResultColumn<Row> {
  return {
    field: column.key,
    header: column.label,
    text: (row, view) => columnText(column, row, view),
    exportFields: (column.exportColumns ?? [column]).map(exportFieldOf),
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
