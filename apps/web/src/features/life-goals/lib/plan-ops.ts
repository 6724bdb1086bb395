import {
  DEFAULT_GROWTH_PCT,
  FINANCIAL_SAFETY_NET,
  type Asset,
  type GoalDetails,
  type Liability,
  type LifeGoalsPlan,
  type PlannedGoal,
} from '@portal/contracts';
import { protectionSummary } from '@portal/core';

// Pure changes to the plan (spec 002 §4 "Goals"): the screens call these through updatePlan.

export const isSafetyNet = (goal: Pick<PlannedGoal, 'label'>) => goal.label === FINANCIAL_SAFETY_NET;

const reindex = (goals: PlannedGoal[]): PlannedGoal[] => goals.map((goal, index) => ({ ...goal, index }));

export function newGoal(label: string, isCustom: boolean): PlannedGoal {
  return {
    index: 0,
    label,
    isCustom,
    goal: null,
    liabilities: [],
    assets: [],
    totalLiabilities: 0,
    totalAssets: 0,
    addedToStrategyReport: false,
    growthRates: [DEFAULT_GROWTH_PCT[0], DEFAULT_GROWTH_PCT[1]],
  };
}

export const hasGoal = (plan: LifeGoalsPlan, label: string) =>
  plan.goals.some((g) => g.label.toLowerCase() === label.toLowerCase());

export function addGoal(plan: LifeGoalsPlan, label: string, isCustom = false): LifeGoalsPlan {
  if (hasGoal(plan, label)) return plan;
  return { ...plan, goals: reindex([...plan.goals, newGoal(label, isCustom)]) };
}

/** Matched as hasGoal matches, so a goal kept under another case (an older plan) can be unticked too. */
export function removeGoal(plan: LifeGoalsPlan, label: string): LifeGoalsPlan {
  const key = label.toLowerCase();
  return { ...plan, goals: reindex(plan.goals.filter((g) => g.label.toLowerCase() !== key)) };
}

/** Moves a goal one place up (-1) or down (+1); at either end nothing moves. */
export function moveGoal(plan: LifeGoalsPlan, label: string, step: -1 | 1): LifeGoalsPlan {
  const from = plan.goals.findIndex((g) => g.label === label);
  const to = from + step;
  if (from < 0 || to < 0 || to >= plan.goals.length) return plan;
  const goals = [...plan.goals];
  const [moved] = goals.splice(from, 1);
  if (moved) goals.splice(to, 0, moved);
  return { ...plan, goals: reindex(goals) };
}

function changeGoal(
  plan: LifeGoalsPlan,
  label: string,
  change: (goal: PlannedGoal) => PlannedGoal,
): LifeGoalsPlan {
  return { ...plan, goals: plan.goals.map((g) => (g.label === label ? change(g) : g)) };
}

export const setGoalDetails = (plan: LifeGoalsPlan, label: string, goal: GoalDetails | null) =>
  changeGoal(plan, label, (g) => ({
    ...g,
    goal,
    addedToStrategyReport: goal ? g.addedToStrategyReport : false,
  }));

export const setLiabilities = (plan: LifeGoalsPlan, label: string, liabilities: Liability[]) =>
  changeGoal(plan, label, (g) => ({
    ...g,
    liabilities,
    totalLiabilities: protectionSummary(liabilities, []).totalObligations,
  }));

export const setAssets = (plan: LifeGoalsPlan, label: string, assets: Asset[]) =>
  changeGoal(plan, label, (g) => ({ ...g, assets, totalAssets: protectionSummary([], assets).totalAssets }));

export const setAddedToStrategyReport = (plan: LifeGoalsPlan, label: string, isAdded: boolean) =>
  changeGoal(plan, label, (g) => ({ ...g, addedToStrategyReport: isAdded }));

export const setGrowthRates = (plan: LifeGoalsPlan, label: string, growthRates: [number, number]) =>
  changeGoal(plan, label, (g) => ({ ...g, growthRates }));

/** spec 002 §2: a goal can go to the Strategy Report once it has something to show. */
export function canAddToReport(goal: PlannedGoal): boolean {
  if (isSafetyNet(goal)) return goal.liabilities.length > 0 || goal.assets.length > 0;
  return (goal.goal?.targetAmount ?? 0) > 0;
}

export const countAddedGoals = (plan: LifeGoalsPlan) =>
  plan.goals.filter((g) => g.addedToStrategyReport).length;
