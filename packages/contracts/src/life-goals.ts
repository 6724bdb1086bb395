import { z } from 'zod';
import { GENDERS, SMOKING_STATUSES } from './insured.js';

// spec 002 §2, §3, §8 and §9: Life Goals 360. The planner runs in the browser only; its data lives in
// localStorage under LIFE_GOALS_STORAGE_KEY with the field names of spec 002 §3.

export const LIFE_GOALS_STORAGE_KEY = 'lifeGoals360';

/** spec 002 §8 and §2, word for word. */
export const LIFE_GOALS_MESSAGES = {
  reset: 'Life Goals 360 has been reset',
  addedToStrategyReport: '(Added to Strategy Report)',
  /** spec 002 §2 calls it a placeholder alert; issue 15 makes Next open the Strategy Report instead. */
  proceedToNextPage: 'Proceed to next page',
} as const;

/** spec 002 §2: the five-step indicator. */
export const LIFE_GOALS_STEPS = [
  'Start',
  'Client Profile',
  'Goals Selection',
  'Goals Details',
  'Strategy Report',
] as const;

export const FINANCIAL_SAFETY_NET = 'Financial Safety Net';

/** spec 002 §9: the goals offered on Goals Selection, in this order. */
export const SELECTABLE_GOALS = [
  FINANCIAL_SAFETY_NET,
  'Comfortable Retirement',
  'Wealth Accumulation',
  'Children Education',
  'Build a Legacy',
  'Own a Home',
  'Buy a Car',
  'Build a Startup',
] as const;

/** spec 002 §2 and §9: the details screen also knows these two (a custom goal may carry the label). */
export const DETAIL_ONLY_GOALS = ['Passive Income', 'Travel Fund'] as const;

const BUILT_IN_GOALS: readonly string[] = [...SELECTABLE_GOALS, ...DETAIL_ONLY_GOALS];
const goalKey = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/** The built-in goal a typed name stands for, whatever its case and spacing; null for a custom name. */
export function builtInGoalLabelOf(label: string): string | null {
  const key = goalKey(label);
  return BUILT_IN_GOALS.find((known) => goalKey(known) === key) ?? null;
}

/** spec 002 §9. */
export const RELATIONSHIPS = ['child', 'spouse', 'parent', 'sibling', 'other'] as const;
export const INFLATION_CHOICES_PCT = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const DEFAULT_INFLATION_PCT = 4;
export const DEFAULT_YEARS = 1;
export const GROWTH_CHOICES_PCT = [2, 3, 4, 5, 6, 7, 8, 10, 15] as const;
export const DEFAULT_GROWTH_PCT = [3, 8] as const;
export const MAX_INFLATION_PCT = 10;

/** spec 002 §3: goalType as saved. */
export const GOAL_TYPES = ['Future Value Goal', "Today's Value Goal"] as const;
export const PAYOUT_TYPES = ['lump', 'regular'] as const;
export const PAYOUT_TYPE_LABELS: Record<(typeof PAYOUT_TYPES)[number], string> = {
  lump: 'Lump Sum',
  regular: 'Regular (yearly) Payout',
};

/** Custom goal labels are short; the selection shows them as chips. */
export const CUSTOM_GOAL_MAX_LENGTH = 40;

const wholeDollars = z.number().int().min(0).max(1e12);

export const planInsuredSchema = z.object({
  name: z.string().trim().min(1).max(100),
  dob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  gender: z.enum(GENDERS),
  smokingStatus: z.enum(SMOKING_STATUSES),
  ALB: z.number().int().min(0),
  ANB: z.number().int().min(1),
  AnB: z.number().int().min(0),
});
export type PlanInsured = z.infer<typeof planInsuredSchema>;

export const dependentSchema = z.object({
  name: z.string().trim().min(1).max(100),
  gender: z.enum(GENDERS),
  relationship: z.enum(RELATIONSHIPS),
  age: z.number().int().min(0).max(150),
  yearsToSupport: z.number().int().min(0).max(150),
  remarks: z.string().max(500),
});
export type Dependent = z.infer<typeof dependentSchema>;

export const liabilitySchema = z.object({
  description: z.string().trim().min(1).max(200),
  payoutType: z.enum(PAYOUT_TYPES),
  amount: wholeDollars.min(1),
  inflationRate: z.number().min(0).max(MAX_INFLATION_PCT),
  years: z.number().int().min(1).max(100),
  futureValue: wholeDollars,
});
export type Liability = z.infer<typeof liabilitySchema>;

export const assetSchema = z.object({
  description: z.string().trim().min(1).max(200),
  value: wholeDollars.min(1),
});
export type Asset = z.infer<typeof assetSchema>;

export const goalDetailsSchema = z.object({
  description: z.string().trim().min(1).max(200),
  amountNeeded: wholeDollars.min(1),
  yearsToAchieve: z.number().int().min(1).max(100),
  inflationRate: z.number().min(0).max(MAX_INFLATION_PCT),
  /** The tab the goal was entered on: 0 Future Value Goal, 1 Today's Value Goal. */
  activeIndex: z.union([z.literal(0), z.literal(1)]),
  goalType: z.enum(GOAL_TYPES),
  targetAmount: wholeDollars,
});
export type GoalDetails = z.infer<typeof goalDetailsSchema>;

const growthChoice = z.number().refine((v) => (GROWTH_CHOICES_PCT as readonly number[]).includes(v));

/** spec 002 §3 "goals": one selected goal with what was entered on its tab. */
export const plannedGoalSchema = z.object({
  index: z.number().int().min(0),
  label: z.string().trim().min(1).max(CUSTOM_GOAL_MAX_LENGTH),
  isCustom: z.boolean(),
  goal: goalDetailsSchema.nullable(),
  liabilities: z.array(liabilitySchema).max(100),
  /** The Safety Net's available resources, or the assets set aside for a Goal Builder goal. */
  assets: z.array(assetSchema).max(100),
  totalLiabilities: wholeDollars,
  totalAssets: wholeDollars,
  addedToStrategyReport: z.boolean(),
  /** The two Accumulation Insight panels' growth rates, kept for the Strategy Report. */
  growthRates: z.tuple([growthChoice, growthChoice]),
});
export type PlannedGoal = z.infer<typeof plannedGoalSchema>;

export const lifeGoalsPlanSchema = z.object({
  insured: planInsuredSchema.nullable(),
  dependents: z.array(dependentSchema).max(30),
  goals: z.array(plannedGoalSchema).max(30),
});
export type LifeGoalsPlan = z.infer<typeof lifeGoalsPlanSchema>;

export const EMPTY_PLAN: LifeGoalsPlan = { insured: null, dependents: [], goals: [] };

/** A plan exported to a file (issue 15: save and load plans per client, on the adviser's device). */
export const PLAN_FILE_KIND = 'lifeGoals360-plan';
export const planFileSchema = z.object({
  kind: z.literal(PLAN_FILE_KIND),
  version: z.literal(1),
  exportedAt: z.string(),
  plan: lifeGoalsPlanSchema,
});
export type PlanFile = z.infer<typeof planFileSchema>;
