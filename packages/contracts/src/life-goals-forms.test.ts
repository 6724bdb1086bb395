import { describe, expect, it } from 'vitest';
import { coverageFormSchema, COVERAGE_MESSAGES } from './coverage.js';
import { EMPTY_PLAN, lifeGoalsPlanSchema, planFileSchema, PLAN_FILE_KIND } from './life-goals.js';
import {
  assetFormSchema,
  buildCustomGoalSchema,
  buildGoalFormSchema,
  CUSTOM_GOAL_MESSAGES,
  GOAL_FORM_MESSAGES as G,
  liabilityFormSchema,
  parseNumberText,
} from './life-goals-forms.js';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('goal form schema (spec 002 §5)', () => {
  const today = buildGoalFormSchema(1);
  it('a negative inflation rate gives "Must be at least 0" (the dropdown never offers one)', () => {
    const result = today.safeParse({
      description: 'x',
      amountNeeded: '1',
      yearsToAchieve: '1',
      inflationRate: '-1',
    });
    expect(messagesOf(result)).toEqual({ inflationRate: G.inflationMin });
  });
  it("compounds a today's value at inflation into the target", () => {
    const parsed = today.parse({
      description: 'Car',
      amountNeeded: '100,000',
      yearsToAchieve: '10',
      inflationRate: '4',
    });
    expect(parsed).toMatchObject({ goalType: "Today's Value Goal", activeIndex: 1, targetAmount: 148_024 });
  });
  it('keeps a future value as the target and ignores inflation', () => {
    const parsed = buildGoalFormSchema(0).parse({
      description: 'Car',
      amountNeeded: '80000',
      yearsToAchieve: '5',
      inflationRate: '',
    });
    expect(parsed).toMatchObject({ goalType: 'Future Value Goal', targetAmount: 80_000, inflationRate: 0 });
  });
});

describe('liability and asset forms compute and refuse', () => {
  it('a regular payout gets its annuity future value', () => {
    const parsed = liabilityFormSchema.parse({
      description: 'Family income',
      payoutType: 'regular',
      amount: '12000',
      inflationRate: '3',
      years: '10',
    });
    expect(parsed.futureValue).toBe(137_567);
  });
  it('an inflation rate above 10 is refused', () => {
    const result = liabilityFormSchema.safeParse({
      description: 'x',
      payoutType: 'lump',
      amount: '1',
      inflationRate: '11',
      years: '1',
    });
    expect(messagesOf(result)).toEqual({ inflationRate: 'Inflation must be from 0% to 10%' });
  });
  it('an asset value is parsed with thousands separators', () => {
    expect(assetFormSchema.parse({ description: 'Savings', value: '50,000' })).toEqual({
      description: 'Savings',
      value: 50_000,
    });
  });
});

describe('custom goals, numbers, plan files and the coverage form', () => {
  // Issue 31: 'financial safety net' was taken as a Goal Builder goal beside the built-in one.
  it.each([
    ['financial safety net', 'Financial Safety Net'],
    ['  FINANCIAL   Safety net ', 'Financial Safety Net'],
    ['buy a car', 'Buy a Car'],
    ['travel fund', 'Travel Fund'],
    ['Sabbatical  year', 'Sabbatical  year'],
  ])('a custom goal named %j is the goal %j', (typed, label) => {
    expect(buildCustomGoalSchema([]).parse({ label: typed })).toEqual({ label });
  });

  it('refuses a built-in goal already selected under any spelling', () => {
    const schema = buildCustomGoalSchema(['Financial Safety Net']);
    expect(schema.safeParse({ label: 'financial  SAFETY net' }).error?.issues[0]?.message).toBe(
      CUSTOM_GOAL_MESSAGES.labelTaken,
    );
  });

  it('refuses a custom goal already selected, whatever its case', () => {
    expect(buildCustomGoalSchema(['Buy a Car']).safeParse({ label: 'buy a car' }).success).toBe(false);
  });
  it.each([
    ['1,000', 1000],
    [' 12 ', 12],
    ['', NaN],
    ['abc', NaN],
    ['1e5', NaN],
  ])('parseNumberText(%j) = %d', (text, value) => {
    expect(parseNumberText(text)).toBe(value);
  });
  it('a plan file must say what it is and carry a valid plan', () => {
    const file = { kind: PLAN_FILE_KIND, version: 1, exportedAt: '2026-11-23T00:00:00Z', plan: EMPTY_PLAN };
    expect(planFileSchema.safeParse(file).success).toBe(true);
    expect(planFileSchema.safeParse({ ...file, kind: 'other' }).success).toBe(false);
    expect(lifeGoalsPlanSchema.safeParse({ ...EMPTY_PLAN, dependents: [{ name: 'x' }] }).success).toBe(false);
  });
  it('the coverage form needs income and expenses and no negative amounts', () => {
    const empty = {
      annualIncome: '',
      monthlyExpenses: '',
      existingDeath: '-5',
      existingTpd: '',
      existingCriticalIllness: '',
      existingEmergencyFund: '',
      annualPremiums: '',
    };
    expect(messagesOf(coverageFormSchema.safeParse(empty))).toEqual({
      annualIncome: COVERAGE_MESSAGES.incomeRequired,
      monthlyExpenses: COVERAGE_MESSAGES.expensesRequired,
      existingDeath: COVERAGE_MESSAGES.notNegative,
    });
  });
});
