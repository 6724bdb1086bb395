import type { ReactNode } from 'react';
import type { ExportCell, ExportKind } from './results-export';
import type { ResultView } from './results-views';

/** One typed field of a file (issue 31): money in cents, a percentage in %, a date as ISO text. */
export type ResultExportField<T> = {
  header: string;
  kind: ExportKind;
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
