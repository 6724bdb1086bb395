import { CodedError } from '../coded-error.js';

/**
 * The spreadsheet's error values, as a typed error: the finance functions return a finite number or
 * throw this, never NaN or Infinity.
 * - 'NUM': no answer exists for these arguments (the spreadsheet's #NUM!, e.g. all cash flows of one sign,
 *   or PMT over 0 periods).
 * - 'VALUE': an argument is not a usable number or date (Excel's #VALUE!).
 * - 'NO_CONVERGENCE': an answer may exist but neither Newton nor the bracketing search found one.
 */
export type FinanceErrorCode = 'NUM' | 'VALUE' | 'NO_CONVERGENCE';

export class FinanceError extends CodedError<FinanceErrorCode> {
  override readonly name = 'FinanceError';
}

export const isFinanceError = (error: unknown): error is FinanceError => error instanceof FinanceError;

/** Every argument must be a finite number; the spreadsheet answers #VALUE! otherwise. */
export function assertFinite(fn: string, args: Record<string, number>): void {
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new FinanceError('VALUE', `${fn}: ${name} must be a finite number`);
    }
  }
}

/** The last guard before a result leaves the module: an overflow becomes an error, not Infinity. */
export function finiteResult(fn: string, value: number): number {
  if (!Number.isFinite(value)) throw new FinanceError('NUM', `${fn}: the result is not a finite number`);
  // -0 would print as "-0.00" on screen
  return value === 0 ? 0 : value;
}
