import { kpisAtCompareAt, scaleUnitSeries } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { SEARCH_OUTCOME_MESSAGES } from './comparison.js';
import {
  compareAtKpisSchema,
  ILLUSTRATION_MESSAGES,
  illustrationImportRowSchema,
  parseIllustrationImportRow,
  valueSeriesColumnsOf,
  valueSeriesSchema,
} from './illustration.js';

// Issue 10, ADR 0011: an import row of illustration_values, and the series and KPIs a reply carries.
const ROW = {
  insurer: 'Sample Life',
  planName: 'Sample Endowment 5',
  entryAge: 35,
  gender: 'F',
  smoker: 'NS',
  premiumTerm: 5,
  basis: 'totalPremium',
  policyYear: 1,
  premiumDuePer1000: '200',
  surrenderValueGtdPer1000: '150.25',
  surrenderValueTotalPer1000: '160.5',
  payoutGtdPer1000: '0',
  payoutTotalPer1000: '0',
  deathBenefitGtdPer1000: '1010',
  deathBenefitTotalPer1000: '1010',
};

const issueOf = (patch: Record<string, unknown>) =>
  illustrationImportRowSchema.safeParse({ ...ROW, ...patch }).error?.issues[0];

describe('illustration import row', () => {
  it('keeps values as decimal strings and defaults the cover option to none', () => {
    const row = illustrationImportRowSchema.parse(ROW);
    expect(row.surrenderValueGtdPer1000).toBe('150.25');
    expect(row.coverOption).toBe('');
  });

  it.each<[cell: unknown, stored: string]>([
    [undefined, '4.25'],
    [4.25, '4.25'],
    [3, '3.00'],
    ['3.0', '3.00'],
  ])('takes the illustration rate %j as %s, the upper LIA rate when the column is absent', (cell, stored) => {
    expect(illustrationImportRowSchema.parse({ ...ROW, illustrationRate: cell }).illustrationRate).toBe(
      stored,
    );
  });

  it.each([4.255, '4,25', -3, 'high'])('refuses the illustration rate %j', (cell) => {
    expect(issueOf({ illustrationRate: cell })).toMatchObject({
      path: ['illustrationRate'],
      message: ILLUSTRATION_MESSAGES.illustrationRate,
    });
  });

  it.each<[cell: number, text: string]>([
    [333.333333, '333.333333'],
    [0.1, '0.1'],
    [1000, '1000'],
  ])('a spreadsheet number %s is the figure the sheet shows, %s', (cell, text) => {
    expect(illustrationImportRowSchema.parse({ ...ROW, payoutTotalPer1000: cell }).payoutTotalPer1000).toBe(
      text,
    );
  });

  it.each<[label: string, value: unknown]>([
    ['a 7th decimal (Postgres would round it silently)', '1.2345678'],
    ['a 7th decimal in a number', 1.2345678],
    ['a number the sheet shows with an exponent', 1e-7],
    ['a negative value', '-5'],
    ['text', 'n/a'],
  ])('refuses %s', (_label, value) => {
    expect(issueOf({ surrenderValueTotalPer1000: value })).toMatchObject({
      path: ['surrenderValueTotalPer1000'],
      message: ILLUSTRATION_MESSAGES.unitValue,
    });
  });

  it.each<[field: string, value: unknown]>([
    ['gender', 'Female'],
    ['smoker', 'N'],
    ['basis', 'annualPremium'],
    ['premiumTerm', 0],
    ['policyYear', 0],
    ['entryAge', 35.5],
  ])('refuses %s = %j', (field, value) => {
    expect(issueOf({ [field]: value })?.path).toEqual([field]);
  });
});

// Cells around every rule of the row schema: types, blanks, bounds, decimals, exponents, padding.
const TRICKY_CELLS: unknown[] = [
  ...[undefined, null, true, {}, [], NaN, Infinity, -Infinity],
  ...['', '  ', ' Sample Life ', 'M', 'F', 'NS', 'S', 'N', 'Female', ' M', 'totalPremium', 'sumAssured'],
  ...[' totalPremium', 'monthlyIncome', '4,25', 'high', 'n/a'],
  ...[0, -0, 1, 1.5, 35, 35.5, 100, 101, 102, 120, 121, -1, -5, 1e21, 1e-7, 2 ** 53, 0.1, 333.333333],
  ...[1.2345678, 4.25, 4.255, 3, 99.99, 100.5, 9_999_999_999.5, 10_000_000_000],
  ...['0', '1', ' 1.5 ', '1e3', '-5', '-0', '1.2345678', '9999999999.999999', '12345678901'],
  ...['3.0', '3.', '.5', '04.25', '4.25', ' 3 ', '100', '1000', '0.1', '+1'],
];

describe('the quick parse of an import row', () => {
  const answerOf = (row: unknown) => {
    const result = illustrationImportRowSchema.safeParse(row);
    return result.success ? result.data : undefined;
  };

  it.each(Object.keys(illustrationImportRowSchema.shape))(
    'answers as the schema does for every tricky cell in %s',
    (field) => {
      for (const cell of TRICKY_CELLS) {
        const row = { ...ROW, [field]: cell };
        expect(parseIllustrationImportRow(row), `${field} = ${String(cell)}`).toStrictEqual(answerOf(row));
      }
      const without: Record<string, unknown> = { ...ROW, coverOption: ' A ', illustrationRate: 3 };
      delete without[field];
      expect(parseIllustrationImportRow(without)).toStrictEqual(answerOf(without));
    },
  );

  it('takes a spreadsheet row of numbers and strips unknown columns, as the schema does', () => {
    const row = {
      ...ROW,
      premiumDuePer1000: 1000,
      payoutTotalPer1000: 0.5,
      note: 'x',
      illustrationRate: '3',
    };
    expect(parseIllustrationImportRow(row)).toStrictEqual(illustrationImportRowSchema.parse(row));
  });

  it.each([null, [], 'row', 5, undefined])('leaves %j to the schema', (row) => {
    expect(parseIllustrationImportRow(row)).toBeUndefined();
    expect(illustrationImportRowSchema.safeParse(row).success).toBe(false);
  });
});

describe('a value-series reply', () => {
  const series = scaleUnitSeries(
    [1, 2].map((policyYear) => ({
      ...illustrationImportRowSchema.parse({ ...ROW, policyYear }),
      policyYear,
    })),
    30_000_000,
  );

  it('carries the series as columns of cents by policy year', () => {
    const columns = valueSeriesSchema.parse(valueSeriesColumnsOf(series, 35));
    // S$300,000 total premium: 200 per 1,000 is S$60,000 due each year
    expect(columns.premiumDueCents).toEqual([6_000_000, 6_000_000]);
    expect(columns.surrenderValueTotalCents).toEqual([4_815_000, 4_815_000]);
  });

  it('carries the core KPIs at each compare-at option, null past the end', () => {
    const within = { by: 'policyYear', value: 2 } as const;
    const beyond = { by: 'age', value: 60 } as const;
    const kpis = [within, beyond].map((compareAt) => ({
      compareAt,
      values: kpisAtCompareAt(series, compareAt, 35),
    }));
    const parsed = kpis.map((entry) => compareAtKpisSchema.parse(entry));
    expect(parsed[0]?.values?.premiumsPaidCents).toBe(12_000_000);
    expect(parsed[1]?.values).toBeNull();
  });
});

describe('an ANB between the illustrated entry ages (issue 9)', () => {
  const say = SEARCH_OUTCOME_MESSAGES.anbNotIllustrated;

  it.each([
    [[35], 40, 'Retirement Income plans are illustrated at entry age (ANB) 35; this insured is ANB 40'],
    [
      [45, 35],
      40,
      'Retirement Income plans are illustrated at entry ages (ANB) 35 and 45; this insured is ANB 40',
    ],
    [
      [50, 1, 35, 35],
      20,
      'Retirement Income plans are illustrated at entry ages (ANB) 1, 35 and 50; this insured is ANB 20',
    ],
    [
      [30, 20, 25, 35, 40, 45],
      22,
      'Retirement Income plans are illustrated at entry ages (ANB) 20, 25, 30, 35, 40 and 45; this insured is ANB 22',
    ],
  ])('lists up to six ages in ascending order, "and" before the last: %j', (ages, anb, words) => {
    expect(say('Retirement Income', ages, anb)).toBe(words);
  });

  it('gives the range and the count of more than six ages', () => {
    const ages = [60, 20, 25, 30, 35, 40, 45, 50, 55];
    expect(say('Lifetime Income', ages, 33)).toBe(
      'Lifetime Income plans are illustrated at 9 entry ages (ANB) from 20 to 60; this insured is ANB 33',
    );
  });
});
