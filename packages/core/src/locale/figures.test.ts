import { describe, expect, it } from 'vitest';
import { formatFigure, formatPercent } from './figures.js';

describe('formatFigure: Singapore English figures', () => {
  it.each([
    ['thousands get commas, up to three decimals by default', 1234567.891, {}, '1,234,567.891'],
    ['a whole number shows no decimals by default', 600, {}, '600'],
    ['an amount typed with cents keeps them', 600.5, {}, '600.5'],
    ['no decimals rounds half away from zero', 2.5, { maxDecimals: 0 }, '3'],
    ['a negative half rounds away from zero too', -2.5, { maxDecimals: 0 }, '-3'],
    ['a count keeps its commas', 12345, { maxDecimals: 0 }, '12,345'],
    ['fixed decimals pad with zeros', 3.5, { minDecimals: 2, maxDecimals: 2 }, '3.50'],
    // Intl rounds the shortest decimal form, where toFixed rounds the binary value (1.00499...)
    [
      '1.005 to two decimals is 1.01, as the tables have always shown it',
      1.005,
      { minDecimals: 2, maxDecimals: 2 },
      '1.01',
    ],
  ])('%s', (_rule, value, format, text) => {
    expect(formatFigure(value, format)).toBe(text);
  });
});

describe('formatPercent: a percentage in % with fixed decimals', () => {
  it.each([
    ['two decimals by default, so "3.50%" lines up with "3.47%"', 3.5, undefined, '3.50%'],
    ['a column of one decimal', 4.25, 1, '4.3%'],
    ['no decimals', 12.4, 0, '12%'],
    ['a negative yield', -0.75, 2, '-0.75%'],
    ['a large figure gets commas', 1234.5, 2, '1,234.50%'],
  ])('%s', (_rule, value, decimals, text) => {
    expect(formatPercent(value, decimals)).toBe(text);
  });
});
