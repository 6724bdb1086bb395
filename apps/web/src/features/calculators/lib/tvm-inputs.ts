import { TVM_MESSAGES as M, CALCULATOR_CONSTANTS } from '@portal/contracts';
import { fv, pmt, pv, rate } from '@portal/core';
import { z } from 'zod';
import { parseNumberText, plainNumberText } from './number-text';

/** spec 000 §3 "Calculator inputs": pv, pmt, n, rate, fv, as typed. */
export const tvmInputsSchema = z.object({
  pv: z.string(),
  fv: z.string(),
  pmt: z.string(),
  n: z.string(),
  ratePct: z.string(),
});
export type TvmInputs = z.infer<typeof tvmInputsSchema>;
export type TvmField = keyof TvmInputs;
export type TvmMode = 'pv' | 'fv' | 'pmt' | 'rate';

export const EMPTY_TVM_INPUTS: TvmInputs = { pv: '', fv: '', pmt: '', n: '', ratePct: '' };

/** Each tab solves for one quantity from the others (the spreadsheet's argument order). */
export const TVM_FIELDS: Record<TvmMode, readonly TvmField[]> = {
  pv: ['ratePct', 'n', 'pmt', 'fv'],
  fv: ['ratePct', 'n', 'pmt', 'pv'],
  pmt: ['ratePct', 'n', 'pv', 'fv'],
  rate: ['n', 'pmt', 'pv', 'fv'],
};

export const TVM_LABELS: Record<TvmField, string> = {
  ratePct: 'Interest per annum (%)',
  n: 'Number of years (N)',
  pmt: 'Annual payment (PMT)',
  pv: 'Present value (PV)',
  fv: 'Future value (FV)',
};

const REQUIRED: Record<TvmField, string> = {
  pv: M.pvRequired,
  fv: M.fvRequired,
  pmt: M.pmtRequired,
  n: M.nRequired,
  ratePct: M.rateRequired,
};

export type TvmErrors = Partial<Record<TvmField, string>>;

/** spec 000 §5.3: every shown field is required and a number; rate >= -100 %; n > 0. */
export function validateTvm(
  mode: TvmMode,
  inputs: TvmInputs,
): { errors: TvmErrors; values?: Record<TvmField, number> } {
  const errors: TvmErrors = {};
  const values = { pv: 0, fv: 0, pmt: 0, n: 0, ratePct: 0 };
  for (const field of TVM_FIELDS[mode]) {
    const parsed = parseNumberText(inputs[field]);
    if (parsed.kind === 'blank') errors[field] = REQUIRED[field];
    else if (parsed.kind === 'invalid') errors[field] = M.notANumber;
    else if (field === 'ratePct' && parsed.value < CALCULATOR_CONSTANTS.minRatePct)
      errors[field] = M.rateTooLow;
    else if (field === 'n' && parsed.value <= 0) errors[field] = M.nNotPositive;
    else values[field] = parsed.value;
  }
  return Object.keys(errors).length ? { errors } : { errors, values };
}

// spec 000 §5.3: payments at the beginning of each period
const TYPE_BEGINNING = 1;

/** The spreadsheet's answer for the tab; a rate comes back as a fraction. Throws FinanceError. */
export function computeTvm(mode: TvmMode, v: Record<TvmField, number>): number {
  const r = v.ratePct / 100;
  switch (mode) {
    case 'pv':
      return pv(r, v.n, v.pmt, v.fv, TYPE_BEGINNING);
    case 'fv':
      return fv(r, v.n, v.pmt, v.pv, TYPE_BEGINNING);
    case 'pmt':
      return pmt(r, v.n, v.pv, v.fv, TYPE_BEGINNING);
    case 'rate':
      return rate(v.n, v.pmt, v.pv, v.fv, TYPE_BEGINNING);
  }
}

/** The Excel formula for the exact inputs; the rate as typed with a % sign, so no digit is lost. */
export function tvmFormula(mode: TvmMode, inputs: TvmInputs): string {
  const t = (field: TvmField) => plainNumberText(inputs[field]);
  const ratePct = `${t('ratePct')}%`;
  switch (mode) {
    case 'pv':
      return `=PV(${ratePct},${t('n')},${t('pmt')},${t('fv')},${TYPE_BEGINNING})`;
    case 'fv':
      return `=FV(${ratePct},${t('n')},${t('pmt')},${t('pv')},${TYPE_BEGINNING})`;
    case 'pmt':
      return `=PMT(${ratePct},${t('n')},${t('pv')},${t('fv')},${TYPE_BEGINNING})`;
    case 'rate':
      return `=RATE(${t('n')},${t('pmt')},${t('pv')},${t('fv')},${TYPE_BEGINNING})`;
  }
}
