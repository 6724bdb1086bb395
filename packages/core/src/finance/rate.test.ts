// Expected values: LibreOffice Calc 7.4.7.2 (Debian libreoffice-calc-nogui, "LibreOffice 7.4.7.2 40(Build:2)"),
// headless, produced by packages/core/scripts/spreadsheet-expected.mjs and pasted here as literals.
import { describe, expect, it } from 'vitest';
import { expectSpreadsheetAnswer, type Expected } from './spreadsheet-agreement.js';
import { pv, rate } from './tvm.js';

type Row = [
  label: string,
  nper: number,
  pmt: number,
  pv: number,
  fv: number,
  type: 0 | 1,
  guess: number,
  expected: Expected,
];

describe('RATE(nper, pmt, pv, fv, type, guess) agrees with the spreadsheet', () => {
  it.each<Row>([
    ['mortgage, monthly', 360, -2000, 400000, 0, 0, 0.1, 0.00365592795254917],
    ['savings to a target, type 1', 10, -1000, 0, 15000, 1, 0.1, 0.0725674021092588],
    ['lump sum doubling', 10, 0, -100, 200, 0, 0.1, 0.0717734625362933],
    ['negative rate', 10, -100, 1200, 0, 0, 0.1, -0.0318463463153026],
    ['negative rate, type 1', 5, -100, 600, -50, 1, 0.1, -0.0367976014956521],
    ['very long term', 1200, -10, 5000, 0, 0, 0.1, 0.0017565568759122698],
    ['type 1 monthly', 12, -500, 5500, 0, 1, 0.1, 0.0162313281744621],
    ['fractional term', 7.5, -100, 600, 0, 0, 0.1, 0.0555761562004244],
    ['large rate', 5, 0, -1, 1000, 0, 0.1, 2.98107170553497],
    ['guess 0.5', 5, 0, -1, 1000, 0, 0.5, 2.98107170553497],
    ['no solution: every flow positive', 10, 100, 1000, 0, 0, 0.1, { spreadsheet: 'Err:523', code: 'NUM' }],
  ])('%s', (_label, nper, payment, present, future, type, guess, expected) => {
    expectSpreadsheetAnswer(() => rate(nper, payment, present, future, type, guess), expected);
  });
});

describe('RATE near 0, where the spreadsheet stops early or cancels', () => {
  it('rate 0: exactly 0, where the spreadsheet stops at its tolerance (6.11857914625e-11)', () => {
    expect(Math.abs(rate(10, -100, 1000))).toBeLessThan(1e-15);
  });

  it("tiny rate: ours reproduces the PV; the spreadsheet's 1.38126789851578e-8 loses digits to cancellation", () => {
    const ours = rate(120, -100, 11999.99);
    // PV itself is checked against the spreadsheet's cancellation-free series in tvm.test.ts
    expect(Math.abs(pv(ours, 120, -100) - 11999.99)).toBeLessThan(1e-9);
    expect(Math.abs(pv(1.38126789851578e-8, 120, -100) - 11999.99)).toBeGreaterThan(1e-5);
    expect(ours).toBeCloseTo(1.37741e-8, 12);
  });
});

describe('RATE where the spreadsheet gives up (Err:523 in LibreOffice 7.4.7.2)', () => {
  it.each([
    ['a guess far below the root', 10, -10, 1000, 0, 0, -0.9],
    ['a guess far above the root', 360, -2000, 400000, 0, 0, 3],
    ['a guess near -100 %, type 1', 12, -500, 5500, 0, 1, -0.99],
  ])('%s: ours finds the rate, checked by PV', (_label, nper, payment, present, future, type, guess) => {
    const found = rate(nper, payment, present, future, type, guess);
    expect(Math.abs(pv(found, nper, payment, future, type) - present)).toBeLessThan(1e-6);
  });
});

describe('RATE errors', () => {
  it.each([
    ['nper 0', () => rate(0, -100, 1000), 'Err:502'],
    ['every flow of one sign', () => rate(10, -100, -1000), 'Err:523'],
  ])('%s throws a NUM error', (_label, compute, spreadsheet) => {
    expectSpreadsheetAnswer(compute, { spreadsheet, code: 'NUM' });
  });

  it('a NaN argument throws a VALUE error', () => {
    expectSpreadsheetAnswer(() => rate(10, Number.NaN, 1000), { spreadsheet: '#VALUE!', code: 'VALUE' });
  });
});
