import { expect } from 'vitest';
import { FinanceError, type FinanceErrorCode } from './finance-error.js';

/** The spreadsheet answered with an error; ours must throw, with the code we chose for that cause. */
export type SpreadsheetError = { spreadsheet: string; code: FinanceErrorCode };
export type Expected = number | SpreadsheetError;

// The bar: agree to 1e-9 relative where the spreadsheet converges. An exact 0 is compared
// absolutely, as a relative error to 0 has no meaning.
const RELATIVE_TOLERANCE = 1e-9;
const ZERO_TOLERANCE = 1e-12;

/** Test-only: asserts that `compute` gives the spreadsheet's number, or throws where the spreadsheet errs. */
export function expectSpreadsheetAnswer(compute: () => number, expected: Expected): void {
  if (typeof expected === 'number') {
    const actual = compute();
    const tolerance = expected === 0 ? ZERO_TOLERANCE : RELATIVE_TOLERANCE * Math.abs(expected);
    expect(Math.abs(actual - expected), `got ${actual}, the spreadsheet ${expected}`).toBeLessThanOrEqual(
      tolerance,
    );
    return;
  }
  let thrown: unknown;
  try {
    compute();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(FinanceError);
  expect((thrown as FinanceError).code).toBe(expected.code);
}
