import { describe, expect, it } from 'vitest';
import { computeInsuredAges, insuredAgesFromAlb } from './ages.js';

describe('computeInsuredAges: ALB, ANB and AnB from a date of birth', () => {
  it.each([
    // [rule, dob, asOf, alb, anb, anbNearest]
    ['birthday today: a new ALB, AnB equal to it', '1990-06-15', '2026-06-15', 36, 37, 36],
    ['the day before the birthday', '1990-06-15', '2026-06-14', 35, 36, 36],
    ['182 days after the birthday stays on ALB', '1990-01-01', '2026-07-02', 36, 37, 36],
    ['183 days after the birthday moves AnB up', '1990-01-01', '2026-07-03', 36, 37, 37],
    ['182-day edge across a leap February', '1990-09-01', '2024-03-01', 33, 34, 33],
    ['183-day edge across a leap February', '1990-09-01', '2024-03-02', 33, 34, 34],
    ['newborn on the day of birth', '2026-11-22', '2026-11-22', 0, 1, 0],
    ['newborn 182 days old', '2026-01-01', '2026-07-02', 0, 1, 0],
    ['newborn 183 days old', '2026-01-01', '2026-07-03', 0, 1, 1],
    ['leap-day birth, common year, 27 Feb: no birthday yet', '2000-02-29', '2025-02-27', 24, 25, 25],
    ['leap-day birth, common year, 28 Feb counts as the birthday', '2000-02-29', '2025-02-28', 25, 26, 25],
    ['leap-day birth, leap year, 28 Feb: not yet', '2000-02-29', '2024-02-28', 23, 24, 24],
    ['leap-day birth, leap year, 29 Feb', '2000-02-29', '2024-02-29', 24, 25, 24],
    ['leap-day birth: 182 days after a 28 Feb birthday', '2000-02-29', '2025-08-29', 25, 26, 25],
    ['leap-day birth: 183 days after a 28 Feb birthday', '2000-02-29', '2025-08-30', 25, 26, 26],
    ['ALB 100', '1926-11-22', '2026-11-22', 100, 101, 100],
  ])('%s', (_rule, dob, asOf, alb, anb, anbNearest) => {
    expect(computeInsuredAges(dob, asOf)).toEqual({ alb, anb, anbNearest });
  });

  it('refuses a date of birth in the future and dates that are not on the calendar', () => {
    expect(() => computeInsuredAges('2026-11-23', '2026-11-22')).toThrow(RangeError);
    expect(() => computeInsuredAges('2025-02-29', '2026-01-01')).toThrow(RangeError);
    expect(() => computeInsuredAges('22/11/1990', '2026-01-01')).toThrow(RangeError);
  });
});

describe('insuredAgesFromAlb: ALB mode (spec 000 §5.4)', () => {
  it.each([0, 1, 35, 99, 100])('ALB %i gives ANB = AnB = ALB + 1', (alb) => {
    expect(insuredAgesFromAlb(alb)).toEqual({ alb, anb: alb + 1, anbNearest: alb + 1 });
  });
  it('refuses a negative or fractional ALB', () => {
    expect(() => insuredAgesFromAlb(-1)).toThrow(RangeError);
    expect(() => insuredAgesFromAlb(2.5)).toThrow(RangeError);
  });
});
