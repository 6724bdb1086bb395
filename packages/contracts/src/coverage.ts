import type { CoverageInput } from '@portal/core';
import { z } from 'zod';
import { parseNumberText } from './life-goals-forms.js';

// Issue 15: the Coverage Calculator form (/calculator/coverage). The spec shows no content, so the
// words are ours.

export const COVERAGE_MESSAGES = {
  incomeRequired: 'Please enter the annual income',
  expensesRequired: 'Please enter the monthly expenses',
  notNegative: 'Please enter an amount of 0 or more',
} as const;

const OPTIONAL_FIELDS = [
  'existingDeath',
  'existingTpd',
  'existingCriticalIllness',
  'existingEmergencyFund',
  'annualPremiums',
] as const;

export const coverageFormSchema = z
  .object({
    annualIncome: z.string(),
    monthlyExpenses: z.string(),
    existingDeath: z.string(),
    existingTpd: z.string(),
    existingCriticalIllness: z.string(),
    existingEmergencyFund: z.string(),
    annualPremiums: z.string(),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const check = (path: keyof typeof v, required: string | null) => {
      const value = parseNumberText(v[path]);
      if (v[path].trim() === '') {
        if (required) fail(path, required);
      } else if (Number.isNaN(value) || value < 0) fail(path, COVERAGE_MESSAGES.notNegative);
    };
    check('annualIncome', COVERAGE_MESSAGES.incomeRequired);
    check('monthlyExpenses', COVERAGE_MESSAGES.expensesRequired);
    for (const field of OPTIONAL_FIELDS) check(field, null);
  })
  .transform((v): CoverageInput => {
    const dollars = (text: string) => (text.trim() === '' ? 0 : Math.round(parseNumberText(text)));
    return {
      annualIncome: dollars(v.annualIncome),
      monthlyExpenses: dollars(v.monthlyExpenses),
      existingDeath: dollars(v.existingDeath),
      existingTpd: dollars(v.existingTpd),
      existingCriticalIllness: dollars(v.existingCriticalIllness),
      existingEmergencyFund: dollars(v.existingEmergencyFund),
      annualPremiums: dollars(v.annualPremiums),
    };
  });
export type CoverageFormValues = z.input<typeof coverageFormSchema>;
