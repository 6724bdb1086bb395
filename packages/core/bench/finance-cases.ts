// The generated series of finance.bench.ts, as plain data so a worker thread can receive them.
import * as formulajs from '@formulajs/formulajs';
import { dayNumber, irr, npvAt, rate, xirr, xnpvAt } from '../src/index.js';

export type Kind = 'irr' | 'xirr' | 'rate';
export type Series =
  | { kind: 'irr'; values: number[] }
  | { kind: 'xirr'; values: number[]; dates: string[] }
  | { kind: 'rate'; nper: number; pmt: number; pv: number; fv: number; type: number };

// mulberry32: the same inputs on every run
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ISO = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** `count` series of `kind`, each built around a chosen root in (-0.99, 10), spread evenly over ln(1 + r). */
export function generateSeries(kind: Kind, count: number): Series[] {
  const random = randomFrom(20_240_601);
  const between = (low: number, high: number) => low + (high - low) * random();
  const wholeBetween = (low: number, high: number) => Math.floor(between(low, high + 1));
  return Array.from({ length: count }, (): Series => {
    const root = Math.expm1(between(Math.log(0.01), Math.log(11)));
    if (kind === 'rate') {
      // fv = -(pv (1 + r)^n + ...) must stay a finite number: (1 + r)^n below 1e260
      const nper = wholeBetween(1, Math.min(480, Math.floor(600 / Math.max(Math.log1p(root), 1e-9))));
      const type = wholeBetween(0, 1);
      const pmt = Math.round(between(-5000, 5000));
      const pv = Math.round(between(-500_000, 500_000));
      const x = nper * Math.log1p(root);
      const fv = -(pv * Math.exp(x) + (pmt * (type ? 1 + root : 1) * Math.expm1(x)) / root);
      return { kind, nper, pmt, pv, type, fv };
    }
    const values = Array.from({ length: wholeBetween(2, kind === 'irr' ? 25 : 20) }, () =>
      Math.round(between(-300, 1000)),
    );
    values[0] = 0;
    if (kind === 'irr') {
      values[0] = -npvAt(root, values);
      return { kind, values };
    }
    const start = dayNumber('2015-01-01') + wholeBetween(0, 3000);
    const days = [start, ...values.slice(1).map(() => start + wholeBetween(1, 30 * 365))].sort(
      (a, b) => a - b,
    );
    const dates = days.map(ISO);
    values[0] = -xnpvAt(root, values, dates);
    return { kind, values, dates };
  });
}

/** The RATE equation's three terms; divided by (1 + r)^n above 0 so that they stay finite. */
function rateParts(s: Extract<Series, { kind: 'rate' }>, r: number) {
  const x = s.nper * Math.log1p(r);
  const due = s.type ? 1 + r : 1;
  const parts =
    r > 0
      ? [s.pv, (s.pmt * due * -Math.expm1(-x)) / r, s.fv * Math.exp(-x)]
      : [s.pv * Math.exp(x), s.pmt * due * (r === 0 ? s.nper : Math.expm1(x) / r), s.fv];
  return { sum: parts.reduce((a, b) => a + b, 0), scale: Math.max(...parts.map(Math.abs)) };
}

export function solveOurs(s: Series): number {
  if (s.kind === 'irr') return irr(s.values);
  if (s.kind === 'xirr') return xirr(s.values, s.dates);
  return rate(s.nper, s.pmt, s.pv, s.fv, s.type);
}

export function solveTheirs(s: Series): unknown {
  if (s.kind === 'irr') return formulajs.IRR(s.values);
  if (s.kind === 'xirr') return formulajs.XIRR(s.values, s.dates);
  return formulajs.RATE(s.nper, s.pmt, s.pv, s.fv, s.type);
}

/**
 * Solved: a rate above -100 % at which the net present value is within 1e-6 of the series' scale, the
 * sum of the flows' absolute present values at that rate. (Not the largest flow: near -100 % a flow of
 * 200 ten years out is worth 2e22 today, and no double rate brings the sum closer to 0 than its rounding.)
 */
export function isSolved(s: Series, answer: unknown): boolean {
  if (typeof answer !== 'number' || !(answer > -1)) return false;
  if (s.kind === 'rate') {
    const { sum, scale } = rateParts(s, answer);
    return Math.abs(sum) <= 1e-6 * scale;
  }
  const npv = s.kind === 'irr' ? npvAt(answer, s.values) : xnpvAt(answer, s.values, s.dates);
  const absolute = s.values.map(Math.abs);
  const scale = s.kind === 'irr' ? npvAt(answer, absolute) : xnpvAt(answer, absolute, s.dates);
  return Math.abs(npv) <= 1e-6 * scale;
}
