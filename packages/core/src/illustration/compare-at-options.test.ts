import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POLICY_YEAR_COMPARE_AT,
  POLICY_YEAR_COMPARE_AT_YEARS,
  policyYearCompareAtOptions,
} from './compare-at-options.js';
import { IllustrationError } from './value-series.js';

describe('compare-at policy years for lifetime income and endowment (spec 001 §9)', () => {
  it('offers years 20 to 60 by 10, default 40', () => {
    expect(POLICY_YEAR_COMPARE_AT_YEARS).toEqual([20, 30, 40, 50, 60]);
    expect(POLICY_YEAR_COMPARE_AT_YEARS).toContain(DEFAULT_POLICY_YEAR_COMPARE_AT);
    expect(DEFAULT_POLICY_YEAR_COMPARE_AT).toBe(40);
  });

  it.each<[label: string, entryAge: number, labels: string[]]>([
    // ANB 40: aged 40 at the end of year 1, so 40 - 1 + 20 = 59 at year 20
    [
      'ANB 40',
      40,
      ['Year 20 (age 59)', 'Year 30 (age 69)', 'Year 40 (age 79)', 'Year 50 (age 89)', 'Year 60 (age 99)'],
    ],
    [
      'ANB 1',
      1,
      ['Year 20 (age 20)', 'Year 30 (age 30)', 'Year 40 (age 40)', 'Year 50 (age 50)', 'Year 60 (age 60)'],
    ],
  ])('labels each year with the insured age then (ANB - 1 + year): %s', (_label, entryAge, labels) => {
    const options = policyYearCompareAtOptions(entryAge);
    expect(options.map((option) => option.label)).toEqual(labels);
    expect(options.map((option) => option.policyYear)).toEqual([20, 30, 40, 50, 60]);
  });

  it('gives the age as a number beside the label', () => {
    expect(policyYearCompareAtOptions(55, [40])).toEqual([
      { policyYear: 40, ageYears: 94, label: 'Year 40 (age 94)' },
    ]);
  });

  it('refuses an ANB that is not a whole number', () => {
    expect(() => policyYearCompareAtOptions(40.5)).toThrow(IllustrationError);
  });
});
