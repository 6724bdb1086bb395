// Produces the expected values of src/finance/*.test.ts with a real spreadsheet: LibreOffice Calc
// headless (Debian's libreoffice-calc-nogui). Not run by CI; run it by hand and paste its output rows:
//   node packages/core/scripts/spreadsheet-expected.mjs
// It writes every case as a formula into a flat ODF sheet, has soffice recalculate and save it as CSV,
// and prints one row per case: the label, the arguments, and the spreadsheet's answer (number or error).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const long = (first, rest, count) => [first, ...Array.from({ length: count }, () => rest)];

// Near rate 0 the spreadsheet's own PV and FV lose digits: they compute ((1 + r)^n - 1) / r, which cancels.
// For those cases a second formula gives the reference, with that factor as its binomial series
// A = sum(COMBIN(n; k) * r^(k - 1), k = 1..5), exact to double precision for n * r << 1, and g = 1 + r * A.
const seriesA = (r, n) => `SUMPRODUCT(COMBIN(${n};{1;2;3;4;5});${r}^{0;1;2;3;4})`;
const pvBySeries = ([r, n, pmt, fv, type]) =>
  `-(${fv}+${pmt}*(1+${r}*${type})*${seriesA(r, n)})/(1+${r}*${seriesA(r, n)})`;
const fvBySeries = ([r, n, pmt, pv, type]) =>
  `-(${pv}*(1+${r}*${seriesA(r, n)})+${pmt}*(1+${r}*${type})*${seriesA(r, n)})`;

/** [function, label, args, reference formula?]; XIRR args are [values, isoDates, guess]. */
export const CASES = [
  ['PV', 'mortgage, monthly payments in arrears', [0.035 / 12, 300, -2500, 0, 0]],
  ['PV', 'savings plan paid at the start of each year', [0.05, 10, -1000, 0, 1]],
  ['PV', 'payments and a lump sum at maturity', [0.04, 20, -500, -10000, 0]],
  ['PV', 'rate 0', [0, 10, -1000, -500, 0]],
  ['PV', 'rate 0, type 1', [0, 10, -1000, -500, 1]],
  ['PV', 'tiny rate 1e-10', [1e-10, 120, -100, 0, 0], pvBySeries([1e-10, 120, -100, 0, 0])],
  ['PV', 'tiny rate 1e-15, type 1', [1e-15, 360, -100, 0, 1], pvBySeries([1e-15, 360, -100, 0, 1])],
  ['PV', 'small rate 1e-6, type 1', [1e-6, 600, -100, -1000, 1], pvBySeries([1e-6, 600, -100, -1000, 1])],
  ['PV', 'negative rate', [-0.02, 10, -1000, 0, 0]],
  ['PV', 'negative rate, type 1', [-0.02, 10, -1000, -5000, 1]],
  ['PV', 'very long term', [0.0001, 100000, -1, 0, 0]],
  ['PV', '1,000 years at 5 %, type 1', [0.05, 1000, -1000, 0, 1]],
  ['PV', 'typical, defaults', [0.05, 10, -1000]],
  ['FV', 'typical, defaults', [0.05, 10, -1000]],
  ['PMT', 'typical, defaults', [0.05, 10, 10000]],
  ['FV', 'overflow', [10, 1000, -100]],
  ['PV', 'fractional term', [0.06, 7.5, -200, 0, 0]],
  ['PV', 'huge rate and term', [5, 500, -100, 0, 0]],
  ['PV', '-100 %', [-1, 10, -1000, 0, 0]],
  ['FV', 'monthly savings with a deposit, type 1', [0.06 / 12, 120, -200, -500, 1]],
  ['FV', 'annual savings', [0.05, 10, -1000, 0, 0]],
  ['FV', 'rate 0', [0, 12, -100, -1000, 0]],
  ['FV', 'tiny rate 1e-12, type 1', [1e-12, 240, -50, -100, 1], fvBySeries([1e-12, 240, -50, -100, 1])],
  ['FV', 'negative rate', [-0.03, 15, -100, -1000, 0]],
  ['FV', 'very long term', [0.000001, 1000000, -1, 0, 0]],
  ['FV', '-100 %', [-1, 10, -100, -1000, 0]],
  ['FV', '-100 %, type 1', [-1, 10, -100, -1000, 1]],
  ['PMT', 'mortgage', [0.03 / 12, 360, 500000, 0, 0]],
  ['PMT', 'saving for a target, type 1', [0.05, 10, 0, 100000, 1]],
  ['PMT', 'rate 0', [0, 24, 12000, 0, 0]],
  ['PMT', 'tiny rate 1e-9', [1e-9, 60, 10000, 0, 0]],
  ['PMT', 'negative rate', [-0.01, 12, 1000, 0, 0]],
  ['PMT', 'negative rate, type 1', [-0.01, 12, 1000, -200, 1]],
  ['PMT', 'very long term', [0.0001, 100000, 1000, 0, 0]],
  ['PMT', '-100 %, type 1', [-1, 10, 1000, 0, 1]],
  ['PMT', 'no periods', [0.05, 0, 1000, 0, 0]],
  ['RATE', 'mortgage, monthly', [360, -2000, 400000, 0, 0, 0.1]],
  ['RATE', 'savings to a target, type 1', [10, -1000, 0, 15000, 1, 0.1]],
  ['RATE', 'lump sum doubling', [10, 0, -100, 200, 0, 0.1]],
  ['RATE', 'rate 0', [10, -100, 1000, 0, 0, 0.1]],
  ['RATE', 'tiny rate', [120, -100, 11999.99, 0, 0, 0.1]],
  ['RATE', 'negative rate', [10, -100, 1200, 0, 0, 0.1]],
  ['RATE', 'negative rate, type 1', [5, -100, 600, -50, 1, 0.1]],
  ['RATE', 'very long term', [1200, -10, 5000, 0, 0, 0.1]],
  ['RATE', 'type 1 monthly', [12, -500, 5500, 0, 1, 0.1]],
  ['RATE', 'fractional term', [7.5, -100, 600, 0, 0, 0.1]],
  ['RATE', 'large rate', [5, 0, -1, 1000, 0, 0.1]],
  ['RATE', 'guess 0.5', [5, 0, -1, 1000, 0, 0.5]],
  ['RATE', 'no solution: every flow positive', [10, 100, 1000, 0, 0, 0.1]],
  ['IRR', 'typical investment', [[-10000, 3000, 4200, 6800], 0.1]],
  ['IRR', 'two sign changes, guess 0.1', [[-100, 230, -132], 0.1]],
  ['IRR', 'two sign changes, guess 0.25', [[-100, 230, -132], 0.25]],
  ['IRR', 'three sign changes', [[-1000, 500, -200, 800, 300], 0.1]],
  ['IRR', 'negative return', [[-1000, 200, 300, 100], 0.1]],
  ['IRR', 'deep negative return', [[-1000, 10, 10, 10], 0.1]],
  ['IRR', '40 years of income', [long(-100000, 5000, 39), 0.1]],
  ['IRR', 'zeros in the middle', [[-500, 0, 0, 800], 0.1]],
  ['IRR', 'large return', [[-1, 10], 0.1]],
  ['IRR', 'long wait for a large payoff', [[-100, 0, 0, 0, 0, 0, 0, 0, 0, 10000], 0.1]],
  ['IRR', 'no solution: all inflows', [[100, 200], 0.1]],
  ['IRR', 'no solution: all outflows', [[-100, -200], 0.1]],
  [
    'XIRR',
    'typical (Excel help example)',
    [
      [-10000, 2750, 4250, 3250, 2750],
      ['2008-01-01', '2008-03-01', '2008-10-30', '2009-02-15', '2009-04-01'],
      0.1,
    ],
  ],
  ['XIRR', 'negative return', [[-1000, 900], ['2023-01-01', '2024-06-30'], 0.1]],
  ['XIRR', 'deep negative return', [[-1000, 100, 50], ['2020-01-01', '2021-01-01', '2023-01-01'], 0.1]],
  ['XIRR', 'unsorted dates', [[-1000, 300, 800], ['2024-06-01', '2024-01-01', '2025-06-01'], 0.1]],
  ['XIRR', 'same-day flows', [[-1000, -500, 1600], ['2024-01-01', '2024-01-01', '2024-12-31'], 0.1]],
  ['XIRR', 'forty years', [[-1000, 5000], ['2000-01-01', '2040-01-01'], 0.1]],
  ['XIRR', 'two sign changes', [[-1000, 2300, -1320], ['2020-01-01', '2021-01-01', '2022-01-01'], 0.1]],
  ['XIRR', 'over a leap day', [[-1000, 1050], ['2024-02-28', '2024-03-01'], 0.1]],
  ['XIRR', 'large return in a month', [[-100, 120], ['2024-01-01', '2024-01-31'], 0.1]],
  [
    'XIRR',
    'monthly savings, payout',
    [
      [-500, -500, -500, -500, 2100],
      ['2024-01-15', '2024-02-15', '2024-03-15', '2024-04-15', '2024-12-31'],
      0.1,
    ],
  ],
  ['XIRR', 'no solution: all inflows', [[100, 200], ['2024-01-01', '2025-01-01'], 0.1]],
];

const num = (x) => (Object.is(x, -0) ? '0' : String(x));
const col = (i) => String.fromCharCode(66 + i); // B, C, ...

function cellsFor(fn, args, row) {
  // returns [formula, extraRows]; XIRR data go in the two rows below the formula
  if (fn === 'IRR') return [`IRR({${args[0].map(num).join(';')}};${num(args[1])})`, []];
  if (fn === 'XIRR') {
    const [values, dates, guess] = args;
    const range = (r) => `[.B${r}:.${col(values.length - 1)}${r}]`;
    return [
      `XIRR(${range(row + 1)};${range(row + 2)};${num(guess)})`,
      [
        values.map((v) => `<table:table-cell office:value-type="float" office:value="${v}"/>`),
        dates.map((d) => `<table:table-cell office:value-type="date" office:date-value="${d}"/>`),
      ],
    ];
  }
  return [`${fn}(${args.map(num).join(';')})`, []];
}

export function buildSheet() {
  const rows = [];
  const formulaRows = [];
  for (const [fn, , args, reference] of CASES) {
    const row = rows.length + 1;
    const [formula, extra] = cellsFor(fn, args, row);
    formulaRows.push(row);
    const referenceCell = reference ? `<table:table-cell table:formula="of:=${reference}"/>` : '';
    rows.push(`<table:table-cell table:formula="of:=${formula}"/>${referenceCell}`);
    for (const cells of extra) rows.push(`<table:table-cell/>${cells.join('')}`);
  }
  return {
    formulaRows,
    xml: `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet><table:table table:name="cases">
${rows.map((r) => `<table:table-row>${r}</table:table-row>`).join('\n')}
</table:table></office:spreadsheet></office:body></office:document>`,
  };
}

const parse = (text) => {
  const t = text.replace(/^"|"$/g, '');
  if (/^-?[\d.]+(E[-+]?\d+)?%$/i.test(t)) return Number(t.slice(0, -1)) / 100;
  return /^-?[\d.]+(E[-+]?\d+)?$/i.test(t) ? Number(t) : t;
};

const dir = mkdtempSync(path.join(tmpdir(), 'finance-cases-'));
const { xml, formulaRows } = buildSheet();
writeFileSync(path.join(dir, 'cases.fods'), xml);
const version = execFileSync('soffice', ['--version'], { encoding: 'utf8' }).trim();
// CSV filter options: comma, quote, UTF-8, line 1, -, en-US, -, -, cell contents NOT as shown (15 digits)
execFileSync(
  'soffice',
  [
    '--headless',
    '--convert-to',
    'csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,false,true,false,false',
    '--outdir',
    dir,
    path.join(dir, 'cases.fods'),
  ],
  { stdio: 'ignore' },
);
const lines = readFileSync(path.join(dir, 'cases.csv'), 'utf8').split(/\r?\n/);
console.log(`// ${version}`);
CASES.forEach(([fn, label, args, reference], i) => {
  const cells = (lines[(formulaRows[i] ?? 0) - 1] ?? '').split(',');
  const answer = parse(cells[0] ?? '');
  // with a reference formula: the reference is the expected value, the function's answer a comment
  const row = reference ? [label, ...args, parse(cells[1] ?? '')] : [label, ...args, answer];
  console.log(`${fn}\t${JSON.stringify(row)},${reference ? ` // the spreadsheet's ${fn}(): ${answer}` : ''}`);
});
