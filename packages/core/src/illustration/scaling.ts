import { IllustrationError, type IllustrationYear, type ValueSeries } from './value-series.js';

// ADR 0011: stored values are dollars per 1,000 of the plan's basis (total premium, sum assured or
// monthly income), numeric(16, 6), read as decimal strings. Scaling is exact in BigInt and rounds once.

export const UNIT_OF_BASIS = 1000;
export const UNIT_VALUE_DECIMALS = 6;
// numeric(16, 6): up to 10 digits before the point, up to 6 after; never negative
const UNIT_VALUE = /^(\d{1,10})(?:\.(\d{1,6}))?$/;
const MICROS_PER_DOLLAR = 1_000_000n;
// value cents = micro-dollars per unit x amount cents / (1e6 micro-dollars per dollar x 1,000 per unit)
const SCALE_DIVISOR = MICROS_PER_DOLLAR * BigInt(UNIT_OF_BASIS);

/** One stored year: per 1,000 of the basis, as the table's numeric columns read (decimal strings). */
export interface IllustrationUnitYear {
  policyYear: number;
  premiumDuePer1000: string;
  surrenderValueGtdPer1000: string;
  surrenderValueTotalPer1000: string;
  payoutGtdPer1000: string;
  payoutTotalPer1000: string;
  deathBenefitGtdPer1000: string;
  deathBenefitTotalPer1000: string;
}

/** Whether `parseUnitValue` takes the text: what numeric(16, 6) holds, never negative. */
export const isUnitValue = (text: string): boolean => UNIT_VALUE.test(text);

/** A stored unit value in millionths of a dollar; 'VALUE' for anything numeric(16, 6) cannot hold. */
export function parseUnitValue(text: string): bigint {
  const match = UNIT_VALUE.exec(text);
  if (!match)
    throw new IllustrationError('VALUE', `"${text}" is not a non-negative value with at most 6 decimals`);
  const fraction = (match[2] ?? '').padEnd(UNIT_VALUE_DECIMALS, '0');
  return BigInt(match[1] as string) * MICROS_PER_DOLLAR + BigInt(fraction);
}

/**
 * The one rounding of value-series money: the exact non-negative amount numerator / denominator cents,
 * to whole cents, half up (a half cent goes up; values are never negative, so this is also half away
 * from zero, the spreadsheet's ROUND(x; 2)).
 */
export function roundHalfUpToCent(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n)
    throw new IllustrationError(
      'VALUE',
      'roundHalfUpToCent takes a non-negative amount over a positive divisor',
    );
  return (2n * numerator + denominator) / (2n * denominator);
}

function assertAmountCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new IllustrationError('VALUE', 'the amount must be a positive whole number of cents');
}

/**
 * The same answer as the BigInt path, in integers a double holds exactly (issue 11, ADR 0031: a KPI table
 * scales tens of thousands of values). With k = amountCents / 1,000 (an amount in whole S$10), the cents
 * are micro-dollars x k / 10^6, rounded half up: q = floor((2 x micro x k + 10^6) / (2 x 10^6)), the
 * quotient corrected by one either way against the exact products. Null when a figure would pass 2^53.
 */
function scaleInSafeIntegers(unitValue: string, amountCents: number): number | null {
  const micros = safeMicrosOf(unitValue);
  return micros === null ? null : scaleMicros(micros, amountCents);
}

/** A stored value in millionths of a dollar as a safe integer; null: not one the fast path takes. */
function safeMicrosOf(unitValue: string): number | null {
  const match = UNIT_VALUE.exec(unitValue);
  if (!match || (match[1] as string).length > 9) return null;
  return Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(UNIT_VALUE_DECIMALS, '0'));
}

/** `scaleInSafeIntegers` once the value is parsed: null when a figure would pass 2^53. */
function scaleMicros(micros: number, amountCents: number): number | null {
  if (amountCents % UNIT_OF_BASIS !== 0) return null;
  const numerator = 2 * micros * (amountCents / UNIT_OF_BASIS) + 1_000_000;
  if (!Number.isSafeInteger(numerator)) return null;
  const denominator = 2_000_000;
  let q = Math.floor(numerator / denominator);
  if (q * denominator > numerator) q -= 1;
  else if ((q + 1) * denominator <= numerator) q += 1;
  return q;
}

/** A unit value for the adviser's amount of the basis (e.g. S$300,000 total premium = 30,000,000 cents). */
export function scaleUnitValue(unitValue: string, amountCents: number): number {
  assertAmountCents(amountCents);
  const fast = scaleInSafeIntegers(unitValue, amountCents);
  if (fast !== null) return fast;
  const cents = roundHalfUpToCent(parseUnitValue(unitValue) * BigInt(amountCents), SCALE_DIVISOR);
  if (cents > BigInt(Number.MAX_SAFE_INTEGER))
    throw new IllustrationError('VALUE', `${unitValue} per 1,000 of ${amountCents} cents overflows`);
  return Number(cents);
}

/** The per-unit value columns of an illustration year, in their stored order. */
export const UNIT_VALUE_FIELDS = [
  'premiumDuePer1000',
  'surrenderValueGtdPer1000',
  'surrenderValueTotalPer1000',
  'payoutGtdPer1000',
  'payoutTotalPer1000',
  'deathBenefitGtdPer1000',
  'deathBenefitTotalPer1000',
] as const;

/** A stored year read once: its values as text and, where the fast path takes them, in micro-dollars. */
interface ParsedUnitYear {
  policyYear: number;
  texts: readonly string[];
  micros: readonly (number | null)[];
}

// ADR 0031: a KPI table scales each stored illustration at every total premium, and the stored rows
// are cached per dataset version; each is sorted and parsed once, not once per amount. Keyed by the
// rows array, so the entry goes with it (the rows are readonly: never changed once read).
const PARSED_SERIES = new WeakMap<readonly IllustrationUnitYear[], readonly ParsedUnitYear[]>();

function parsedUnitSeries(rows: readonly IllustrationUnitYear[]): readonly ParsedUnitYear[] {
  const known = PARSED_SERIES.get(rows);
  if (known) return known;
  const parsed = [...rows]
    .sort((a, b) => a.policyYear - b.policyYear)
    .map((row): ParsedUnitYear => {
      const texts = UNIT_VALUE_FIELDS.map((field) => row[field]);
      return { policyYear: row.policyYear, texts, micros: texts.map(safeMicrosOf) };
    });
  // The years are checked here, once: every scaled value is whole non-negative cents by construction
  // (scaleMicros, or scaleUnitValue, which throws rather than pass 2^53), so a scaled series needs no
  // check of its own (assertValueSeries would say the same for each amount).
  parsed.forEach((year, index) => {
    if (year.policyYear !== index + 1)
      throw new IllustrationError('SERIES', `policy year ${index + 1} is missing or out of order`);
  });
  if (parsed.length === 0) throw new IllustrationError('SERIES', 'the series has no policy year');
  PARSED_SERIES.set(rows, parsed);
  return parsed;
}

/** One stored value for the adviser's amount: the parsed fast path, else the value's own path. */
function scaleParsed(year: ParsedUnitYear, field: number, amountCents: number): number {
  const micros = year.micros[field] as number | null;
  return (
    (micros === null ? null : scaleMicros(micros, amountCents)) ??
    scaleUnitValue(year.texts[field] as string, amountCents)
  );
}

/** A stored illustration (any row order) for the adviser's amount; checked to be years 1..n. */
export function scaleUnitSeries(rows: readonly IllustrationUnitYear[], amountCents: number): ValueSeries {
  assertAmountCents(amountCents);
  const parsed = parsedUnitSeries(rows);
  const series = new Array<IllustrationYear>(parsed.length);
  for (let i = 0; i < parsed.length; i += 1) {
    const year = parsed[i] as ParsedUnitYear;
    series[i] = {
      policyYear: year.policyYear,
      premiumDueCents: scaleParsed(year, 0, amountCents),
      surrenderValueGtdCents: scaleParsed(year, 1, amountCents),
      surrenderValueTotalCents: scaleParsed(year, 2, amountCents),
      payoutGtdCents: scaleParsed(year, 3, amountCents),
      payoutTotalCents: scaleParsed(year, 4, amountCents),
      deathBenefitGtdCents: scaleParsed(year, 5, amountCents),
      deathBenefitTotalCents: scaleParsed(year, 6, amountCents),
    };
  }
  return series;
}
