// Expected values: LibreOffice Calc 7.4.7.2 (Debian libreoffice-calc-nogui, "LibreOffice 7.4.7.2 40(Build:2)"),
// headless, produced by packages/core/scripts/spreadsheet-expected.mjs and pasted here as literals.
// Where the spreadsheet answers an error, the row names it and the FinanceError code we throw instead.
// Near rate 0 the spreadsheet's own PV and FV lose digits to cancellation (the trailing comments show its
// answers); those rows expect the spreadsheet's evaluation of the same formula with a binomial series.
import { describe, it } from 'vitest';
import { fv, pmt, pv } from './tvm.js';
import { expectSpreadsheetAnswer, type Expected } from './spreadsheet-agreement.js';

type Row = [
  label: string,
  rate: number,
  nper: number,
  pmtOrPv: number,
  fvOrPv: number,
  type: 0 | 1,
  expected: Expected,
];

describe('PV(rate, nper, pmt, fv, type) agrees with the spreadsheet', () => {
  it.each<Row>([
    ['mortgage, monthly payments in arrears', 0.002916666666666667, 300, -2500, 0, 0, 499377.206451578],
    ['savings plan paid at the start of each year', 0.05, 10, -1000, 0, 1, 8107.82167564406],
    ['payments and a lump sum at maturity', 0.04, 20, -500, -10000, 0, 11359.0326344968],
    ['rate 0', 0, 10, -1000, -500, 0, 10500],
    ['rate 0, type 1', 0, 10, -1000, -500, 1, 10500],
    ['tiny rate 1e-10', 1e-10, 120, -100, 0, 0, 11999.9999274], // the spreadsheet's PV(): 12000.0008818622
    ['tiny rate 1e-15, type 1', 1e-15, 360, -100, 0, 1, 35999.9999999935], // the spreadsheet's PV(): 39957.0065840431
    ['small rate 1e-6, type 1', 1e-6, 600, -100, -1000, 1, 60981.4337797121], // the spreadsheet's PV(): 60981.433774791
    ['negative rate', -0.02, 10, -1000, 0, 0, 11194.0571005706],
    ['negative rate, type 1', -0.02, 10, -1000, -5000, 1, 17089.5816686162],
    ['very long term', 0.0001, 100000, -1, 0, 0, 9999.54577366111],
    ['1,000 years at 5 %, type 1', 0.05, 1000, -1000, 0, 1, 21000],
    ['fractional term', 0.06, 7.5, -200, 0, 0, 1180.13142626165],
    ['huge rate and term', 5, 500, -100, 0, 0, 20],
    ['-100 %', -1, 10, -1000, 0, 0, { spreadsheet: '#NUM!', code: 'NUM' }],
  ])('%s', (_label, rate, nper, payment, future, type, expected) => {
    expectSpreadsheetAnswer(() => pv(rate, nper, payment, future, type), expected);
  });
});

describe('FV(rate, nper, pmt, pv, type) agrees with the spreadsheet', () => {
  it.each<Row>([
    ['monthly savings with a deposit, type 1', 0.005, 120, -200, -500, 1, 33849.4470751142],
    ['annual savings', 0.05, 10, -1000, 0, 0, 12577.8925355488],
    ['rate 0', 0, 12, -100, -1000, 0, 2200],
    ['tiny rate 1e-12, type 1', 1e-12, 240, -50, -100, 1, 12100.00000147], // the spreadsheet's FV(): 12101.0668070241
    ['negative rate', -0.03, 15, -100, -1000, 0, 1855.74722534749],
    ['very long term', 1e-6, 1000000, -1, 0, 0, 1718280.46909575],
    ['-100 %', -1, 10, -100, -1000, 0, 100],
    ['-100 %, type 1', -1, 10, -100, -1000, 1, 0],
  ])('%s', (_label, rate, nper, payment, present, type, expected) => {
    expectSpreadsheetAnswer(() => fv(rate, nper, payment, present, type), expected);
  });
});

describe('PMT(rate, nper, pv, fv, type) agrees with the spreadsheet', () => {
  it.each<Row>([
    ['mortgage', 0.0025, 360, 500000, 0, 0, -2108.02016864725],
    ['saving for a target, type 1', 0.05, 10, 0, 100000, 1, -7571.86428242445],
    ['rate 0', 0, 24, 12000, 0, 0, -500],
    ['tiny rate 1e-9', 1e-9, 60, 10000, 0, 0, -166.66667175],
    ['negative rate', -0.01, 12, 1000, 0, 0, -78.0164477305761],
    ['negative rate, type 1', -0.01, 12, 1000, -200, 1, -61.023392105516],
    ['very long term', 0.0001, 100000, 1000, 0, 0, -0.10000454246972],
    ['-100 %, type 1', -1, 10, 1000, 0, 1, { spreadsheet: '#NUM!', code: 'NUM' }],
    ['no periods', 0.05, 0, 1000, 0, 0, { spreadsheet: '#NUM!', code: 'NUM' }],
  ])('%s', (_label, rate, nper, present, future, type, expected) => {
    expectSpreadsheetAnswer(() => pmt(rate, nper, present, future, type), expected);
  });
});

describe('PV, FV and PMT defaults and bad arguments', () => {
  it('fv and type default to 0 as in the spreadsheet', () => {
    expectSpreadsheetAnswer(() => pv(0.05, 10, -1000), 7721.73492918482);
    expectSpreadsheetAnswer(() => fv(0.05, 10, -1000), 12577.8925355488);
    expectSpreadsheetAnswer(() => pmt(0.05, 10, 10000), -1295.04574965457);
  });

  it.each([
    ['NaN rate', () => pv(Number.NaN, 10, -1000)],
    ['infinite nper', () => fv(0.05, Number.POSITIVE_INFINITY, -1000)],
    ['infinite pv', () => pmt(0.05, 10, Number.NEGATIVE_INFINITY)],
  ])('%s is a VALUE error, never NaN', (_label, compute) => {
    expectSpreadsheetAnswer(compute, { spreadsheet: '#VALUE!', code: 'VALUE' });
  });

  it('an overflowing result is a NUM error, never Infinity', () => {
    expectSpreadsheetAnswer(() => fv(10, 1000, -100), { spreadsheet: '#NUM!', code: 'NUM' });
  });
});
