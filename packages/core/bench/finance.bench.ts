// npm run bench: our irr, xirr and rate against @formulajs/formulajs on the same 10,000 generated series
// each. Every series is built around a chosen root in (-0.99, 10), so each one has an answer; a series
// counts as solved when the net present value at the returned rate is within 1e-6 of the series' scale.
// Budget (issue 4): ours solves every series and its median time per call is not above formulajs'.
import * as formulajs from '@formulajs/formulajs';
import { performance } from 'node:perf_hooks';
import { dayNumber, irr, npvAt, rate, xirr, xnpvAt } from '../src/index.js';

const SERIES = Number(process.env.SERIES ?? 10_000);
const BATCH = 100;
const PASSES = 5;

// mulberry32: fixed inputs on every run
let seed = 20_240_601;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const between = (low: number, high: number) => low + (high - low) * random();
const wholeBetween = (low: number, high: number) => Math.floor(between(low, high + 1));
/** A root spread evenly over ln(1 + r), so rates near -99 % are as common as rates near 1,000 %. */
const chosenRoot = () => Math.expm1(between(Math.log(0.01), Math.log(11)));

type Case = { solve: () => unknown; reference: () => unknown; isSolvedBy: (answer: unknown) => boolean };

function flowsCase(): Case {
  const root = chosenRoot();
  const values = Array.from({ length: wholeBetween(2, 25) }, () => Math.round(between(-300, 1000)));
  values[0] = 0;
  values[0] = -npvAt(root, values);
  const scale = Math.max(...values.map(Math.abs));
  return {
    solve: () => irr(values),
    reference: () => formulajs.IRR(values),
    isSolvedBy: (r) => typeof r === 'number' && r > -1 && Math.abs(npvAt(r, values)) <= 1e-6 * scale,
  };
}

const ISO = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
function datedCase(): Case {
  const root = chosenRoot();
  const start = dayNumber('2015-01-01') + wholeBetween(0, 3000);
  const days = [start, ...Array.from({ length: wholeBetween(1, 19) }, () => start + wholeBetween(1, 30 * 365))].sort((a, b) => a - b);
  const dates = days.map(ISO);
  const values = days.map(() => Math.round(between(-300, 1000)));
  values[0] = 0;
  values[0] = -xnpvAt(root, values, dates);
  const scale = Math.max(...values.map(Math.abs));
  return {
    solve: () => xirr(values, dates),
    reference: () => formulajs.XIRR(values, dates),
    isSolvedBy: (r) => typeof r === 'number' && r > -1 && Math.abs(xnpvAt(r, values, dates)) <= 1e-6 * scale,
  };
}

function annuityCase(): Case {
  const root = chosenRoot();
  // fv = -(pv (1 + r)^n + ...) must stay a finite number: (1 + r)^n below 1e260
  const nper = wholeBetween(1, Math.min(480, Math.floor(600 / Math.max(Math.log1p(root), 1e-9))));
  const type = wholeBetween(0, 1);
  const payment = Math.round(between(-5000, 5000));
  const present = Math.round(between(-500_000, 500_000));
  const residual = (r: number) => {
    const g = Math.exp(nper * Math.log1p(r));
    const annuity = r === 0 ? nper : Math.expm1(nper * Math.log1p(r)) / r;
    const parts = [present * g, payment * (type ? 1 + r : 1) * annuity];
    return { sum: parts[0]! + parts[1]!, scale: Math.max(...parts.map(Math.abs)) };
  };
  const future = -residual(root).sum;
  return {
    solve: () => rate(nper, payment, present, future, type),
    reference: () => formulajs.RATE(nper, payment, present, future, type),
    isSolvedBy: (r) => {
      if (typeof r !== 'number' || !(r > -1)) return false;
      const { sum, scale } = residual(r);
      return Number.isFinite(sum) && Math.abs(sum + future) <= 1e-6 * Math.max(scale, Math.abs(future));
    },
  };
}

function share(cases: Case[], pick: (c: Case) => () => unknown): number {
  let solved = 0;
  for (const c of cases) {
    let answer: unknown;
    try {
      answer = pick(c)();
    } catch {
      answer = undefined;
    }
    if (c.isSolvedBy(answer)) solved += 1;
  }
  return solved / cases.length;
}

/** Median µs per call over batches of 100 series, ours and theirs alternating so load hits both alike. */
function medianMicros(cases: Case[]): { ours: number; theirs: number } {
  const samples = { ours: [] as number[], theirs: [] as number[] };
  const run = (key: 'ours' | 'theirs', batch: Case[]) => {
    const started = performance.now();
    for (const c of batch) {
      try {
        if (key === 'ours') c.solve();
        else c.reference();
      } catch {
        // an unsolved series still cost its time
      }
    }
    samples[key].push(((performance.now() - started) * 1000) / batch.length);
  };
  for (let pass = 0; pass < PASSES; pass += 1) {
    for (let at = 0; at < cases.length; at += BATCH) {
      const batch = cases.slice(at, at + BATCH);
      for (const key of (at / BATCH + pass) % 2 ? (['ours', 'theirs'] as const) : (['theirs', 'ours'] as const)) run(key, batch);
    }
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
  return { ours: median(samples.ours), theirs: median(samples.theirs) };
}

let isWithinBudget = true;
console.log(`${SERIES} series each, roots in (-0.99, 10); solved = |NPV| <= 1e-6 x scale`);
for (const [name, make] of [['irr', flowsCase], ['xirr', datedCase], ['rate', annuityCase]] as const) {
  const cases = Array.from({ length: SERIES }, make);
  const ours = share(cases, (c) => c.solve);
  const theirs = share(cases, (c) => c.reference);
  const time = medianMicros(cases);
  const ratio = time.ours / time.theirs;
  const isOk = ours === 1 && ratio <= 1;
  if (!isOk) isWithinBudget = false;
  console.log(
    `${name.padEnd(5)} solved ours ${(ours * 100).toFixed(2).padStart(6)} %  formulajs ${(theirs * 100).toFixed(2).padStart(6)} %   ` +
      `median ours ${time.ours.toFixed(2).padStart(6)} µs  formulajs ${time.theirs.toFixed(2).padStart(6)} µs  ratio ${ratio.toFixed(2)}  ${isOk ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (!isWithinBudget) {
  console.error('finance bench: over budget (ours must solve 100 % and not be slower than formulajs)');
  process.exit(1);
}
