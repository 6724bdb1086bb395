import type { TvmField, TvmInputs, TvmMode } from '@portal/contracts';
import { fv, pmt, pv, rate } from '@portal/core';
import { plainNumberText } from './number-text';

// The TVM tabs' labels, the spreadsheet call and its formula; the form's rules are the contract's
// buildTvmFormSchema (packages/contracts calculator-forms.ts).

export const TVM_LABELS: Record<TvmField, string> = {
  ratePct: 'Interest per annum (%)',
  n: 'Number of years (N)',
  pmt: 'Annual payment (PMT)',
  pv: 'Present value (PV)',
  fv: 'Future value (FV)',
};

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
