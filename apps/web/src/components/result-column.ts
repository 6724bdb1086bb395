import type { ReactNode } from 'react';

/** One column of the results table and of its phone cards (results-cards.tsx), declared once for both. */
export type ResultColumn<T> = {
  /** Row property to sort by (numbers sort numerically: cents, not formatted text). */
  field: keyof T & string;
  header: string;
  body?: (row: T) => ReactNode;
  /** Text for keyword search and export. */
  text: (row: T) => string | number;
  /** Money in integer cents: exported as a number of dollars (issue 9). */
  cents?: (row: T) => number;
  /** The premium the adviser compares: first and large on a phone card (issue 9). */
  isHeadline?: boolean;
  isSortable?: boolean;
};
