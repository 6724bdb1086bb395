// Expected values: LibreOffice Calc 7.4.7.2 (Debian libreoffice-calc-nogui, "LibreOffice 7.4.7.2 40(Build:2)"),
// headless, produced by packages/core/scripts/spreadsheet-expected.mjs and pasted here as literals.
// The spreadsheet answers Err:523 (IRR) or Err:502 (XIRR) with no sign change; we throw 'NUM' as Excel's #NUM!.
import { describe, expect, it } from 'vitest';
import { irr, npvAt, xirr, xnpvAt } from './cash-flows.js';
import { expectSpreadsheetAnswer, type Expected } from './spreadsheet-agreement.js';

describe('IRR(values, guess) agrees with the spreadsheet', () => {
  it.each<[label: string, values: number[], guess: number, expected: Expected]>([
    ['typical investment', [-10000, 3000, 4200, 6800], 0.1, 0.163405600688989],
    ['two sign changes, guess 0.1', [-100, 230, -132], 0.1, 0.1],
    ['two sign changes, guess 0.25', [-100, 230, -132], 0.25, 0.199999999999999],
    ['three sign changes', [-1000, 500, -200, 800, 300], 0.1, 0.141069332471966],
    ['negative return', [-1000, 200, 300, 100], 0.1, -0.236003966897008],
    [
      '40 years of income',
      [
        -100000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000,
        5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000,
        5000, 5000, 5000, 5000, 5000, 5000, 5000,
      ],
      0.1,
      0.038573290972004896,
    ],
    ['zeros in the middle', [-500, 0, 0, 800], 0.1, 0.16960709528514598],
    ['large return', [-1, 10], 0.1, 9],
    ['long wait for a large payoff', [-100, 0, 0, 0, 0, 0, 0, 0, 0, 10000], 0.1, 0.668100537200059],
    ['no solution: all inflows', [100, 200], 0.1, { spreadsheet: 'Err:523', code: 'NUM' }],
    ['no solution: all outflows', [-100, -200], 0.1, { spreadsheet: 'Err:523', code: 'NUM' }],
  ])('%s', (_label, values, guess, expected) => {
    expectSpreadsheetAnswer(() => irr(values, guess), expected);
  });
});

describe('XIRR(values, dates, guess) agrees with the spreadsheet', () => {
  it.each<[label: string, values: number[], dates: string[], guess: number, expected: Expected]>([
    [
      'typical (Excel help example)',
      [-10000, 2750, 4250, 3250, 2750],
      ['2008-01-01', '2008-03-01', '2008-10-30', '2009-02-15', '2009-04-01'],
      0.1,
      0.373362533518832,
    ],
    ['negative return', [-1000, 900], ['2023-01-01', '2024-06-30'], 0.1, -0.068010109771115],
    [
      'deep negative return',
      [-1000, 100, 50],
      ['2020-01-01', '2021-01-01', '2023-01-01'],
      0.1,
      -0.594667194184835,
    ],
    ['unsorted dates', [-1000, 300, 800], ['2024-06-01', '2024-01-01', '2025-06-01'], 0.1, 0.178642877511047],
    [
      'same-day flows',
      [-1000, -500, 1600],
      ['2024-01-01', '2024-01-01', '2024-12-31'],
      0.1,
      0.0666666666666667,
    ],
    ['forty years', [-1000, 5000], ['2000-01-01', '2040-01-01'], 0.1, 0.0410277098865458],
    [
      'two sign changes',
      [-1000, 2300, -1320],
      ['2020-01-01', '2021-01-01', '2022-01-01'],
      0.1,
      0.10339792770066,
    ],
    ['over a leap day', [-1000, 1050], ['2024-02-28', '2024-03-01'], 0.1, 7361.86911318126],
    ['large return in a month', [-100, 120], ['2024-01-01', '2024-01-31'], 0.1, 8.19119175644182],
    [
      'monthly savings, payout',
      [-500, -500, -500, -500, 2100],
      ['2024-01-15', '2024-02-15', '2024-03-15', '2024-04-15', '2024-12-31'],
      0.1,
      0.0600067798036873,
    ],
    [
      'no solution: all inflows',
      [100, 200],
      ['2024-01-01', '2025-01-01'],
      0.1,
      { spreadsheet: 'Err:502', code: 'NUM' },
    ],
  ])('%s', (_label, values, dates, guess, expected) => {
    expectSpreadsheetAnswer(() => xirr(values, dates, guess), expected);
  });
});

describe('IRR and XIRR where the spreadsheet gives up (Err:523 / Err:502 in LibreOffice 7.4.7.2)', () => {
  it.each([
    ['deep negative return', [-1000, 10, 10, 10], 0.1],
    ['deep negative return, guess -0.5', [-1000, 10, 10, 10], -0.5],
    ['almost everything lost', [-1000, 1], 0.1],
    ['almost everything lost, guess -0.99', [-1000, 1], -0.99],
  ])('IRR %s: ours finds the negative return, checked by NPV', (_label, values, guess) => {
    const found = irr(values, guess);
    expect(found).toBeGreaterThan(-1);
    expect(found).toBeLessThan(0);
    expect(Math.abs(npvAt(found, values))).toBeLessThan(1e-9 * 1000);
  });

  it('XIRR almost everything lost: -99.9 % a year, checked by XNPV', () => {
    const dates = ['2023-03-15', '2024-03-14'];
    const found = xirr([-1000, 1], dates);
    expect(found).toBeCloseTo(-0.999, 12);
    expect(Math.abs(xnpvAt(found, [-1000, 1], dates))).toBeLessThan(1e-9);
  });
});

describe('IRR and XIRR argument errors', () => {
  it.each<[string, () => number, Expected]>([
    [
      'XIRR with more values than dates',
      () => xirr([-100, 110], ['2024-01-01']),
      { spreadsheet: '#NUM!', code: 'NUM' },
    ],
    [
      'XIRR with a date that is not a date',
      () => xirr([-100, 110], ['2024-01-01', '2024-02-30']),
      { spreadsheet: '#VALUE!', code: 'VALUE' },
    ],
    [
      'XIRR with a date in another format',
      () => xirr([-100, 110], ['2024-01-01', '01-02-2024']),
      { spreadsheet: '#VALUE!', code: 'VALUE' },
    ],
    ['IRR with a NaN value', () => irr([-100, Number.NaN, 110]), { spreadsheet: '#VALUE!', code: 'VALUE' }],
    ['IRR with every value 0', () => irr([0, 0]), { spreadsheet: 'Err:523', code: 'NUM' }],
    ['IRR with a guess of -100 %', () => irr([-100, 110], -1), { spreadsheet: '#VALUE!', code: 'VALUE' }],
  ])('%s', (_label, compute, expected) => {
    expectSpreadsheetAnswer(compute, expected);
  });

  it('a series whose only sign change has its root beyond 1e6 (100,000,000 %) does not converge', () => {
    expectSpreadsheetAnswer(() => xirr([-1, 1e9], ['2024-01-01', '2024-01-02']), {
      spreadsheet: 'Err:502',
      code: 'NO_CONVERGENCE',
    });
  });
});
