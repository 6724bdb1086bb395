import { FinanceError } from './finance-error.js';
import { bracketRoot, newtonRoot } from './root-finding.js';

/**
 * IRR and XIRR: the rate r at which the cash flows' net present value is zero,
 * sum(values[i] / (1 + r)^t[i]) = 0, with t[i] = i periods (IRR) or Actual/365 years from the first
 * row's date (XIRR). Newton from the guess first, as the spreadsheet does, then a bracketing search.
 */

const DAYS_PER_YEAR = 365;
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Day numbers already worked out: a KPI table's XIRRs read the same few hundred payout dates for every
 * plan and basis (issue 11), and parsing them was a tenth of its time. Bounded; only valid dates kept.
 */
const KNOWN_DAYS = new Map<string, number>();
const KNOWN_DAYS_KEPT = 4096;

/** Whole days since 1970-01-01 for a calendar date 'YYYY-MM-DD'; 'VALUE' for anything else. */
export function dayNumber(isoDate: string): number {
  const known = KNOWN_DAYS.get(isoDate);
  if (known !== undefined) return known;
  const days = parseDayNumber(isoDate);
  if (KNOWN_DAYS.size >= KNOWN_DAYS_KEPT) KNOWN_DAYS.clear();
  KNOWN_DAYS.set(isoDate, days);
  return days;
}

function parseDayNumber(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new FinanceError('VALUE', `"${isoDate}" is not a date of the form YYYY-MM-DD`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    throw new FinanceError('VALUE', `"${isoDate}" is not a calendar date`);
  }
  return ms / MS_PER_DAY;
}

function checkValues(fn: string, values: readonly number[]): void {
  let hasPositive = false;
  let hasNegative = false;
  for (const v of values) {
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new FinanceError('VALUE', `${fn}: every value must be a finite number`);
    if (v > 0) hasPositive = true;
    else if (v < 0) hasNegative = true;
  }
  // the spreadsheet's #NUM!: with no sign change no rate can make the value zero
  if (!hasPositive || !hasNegative)
    throw new FinanceError('NUM', `${fn}: needs at least one positive and one negative value`);
}

/**
 * Solves sum(values[i] * exp(-times[i] * ln(1 + r))) = 0. For the bracketing search the sum is scaled by
 * (1 + r)^tmax below 0 and (1 + r)^tmin above, which keeps every term no larger than its value. The
 * sums are module functions, not closures made on each call (a KPI table solves a thousand rates).
 */
function solveFlows(fn: string, values: readonly number[], times: Float64Array, guess: number): number {
  return settle(
    fn,
    newtonRoot((r, out) => datedValueAndSlope(values, times, r, out), guess) ??
      bracketRoot((r) => datedScaledValue(values, times, r), guess),
  );
}

function datedValueAndSlope(values: readonly number[], times: Float64Array, r: number, out: Float64Array) {
  const logGrowth = Math.log1p(r);
  let value = 0;
  let slope = 0;
  for (let i = 0; i < values.length; i += 1) {
    const t = times[i] as number;
    const term = (values[i] as number) * Math.exp(-t * logGrowth);
    value += term;
    slope -= t * term;
  }
  out[0] = value;
  out[1] = slope / (1 + r);
}

function datedScaledValue(values: readonly number[], times: Float64Array, r: number): number {
  let tMin = 0;
  let tMax = 0;
  for (const t of times) {
    tMin = Math.min(tMin, t);
    tMax = Math.max(tMax, t);
  }
  const logGrowth = Math.log1p(r);
  const shift = r < 0 ? tMax : tMin;
  let value = 0;
  for (let i = 0; i < values.length; i += 1)
    value += (values[i] as number) * Math.exp((shift - (times[i] as number)) * logGrowth);
  return value;
}

/**
 * IRR's times are 0, 1, 2 ...: the powers of 1 / (1 + r) come by multiplication, and the scaled sum
 * below 0 is a Horner evaluation of sum(values[i] * (1 + r)^(n - 1 - i)).
 */
function solvePeriodicFlows(values: readonly number[], guess: number): number {
  return settle(
    'IRR',
    newtonRoot((r, out) => periodicValueAndSlope(values, r, out), guess) ??
      bracketRoot((r) => periodicScaledValue(values, r), guess),
  );
}

function periodicValueAndSlope(values: readonly number[], r: number, out: Float64Array) {
  const discount = 1 / (1 + r);
  let factor = 1;
  let value = 0;
  let slope = 0;
  for (let i = 0; i < values.length; i += 1) {
    const term = (values[i] as number) * factor;
    value += term;
    slope -= i * term;
    factor *= discount;
  }
  out[0] = value;
  out[1] = slope * discount;
}

function periodicScaledValue(values: readonly number[], r: number): number {
  let value = 0;
  if (r < 0) {
    for (let i = 0; i < values.length; i += 1) value = value * (1 + r) + (values[i] as number);
  } else {
    for (let i = values.length - 1; i >= 0; i -= 1) value = value / (1 + r) + (values[i] as number);
  }
  return value;
}

function settle(fn: string, found: number | undefined): number {
  if (found === undefined || !Number.isFinite(found)) {
    throw new FinanceError(
      'NO_CONVERGENCE',
      `${fn}: no rate in (-100 %, 1e8 %) makes the net present value zero`,
    );
  }
  return found === 0 ? 0 : found;
}

export function irr(values: readonly number[], guess = 0.1): number {
  checkValues('IRR', values);
  if (!Number.isFinite(guess) || guess <= -1)
    throw new FinanceError('VALUE', 'IRR: guess must be greater than -1');
  return solvePeriodicFlows(values, guess);
}

export function xirr(values: readonly number[], dates: readonly string[], guess = 0.1): number {
  if (values.length !== dates.length)
    throw new FinanceError('NUM', 'XIRR: values and dates differ in length');
  checkValues('XIRR', values);
  if (!Number.isFinite(guess) || guess <= -1)
    throw new FinanceError('VALUE', 'XIRR: guess must be greater than -1');
  const times = new Float64Array(values.length);
  const first = dayNumber(dates[0] as string);
  for (let i = 0; i < times.length; i += 1)
    times[i] = (dayNumber(dates[i] as string) - first) / DAYS_PER_YEAR;
  return solveFlows('XIRR', values, times, guess);
}

/** Net present value at `rate` of flows at t = 0, 1, 2 ... (the check the bench applies to IRR answers). */
export function npvAt(rate: number, values: readonly number[]): number {
  const logGrowth = Math.log1p(rate);
  return values.reduce((sum, v, i) => sum + v * Math.exp(-i * logGrowth), 0);
}

/** XIRR's net present value at `rate` (Actual/365 from the first date). */
export function xnpvAt(rate: number, values: readonly number[], dates: readonly string[]): number {
  const logGrowth = Math.log1p(rate);
  const first = dayNumber(dates[0] as string);
  return values.reduce(
    (sum, v, i) => sum + v * Math.exp((-(dayNumber(dates[i] as string) - first) / DAYS_PER_YEAR) * logGrowth),
    0,
  );
}
