import { describe, expect, it } from 'vitest';
import { moneyTick } from './chart-ticks';

describe('money axis ticks (issue 31)', () => {
  it.each([
    [0, 'S$0'],
    [250_000, 'S$250,000'],
    ['1500000', 'S$1,500,000'],
  ])('%s reads %s, as the tables write amounts', (value, text) => {
    expect(moneyTick(value)).toBe(text);
  });
});
