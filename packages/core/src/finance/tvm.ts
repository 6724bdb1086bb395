import { assertFinite, FinanceError, finiteResult } from './finance-error.js';
import { bracketRoot, newtonRoot } from './root-finding.js';

/**
 * The spreadsheet's time-value-of-money functions with its argument order and sign convention: money
 * paid out is negative, money received positive; `type` 0 pays at the end of each period, anything else
 * at the beginning.
 *
 * Every form goes through (1 + rate)^nper and ((1 + rate)^nper - 1) / rate, computed as exp and expm1 of
 * nper * log1p(rate): no cancellation near rate 0, so 1e-12 % over 1,200 periods stays accurate.
 */
type Compound = { growth: number; annuity: number };

function compound(rate: number, nper: number): Compound {
  if (nper === 0) return { growth: 1, annuity: 0 };
  if (rate > -1) {
    const x = nper * Math.log1p(rate);
    return { growth: Math.exp(x), annuity: rate === 0 ? nper : Math.expm1(x) / rate };
  }
  // rate <= -100 %: the spreadsheet still evaluates (1 + rate)^nper for whole nper
  const growth = Math.pow(1 + rate, nper);
  return { growth, annuity: (growth - 1) / rate };
}

const dueFactor = (rate: number, type: number) => (type === 0 ? 1 : 1 + rate);

export function fv(rate: number, nper: number, pmt: number, pv = 0, type = 0): number {
  assertFinite('FV', { rate, nper, pmt, pv, type });
  const { growth, annuity } = compound(rate, nper);
  return finiteResult('FV', -(pv * growth + pmt * dueFactor(rate, type) * annuity));
}

export function pv(rate: number, nper: number, pmt: number, fv = 0, type = 0): number {
  assertFinite('PV', { rate, nper, pmt, fv, type });
  if (rate > -1) {
    // discounted form: fv / g and (1 - 1/g) / rate stay finite when g overflows (huge rates or terms)
    const x = nper * Math.log1p(rate);
    const discountedAnnuity = rate === 0 ? nper : -Math.expm1(-x) / rate;
    return finiteResult('PV', -(fv * Math.exp(-x) + pmt * dueFactor(rate, type) * discountedAnnuity));
  }
  const { growth, annuity } = compound(rate, nper);
  if (growth === 0) throw new FinanceError('NUM', 'PV: (1 + rate)^nper is zero');
  return finiteResult('PV', -(fv + pmt * dueFactor(rate, type) * annuity) / growth);
}

export function pmt(rate: number, nper: number, pv: number, fv = 0, type = 0): number {
  assertFinite('PMT', { rate, nper, pv, fv, type });
  const { growth, annuity } = compound(rate, nper);
  const perPayment = dueFactor(rate, type) * annuity;
  if (perPayment === 0)
    throw new FinanceError('NUM', 'PMT: the payments have no value at this rate and term');
  return finiteResult('PMT', -(fv + pv * growth) / perPayment);
}

/**
 * The rate per period that makes pv * g + pmt * (1 + rate * type) * (g - 1) / rate + fv zero, with
 * g = (1 + rate)^nper. Newton from `guess` as the spreadsheet does, then the bracketing fallback.
 */
export function rate(nper: number, pmt: number, pv: number, fv = 0, type = 0, guess = 0.1): number {
  assertFinite('RATE', { nper, pmt, pv, fv, type, guess });
  if (nper <= 0) throw new FinanceError('NUM', 'RATE: nper must be greater than 0');
  const isDue = type !== 0;
  const valueAndSlope = (r: number, out: Float64Array) => {
    const x = nper * Math.log1p(r);
    const growth = Math.exp(x);
    const growthMinusOne = Math.expm1(x);
    const annuity = r === 0 ? nper : growthMinusOne / r;
    // d/dr of (g - 1) / r; its closed form cancels near 0, where the series n(n-1)/2 (1 + 2(n-2)r/3) holds
    const annuitySlope =
      Math.abs(r) < 1e-6
        ? ((nper * (nper - 1)) / 2) * (1 + (2 * (nper - 2) * r) / 3)
        : ((nper * growth * r) / (1 + r) - growthMinusOne) / (r * r);
    const due = isDue ? 1 + r : 1;
    out[0] = pv * growth + pmt * due * annuity + fv;
    out[1] = (pv * nper * growth) / (1 + r) + pmt * (isDue ? annuity : 0) + pmt * due * annuitySlope;
  };
  const found =
    newtonRoot(valueAndSlope, guess) ??
    bracketRoot((r) => scaledRateValue(r, nper, pmt, pv, fv, isDue), guess);
  if (found === undefined) {
    const hasBothSigns = Math.min(pmt, pv, fv) < 0 && Math.max(pmt, pv, fv) > 0;
    throw new FinanceError(
      hasBothSigns ? 'NO_CONVERGENCE' : 'NUM',
      'RATE: no rate in (-100 %, 1e8 %) solves these inputs',
    );
  }
  return finiteResult('RATE', found);
}

/** The RATE equation divided by g when rate > 0: same sign and roots, but finite for huge rates and terms. */
function scaledRateValue(
  r: number,
  nper: number,
  pmt: number,
  pv: number,
  fv: number,
  isDue: boolean,
): number {
  const x = nper * Math.log1p(r);
  const due = isDue ? 1 + r : 1;
  if (r <= 0) return pv * Math.exp(x) + pmt * due * (r === 0 ? nper : Math.expm1(x) / r) + fv;
  return pv + (pmt * due * -Math.expm1(-x)) / r + fv * Math.exp(-x);
}
