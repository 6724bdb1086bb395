import { goalTargetAmount, liabilityFutureValue } from '@portal/core';
import { z } from 'zod';
import { GENDERS } from './insured.js';
import {
  builtInGoalLabelOf,
  CUSTOM_GOAL_MAX_LENGTH,
  GOAL_TYPES,
  MAX_INFLATION_PCT,
  PAYOUT_TYPES,
  RELATIONSHIPS,
  type Asset,
  type Dependent,
  type GoalDetails,
  type Liability,
} from './life-goals.js';

// spec 002 §5: the Life Goals 360 forms. Inputs hold strings; each schema turns them into the saved
// shape of spec 002 §3. Every rule runs in one refinement so all messages show at once.

/** spec 002 §5 "Goal form", word for word. */
export const GOAL_FORM_MESSAGES = {
  descriptionRequired: 'Please enter a short description of your financial goal',
  amountMin: 'Must be greater than 0',
  futureAmountRequired: 'Enter a valid future amount greater than $0',
  todayAmountRequired: "Enter the equivalent amount in today's dollars (greater than $0)",
  yearsMin: 'Must be at least 1 year',
  yearsRequired: 'Enter the number of years to achieve this goal (must be at least 1).',
  inflationMin: 'Must be at least 0',
  inflationRequired: 'Please select the inflation rate',
} as const;

/** spec 002 §5 gives the dependent, liability and asset rules without wording; these words are ours. */
export const DEPENDENT_MESSAGES = {
  nameRequired: "Please enter the dependent's name",
  genderRequired: "Please select the dependent's gender",
  relationshipRequired: 'Please select the relationship',
  ageRequired: "Please enter the dependent's age",
  ageMin: 'Age must be 0 or more',
  yearsToSupportRequired: 'Please enter the years of support',
  yearsToSupportMin: 'Years to support must be 0 or more',
} as const;

export const LIABILITY_MESSAGES = {
  descriptionRequired: 'Please enter a description',
  payoutTypeRequired: 'Please select a payout type',
  amountRequired: 'Please enter the amount',
  amountMin: 'Amount must be at least $1',
  inflationRequired: 'Please enter the inflation rate',
  inflationRange: 'Inflation must be from 0% to 10%',
  yearsRequired: 'Please enter the number of years',
  yearsMin: 'Years must be at least 1',
} as const;

export const ASSET_MESSAGES = {
  descriptionRequired: 'Please enter a description',
  valueRequired: 'Please enter the value',
  valueMin: 'Value must be at least $1',
} as const;

export const CUSTOM_GOAL_MESSAGES = {
  labelRequired: 'Please enter a name for the goal',
  labelTooLong: `At most ${CUSTOM_GOAL_MAX_LENGTH} characters`,
  labelTaken: 'This goal is already selected',
} as const;

type Fail = (path: string, message: string) => void;
const failerFor =
  (ctx: z.RefinementCtx): Fail =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path: [path], message });

/** A number typed as text: thousands separators and spaces are allowed; '' and junk give NaN. */
export const parseNumberText = (text: string): number => {
  const cleaned = text.replace(/[,\s]/g, '');
  return cleaned === '' || !/^-?\d*\.?\d+$/.test(cleaned) ? NaN : Number(cleaned);
};

/** Checks a whole number: missing -> `required`, below `min` -> `tooSmall`. */
function checkWhole(fail: Fail, path: string, text: string, min: number, required: string, tooSmall: string) {
  const value = parseNumberText(text);
  if (Number.isNaN(value)) fail(path, required);
  else if (value < min || !Number.isInteger(value)) fail(path, tooSmall);
}

export const dependentFormSchema = z
  .object({
    name: z.string(),
    gender: z.string(),
    relationship: z.string(),
    age: z.string(),
    yearsToSupport: z.string(),
    remarks: z.string(),
  })
  .superRefine((v, ctx) => {
    const fail = failerFor(ctx);
    if (v.name.trim() === '') fail('name', DEPENDENT_MESSAGES.nameRequired);
    if (!(GENDERS as readonly string[]).includes(v.gender)) fail('gender', DEPENDENT_MESSAGES.genderRequired);
    if (!(RELATIONSHIPS as readonly string[]).includes(v.relationship))
      fail('relationship', DEPENDENT_MESSAGES.relationshipRequired);
    checkWhole(fail, 'age', v.age, 0, DEPENDENT_MESSAGES.ageRequired, DEPENDENT_MESSAGES.ageMin);
    checkWhole(
      fail,
      'yearsToSupport',
      v.yearsToSupport,
      0,
      DEPENDENT_MESSAGES.yearsToSupportRequired,
      DEPENDENT_MESSAGES.yearsToSupportMin,
    );
  })
  .transform((v): Dependent => ({
    name: v.name.trim(),
    gender: v.gender as Dependent['gender'],
    relationship: v.relationship as Dependent['relationship'],
    age: parseNumberText(v.age),
    yearsToSupport: parseNumberText(v.yearsToSupport),
    remarks: v.remarks.trim(),
  }));
export type DependentFormValues = z.input<typeof dependentFormSchema>;

export const liabilityFormSchema = z
  .object({
    description: z.string(),
    payoutType: z.string(),
    amount: z.string(),
    inflationRate: z.string(),
    years: z.string(),
  })
  .superRefine((v, ctx) => {
    const fail = failerFor(ctx);
    const m = LIABILITY_MESSAGES;
    if (v.description.trim() === '') fail('description', m.descriptionRequired);
    if (!(PAYOUT_TYPES as readonly string[]).includes(v.payoutType)) fail('payoutType', m.payoutTypeRequired);
    checkWhole(fail, 'amount', v.amount, 1, m.amountRequired, m.amountMin);
    const inflation = parseNumberText(v.inflationRate);
    if (Number.isNaN(inflation)) fail('inflationRate', m.inflationRequired);
    else if (inflation < 0 || inflation > MAX_INFLATION_PCT) fail('inflationRate', m.inflationRange);
    checkWhole(fail, 'years', v.years, 1, m.yearsRequired, m.yearsMin);
  })
  .transform((v): Liability => {
    const base = {
      description: v.description.trim(),
      payoutType: v.payoutType as Liability['payoutType'],
      amount: parseNumberText(v.amount),
      inflationRate: parseNumberText(v.inflationRate),
      years: parseNumberText(v.years),
    };
    return { ...base, futureValue: liabilityFutureValue({ ...base, inflationPct: base.inflationRate }) };
  });
export type LiabilityFormValues = z.input<typeof liabilityFormSchema>;

export const assetFormSchema = z
  .object({ description: z.string(), value: z.string() })
  .superRefine((v, ctx) => {
    const fail = failerFor(ctx);
    if (v.description.trim() === '') fail('description', ASSET_MESSAGES.descriptionRequired);
    checkWhole(fail, 'value', v.value, 1, ASSET_MESSAGES.valueRequired, ASSET_MESSAGES.valueMin);
  })
  .transform((v): Asset => ({ description: v.description.trim(), value: parseNumberText(v.value) }));
export type AssetFormValues = z.input<typeof assetFormSchema>;

/** spec 002 §5 "Goal form" for one tab: 0 Future Value Goal, 1 Today's Value Goal. */
export function buildGoalFormSchema(activeIndex: 0 | 1) {
  const isToday = activeIndex === 1;
  const m = GOAL_FORM_MESSAGES;
  return z
    .object({
      description: z.string(),
      amountNeeded: z.string(),
      yearsToAchieve: z.string(),
      /** '' until chosen; the Today's Value tab starts at the default. */
      inflationRate: z.string(),
    })
    .superRefine((v, ctx) => {
      const fail = failerFor(ctx);
      if (v.description.trim() === '') fail('description', m.descriptionRequired);
      const amount = parseNumberText(v.amountNeeded);
      if (Number.isNaN(amount))
        fail('amountNeeded', isToday ? m.todayAmountRequired : m.futureAmountRequired);
      else if (amount < 1) fail('amountNeeded', m.amountMin);
      const years = parseNumberText(v.yearsToAchieve);
      if (Number.isNaN(years) || !Number.isInteger(years)) fail('yearsToAchieve', m.yearsRequired);
      else if (years < 1) fail('yearsToAchieve', m.yearsMin);
      if (!isToday) return;
      const inflation = parseNumberText(v.inflationRate);
      if (Number.isNaN(inflation)) fail('inflationRate', m.inflationRequired);
      else if (inflation < 0) fail('inflationRate', m.inflationMin);
    })
    .transform((v): GoalDetails => {
      const amountNeeded = Math.round(parseNumberText(v.amountNeeded));
      const yearsToAchieve = parseNumberText(v.yearsToAchieve);
      const inflationRate = isToday ? parseNumberText(v.inflationRate) : 0;
      return {
        description: v.description.trim(),
        amountNeeded,
        yearsToAchieve,
        inflationRate,
        activeIndex,
        goalType: GOAL_TYPES[activeIndex],
        targetAmount: goalTargetAmount({
          goalType: isToday ? 'today' : 'future',
          amount: amountNeeded,
          years: yearsToAchieve,
          inflationPct: inflationRate,
        }),
      };
    });
}

export type GoalFormValues = z.input<ReturnType<typeof buildGoalFormSchema>>;

/**
 * A custom goal's name: required, short, and not a goal already selected. Issue 31: a name that is a
 * built-in goal's, whatever its case and spacing ('financial  safety NET'), becomes that goal, so it gets
 * the built-in's screen (the Life Protection Calculator for the Safety Net) and its checkbox.
 */
export function buildCustomGoalSchema(takenLabels: readonly string[]) {
  const taken = new Set(takenLabels.map((l) => l.toLowerCase()));
  return z.object({
    label: z
      .string()
      .trim()
      .min(1, CUSTOM_GOAL_MESSAGES.labelRequired)
      .max(CUSTOM_GOAL_MAX_LENGTH, CUSTOM_GOAL_MESSAGES.labelTooLong)
      .overwrite((l) => builtInGoalLabelOf(l) ?? l)
      .refine((l) => !taken.has(l.toLowerCase()), CUSTOM_GOAL_MESSAGES.labelTaken),
  });
}
