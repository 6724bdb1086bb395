import { describe, expect, it } from 'vitest';
import { formatDollars, formatMoney, formatNumber } from './format-money.js';

describe('formatMoney: S$ from integer cents, Singapore English grouping', () => {
  it.each([
    ['zero', 0, {}, 'S$0.00'],
    ['cents only', 5, {}, 'S$0.05'],
    ['under a thousand', 99_999, {}, 'S$999.99'],
    ['a thousand gets a comma', 123_456, {}, 'S$1,234.56'],
    ['millions', 123_456_789_01, {}, 'S$123,456,789.01'],
    ['negative', -500, {}, '-S$5.00'],
    ['whole dollars drop the cents', 100_000_000, { showCents: false }, 'S$1,000,000'],
    ['whole dollars: half a dollar rounds up', 150, { showCents: false }, 'S$2'],
    ['whole dollars: under half rounds down', 149, { showCents: false }, 'S$1'],
    ['another currency sign', 123_456, { currency: '$' }, '$1,234.56'],
    ['a bare number', 123_456, { currency: '' }, '1,234.56'],
    ['a negative that rounds to nothing is not negative', -40, { showCents: false }, 'S$0'],
  ])('%s', (_rule, cents, options, text) => {
    expect(formatMoney(cents, options)).toBe(text);
  });
});

describe('formatDollars and formatNumber', () => {
  it.each([
    [1_000_000, 'S$1,000,000'],
    [0, 'S$0'],
    [2_500.5, 'S$2,501'],
  ])('formatDollars(%d) is %s', (dollars, text) => {
    expect(formatDollars(dollars)).toBe(text);
  });

  it.each([
    [1_234_567.891, 2, '1,234,567.89'],
    [-1_234.5, 2, '-1,234.50'],
    [-0.001, 2, '0.00'],
    [5, 4, '5.0000'],
    [999, 0, '999'],
    [1000, 0, '1,000'],
  ])('formatNumber(%d, %d) is %s', (value, digits, text) => {
    expect(formatNumber(value, digits)).toBe(text);
  });
});
