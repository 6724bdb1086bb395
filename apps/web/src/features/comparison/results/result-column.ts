import type { ReactNode } from 'react';
import type { ExportCell, ExportKind } from './results-export';
import type { ResultView } from './results-views';

/** One typed field of a file (issue 31): money in cents, a percentage in %, a date as ISO text. */
export type ResultExportField<T> = {
  header: string;
  kind: ExportKind;
  /** A percentage's decimals in the file's number format (0: '0%'); absent: 2. */
  decimals?: number;
  value: (row: T, view?: ResultView) => ExportCell;
};

/** One column of the results table and its phone cards (the table and the cards both read it). */
export type ResultColumn<T> = {
  /** The column's key; the row property it sorts by unless `sortValue` says otherwise. */
  field: string;
  header: string;
  body?: (row: T, view?: ResultView) => ReactNode;
  /** Text for the cell, keyword search and export. */
  text: (row: T, view?: ResultView) => string | number;
  /** Money in integer cents: exported as a number of dollars (issue 9). */
  cents?: (row: T, view?: ResultView) => number;
  /** What the files write for this column (issue 31); absent: the cents, else the text. */
  exportFields?: readonly ResultExportField<T>[];
  /** What the column sorts by (numbers sort numerically: cents, not formatted text). */
  sortValue?: (row: T, view?: ResultView) => unknown;
  /** The premium the adviser compares: first and large on a phone card (issue 9). */
  isHeadline?: boolean;
  isSortable?: boolean;
  /** Left off a phone card when false (spec 001 §2's narrow layout). */
  isShownOnPhone?: boolean;
  /** The view modes that show the column; absent: every mode. */
  viewModes?: readonly string[];
  align?: 'left' | 'right' | 'center';
};

/** A column as one view shows it: its functions read the rows at that view's mode and compare-at. */
function columnAt<T>(column: ResultColumn<T>, view: ResultView): ResultColumn<T> {
  const { body, text, cents, sortValue, exportFields } = column;
  return {
    ...column,
    text: (row) => text(row, view),
    ...(exportFields
      ? { exportFields: exportFields.map((f) => ({ ...f, value: (row: T) => f.value(row, view) })) }
      : {}),
    ...(body ? { body: (row: T) => body(row, view) } : {}),
    ...(cents ? { cents: (row: T) => cents(row, view) } : {}),
    ...(sortValue ? { sortValue: (row: T) => sortValue(row, view) } : {}),
  };
}

/** Issue 10: the columns of the view mode shown, reading values at the compare-at year or age. */
export const columnsOfView = <T>(columns: readonly ResultColumn<T>[], view: ResultView): ResultColumn<T>[] =>
  columns.filter((c) => !c.viewModes || c.viewModes.includes(view.mode)).map((c) => columnAt(c, view));
