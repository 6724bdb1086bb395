import { describe, expect, it } from 'vitest';
import { ageAtPolicyYear, policyYearAtAge, resolveCompareAt, type CompareAt } from './compare-at.js';
import { IllustrationError } from './value-series.js';

// An insured of ANB 40 at entry, in a 10-year illustration: aged 40 at the end of year 1, 49 at year 10.
const ENTRY_AGE = 40;
const LAST_YEAR = 10;

describe('the policy year for a compare-at age: age - entry age + 1', () => {
  it.each<[label: string, age: number, year: number | null]>([
    ['the entry age is the end of year 1', 40, 1],
    ['mid-term', 45, 6],
    ['the last year', 49, 10],
    ['compare-at age beyond the last year: null', 50, null],
    ['far beyond (whole life compare at 85 on a short illustration): null', 85, null],
    ['before the end of year 1: null', 39, null],
  ])('%s', (_label, age, year) => {
    expect(policyYearAtAge(age, ENTRY_AGE, LAST_YEAR)).toBe(year);
  });

  it('round-trips with the age at a policy year', () => {
    for (let year = 1; year <= LAST_YEAR; year += 1)
      expect(policyYearAtAge(ageAtPolicyYear(year, ENTRY_AGE), ENTRY_AGE, LAST_YEAR)).toBe(year);
  });
});

describe('resolving a compare-at choice by policy year or by age', () => {
  it.each<[label: string, compareAt: CompareAt, year: number | null]>([
    ['policy year within the term', { by: 'policyYear', value: 4 }, 4],
    ['policy year = the last year', { by: 'policyYear', value: 10 }, 10],
    ['policy year beyond the last year: null', { by: 'policyYear', value: 20 }, null],
    ['policy year 0: null', { by: 'policyYear', value: 0 }, null],
    ['age within the term', { by: 'age', value: 45 }, 6],
    ['age beyond the last year: null', { by: 'age', value: 60 }, null],
  ])('%s', (_label, compareAt, year) => {
    expect(resolveCompareAt(compareAt, ENTRY_AGE, LAST_YEAR)).toBe(year);
  });

  it.each<[label: string, run: () => unknown]>([
    ['a fractional age', () => policyYearAtAge(45.5, ENTRY_AGE, LAST_YEAR)],
    [
      'a fractional policy year',
      () => resolveCompareAt({ by: 'policyYear', value: 2.5 }, ENTRY_AGE, LAST_YEAR),
    ],
    ['a fractional entry age', () => ageAtPolicyYear(1, 40.5)],
  ])('%s is an error, not a rounded year', (_label, run) => {
    expect(run).toThrow(IllustrationError);
  });
});
