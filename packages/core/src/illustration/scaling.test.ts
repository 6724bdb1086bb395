import { describe, expect, it } from 'vitest';
import {
  isUnitValue,
  parseUnitValue,
  roundHalfUpToCent,
  scaleUnitSeries,
  scaleUnitValue,
  type IllustrationUnitYear,
} from './scaling.js';
import { IllustrationError } from './value-series.js';

const S$ = (dollars: number) => dollars * 100;

describe('scaling a value per 1,000 of the basis to the chosen amount, exact to the cent', () => {
  it.each<[label: string, per1000: string, amountCents: number, cents: number]>([
    ['single premium of S$300,000: 1,000 per 1,000', '1000.000000', S$(300_000), S$(300_000)],
    ['the stored scale of numeric(16, 6) without trailing zeros', '1000', S$(300_000), S$(300_000)],
    ['a third of S$100,000 rounds down to 33,333.33', '333.333333', S$(100_000), 3_333_333],
    [
      'S$5M sum assured: 1,000.000001 per 1,000 makes half a cent more, rounded up',
      '1000.000001',
      S$(5_000_000),
      500_000_001,
    ],
    ['an exact half cent rounds up (2,003.5 cents)', '2.003500', S$(10_000), 2004],
    ['just below a half cent rounds down (1,234.499 cents)', '1.234499', S$(10_000), 1234],
    ['a smallest step of the basis: S$0.01', '1000.000000', 1, 1],
    ['zero stays zero', '0.000000', S$(1_000_000), 0],
  ])('%s', (_label, per1000, amountCents, cents) => {
    expect(scaleUnitValue(per1000, amountCents)).toBe(cents);
  });

  it('where a float would drift a cent, the BigInt path does not', () => {
    // 2.0035 * 1e6 / 1000 is 2003.4999999999998 in floating point, so Math.round gives 2003
    expect(Math.round((2.0035 * S$(10_000)) / 1000)).toBe(2003);
    expect(scaleUnitValue('2.0035', S$(10_000))).toBe(2004);
  });

  it('an insurer illustration in cents at S$100,000 is stored exactly and scales back to itself', () => {
    // S$12,345.67 at a reference basis of S$100,000 is 123.4567 per 1,000
    expect(scaleUnitValue('123.4567', S$(100_000))).toBe(1_234_567);
  });
});

describe('roundHalfUpToCent: the one rounding of value-series money', () => {
  it.each<[label: string, numerator: bigint, denominator: bigint, cents: bigint]>([
    ['exact', 10n, 1n, 10n],
    ['half goes up', 5n, 2n, 3n],
    ['below half goes down', 149n, 100n, 1n],
    ['at or above half goes up', 150n, 100n, 2n],
    ['zero', 0n, 7n, 0n],
  ])('%s', (_label, numerator, denominator, cents) => {
    expect(roundHalfUpToCent(numerator, denominator)).toBe(cents);
  });

  it('refuses a negative amount or a zero divisor', () => {
    expect(() => roundHalfUpToCent(-1n, 2n)).toThrow(IllustrationError);
    expect(() => roundHalfUpToCent(1n, 0n)).toThrow(IllustrationError);
  });
});

describe('stored unit values: what numeric(16, 6) holds, nothing else', () => {
  it.each<[text: string, micros: bigint]>([
    ['0', 0n],
    ['1.5', 1_500_000n],
    ['123.456789', 123_456_789n],
    ['9999999999.999999', 9_999_999_999_999_999n],
  ])('"%s" reads as %s millionths', (text, micros) => {
    expect(parseUnitValue(text)).toBe(micros);
    expect(isUnitValue(text)).toBe(true);
  });

  it.each([
    ['a 7th decimal', '1.2345678'],
    ['a negative value', '-1.5'],
    ['an exponent', '1e3'],
    ['empty', ''],
    ['a space', ' 1'],
    ['11 integer digits', '12345678901'],
  ])('%s is refused', (_label, text) => {
    expect(() => parseUnitValue(text)).toThrow(IllustrationError);
    expect(isUnitValue(text)).toBe(false);
  });

  it.each([
    ['zero', 0],
    ['negative', -100],
    ['a fraction of a cent', 10.5],
  ])('an amount that is %s is refused', (_label, amountCents) => {
    expect(() => scaleUnitValue('1', amountCents)).toThrow(IllustrationError);
  });
});

const unitYear = (policyYear: number, premium: string, value: string): IllustrationUnitYear => ({
  policyYear,
  premiumDuePer1000: premium,
  surrenderValueGtdPer1000: value,
  surrenderValueTotalPer1000: value,
  payoutGtdPer1000: '0',
  payoutTotalPer1000: '0',
  deathBenefitGtdPer1000: value,
  deathBenefitTotalPer1000: value,
});

describe('scaling a stored series', () => {
  it('three premiums of a third of S$100,000: the client pays 3 x 33,333.33', () => {
    const series = scaleUnitSeries(
      [unitYear(1, '333.333333', '300'), unitYear(2, '333.333333', '650'), unitYear(3, '333.333333', '1010')],
      S$(100_000),
    );
    expect(series.map((year) => year.premiumDueCents)).toEqual([3_333_333, 3_333_333, 3_333_333]);
    expect(series.map((year) => year.surrenderValueGtdCents)).toEqual([S$(30_000), S$(65_000), S$(101_000)]);
  });

  it('rows in any order come back by policy year', () => {
    const series = scaleUnitSeries([unitYear(2, '0', '2'), unitYear(1, '1000', '1')], S$(1_000));
    expect(series.map((year) => [year.policyYear, year.surrenderValueTotalCents])).toEqual([
      [1, 100],
      [2, 200],
    ]);
  });

  it('a series scaled again (its rows read once, ADR 0031) answers scaleUnitValue field by field', () => {
    // 10 digits before the point: the BigInt path; the others the safe-integer one
    const rows = [unitYear(2, '1.000005', '9999999999.5'), unitYear(1, '333.333333', '0.000001')];
    for (const amount of [S$(100_000), S$(300_000), 1_234_567, S$(100_000)]) {
      const series = scaleUnitSeries(rows, amount);
      expect(series.map((y) => [y.premiumDueCents, y.surrenderValueGtdCents])).toEqual([
        [scaleUnitValue('333.333333', amount), scaleUnitValue('0.000001', amount)],
        [scaleUnitValue('1.000005', amount), scaleUnitValue('9999999999.5', amount)],
      ]);
    }
  });

  it.each([
    ['a gap in the years', [unitYear(1, '1', '1'), unitYear(3, '0', '1')]],
    ['no year at all', []],
    ['a year twice', [unitYear(1, '1', '1'), unitYear(1, '1', '1')]],
  ])('%s is refused', (_label, rows) => {
    expect(() => scaleUnitSeries(rows, S$(1_000))).toThrow(IllustrationError);
  });
});

describe('the safe-integer path (ADR 0031) answers what the BigInt rounding answers', () => {
  const exact = (value: string, amountCents: number) =>
    Number(roundHalfUpToCent(parseUnitValue(value) * BigInt(amountCents), 1_000_000_000n));

  it('agrees on half cents, the largest values and 10,000 pseudo-random ones', () => {
    const cases: [string, number][] = [
      ['2.0035', 1_000_000],
      ['0.000005', 100_000_000],
      ['0.000015', 100_000_000],
      ['999999999.999999', 30_000_000],
      ['9999999999.999999', 30_000_000],
      ['123.456789', 1_234_567],
    ];
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 10_000; i += 1) {
      const value = `${next() % 100_000}.${String(next() % 1_000_000).padStart(6, '0')}`;
      cases.push([value, (1 + (next() % 300)) * 100_000]);
    }
    for (const [value, amountCents] of cases)
      expect(scaleUnitValue(value, amountCents), value).toBe(exact(value, amountCents));
  });
});
