import { isCalendarDate } from '@portal/core';
import { z } from 'zod';
import { CALCULATOR_CONSTANTS, CASH_FLOW_MESSAGES, TVM_MESSAGES } from './calculators.js';

// spec 000 §3 and §5.1 to §5.3: the calculators' forms. Inputs are text, so a non-number can be told
// apart from a blank (the spec has a message for each); each schema turns the text into numbers.

/** A calculator's number as typed: thousands separators and spaces allowed, as advisers paste "1,200,000". */
export type ParsedNumber = { kind: 'blank' } | { kind: 'invalid' } | { kind: 'number'; value: number };

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

export function parseCalculatorNumber(text: string): ParsedNumber {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return { kind: 'blank' };
  if (!NUMBER.test(cleaned)) return { kind: 'invalid' };
  const value = Number(cleaned);
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}

const DD_MM_YYYY_DASHED = /^(\d{2})-(\d{2})-(\d{4})$/;

/** spec 000 §5.1: an XIRR date 'DD-MM-YYYY' to 'YYYY-MM-DD'; undefined when it is not a calendar date. */
export function isoFromDashedDate(text: string): string | undefined {
  const match = DD_MM_YYYY_DASHED.exec(text.trim());
  if (!match) return undefined;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const iso = `${yyyy}-${mm}-${dd}`;
  return isCalendarDate(iso) && Number(yyyy) >= 1900 ? iso : undefined;
}

type Fail = (path: (string | number)[], message: string) => void;
const failerFor =
  (ctx: z.RefinementCtx): Fail =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path, message });

// --- PV, FV, PMT and RATE (spec 000 §5.3) ---

/** spec 000 §3 "Calculator inputs": pv, pmt, n, rate, fv, as typed. */
export const tvmInputsSchema = z.object({
  pv: z.string(),
  fv: z.string(),
  pmt: z.string(),
  n: z.string(),
  ratePct: z.string(),
});
export type TvmInputs = z.input<typeof tvmInputsSchema>;
export type TvmField = keyof TvmInputs;
export const TVM_MODES = ['pv', 'fv', 'pmt', 'rate'] as const;
export type TvmMode = (typeof TVM_MODES)[number];

export const EMPTY_TVM_INPUTS: TvmInputs = { pv: '', fv: '', pmt: '', n: '', ratePct: '' };

/** Each tab solves for one quantity from the others (the spreadsheet's argument order). */
export const TVM_FIELDS: Record<TvmMode, readonly TvmField[]> = {
  pv: ['ratePct', 'n', 'pmt', 'fv'],
  fv: ['ratePct', 'n', 'pmt', 'pv'],
  pmt: ['ratePct', 'n', 'pv', 'fv'],
  rate: ['n', 'pmt', 'pv', 'fv'],
};

const TVM_REQUIRED: Record<TvmField, string> = {
  pv: TVM_MESSAGES.pvRequired,
  fv: TVM_MESSAGES.fvRequired,
  pmt: TVM_MESSAGES.pmtRequired,
  n: TVM_MESSAGES.nRequired,
  ratePct: TVM_MESSAGES.rateRequired,
};

/** spec 000 §5.3: every field the tab shows is required and a number; rate >= -100 %; n > 0. */
export function buildTvmFormSchema(mode: TvmMode) {
  return tvmInputsSchema
    .superRefine((v, ctx) => {
      const fail = failerFor(ctx);
      for (const field of TVM_FIELDS[mode]) {
        const parsed = parseCalculatorNumber(v[field]);
        if (parsed.kind === 'blank') fail([field], TVM_REQUIRED[field]);
        else if (parsed.kind === 'invalid') fail([field], TVM_MESSAGES.notANumber);
        else if (field === 'ratePct' && parsed.value < CALCULATOR_CONSTANTS.minRatePct)
          fail([field], TVM_MESSAGES.rateTooLow);
        else if (field === 'n' && parsed.value <= 0) fail([field], TVM_MESSAGES.nNotPositive);
      }
    })
    .transform((v): Record<TvmField, number> => {
      const number = (field: TvmField) => {
        const parsed = parseCalculatorNumber(v[field]);
        // fields the tab does not show count as 0; the spreadsheet function never reads them
        return TVM_FIELDS[mode].includes(field) && parsed.kind === 'number' ? parsed.value : 0;
      };
      return {
        pv: number('pv'),
        fv: number('fv'),
        pmt: number('pmt'),
        n: number('n'),
        ratePct: number('ratePct'),
      };
    });
}

// --- IRR and XIRR (spec 000 §5.1, §5.2) ---

/** spec 000 §3 "Cash flow entry": invest is an outflow, collect an inflow; the date is XIRR's only. */
export const cashFlowRowSchema = z.object({ invest: z.boolean(), amount: z.string(), date: z.string() });
export type CashFlowRow = z.input<typeof cashFlowRowSchema>;
export const cashFlowRowsSchema = z.array(cashFlowRowSchema).min(CALCULATOR_CONSTANTS.minCashFlows);
export type CashFlowKind = 'irr' | 'xirr';
/** The signed amounts (outflows negative) and, for XIRR, the ISO dates, in the rows' order. */
export type CashFlowSeries = { values: number[]; isoDates: string[] };

const signedValue = (row: CashFlowRow): number => {
  const parsed = parseCalculatorNumber(row.amount);
  if (parsed.kind !== 'number') return Number.NaN;
  return row.invest ? -parsed.value : parsed.value;
};

/**
 * spec 000 §5.1 (XIRR) and §5.2 (IRR): per row, then over the whole list. A row's messages go to
 * ['rows', i, 'amount' | 'date']; the list's (an inflow and an outflow needed) to ['rows'].
 */
export function buildCashFlowFormSchema(kind: CashFlowKind) {
  const M = CASH_FLOW_MESSAGES;
  return z
    .object({ rows: cashFlowRowsSchema })
    .superRefine(({ rows }, ctx) => {
      const fail = failerFor(ctx);
      const failed = new Set<number>();
      const failRow = (i: number, field: 'amount' | 'date', message: string) => {
        failed.add(i);
        fail(['rows', i, field], message);
      };
      rows.forEach((row, i) => {
        const parsed = parseCalculatorNumber(row.amount);
        if (kind === 'xirr') {
          if (parsed.kind !== 'number' || parsed.value <= 0) failRow(i, 'amount', M.amountPositive);
          if (row.date.trim() === '') failRow(i, 'date', M.dateRequired);
          else if (!isoFromDashedDate(row.date)) failRow(i, 'date', M.dateInvalid);
        } else if (parsed.kind === 'blank') failRow(i, 'amount', M.irrAmountRequired);
        else if (parsed.kind === 'invalid') failRow(i, 'amount', M.notANumber);
      });
      const values = rows.map(signedValue);
      if (kind === 'irr') {
        const last = rows.length - 1;
        if (!failed.has(0) && values[0] === 0) failRow(0, 'amount', M.startsWithZero);
        if (!failed.has(last) && values[last] === 0) failRow(last, 'amount', M.endsWithZero);
      }
      // the list's rules only once every amount is a number: a blank row is already flagged where it is
      if (values.every(Number.isFinite)) {
        if (!values.some((v) => v > 0)) fail(['rows'], M.inflowNeeded);
        if (!values.some((v) => v < 0)) fail(['rows'], M.outflowNeeded);
      }
    })
    .transform(({ rows }): CashFlowSeries => ({
      values: rows.map(signedValue),
      isoDates: kind === 'xirr' ? rows.map((r) => isoFromDashedDate(r.date) ?? '') : [],
    }));
}
export type CashFlowFormValues = z.input<ReturnType<typeof buildCashFlowFormSchema>>;
