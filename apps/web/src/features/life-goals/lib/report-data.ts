import type { LifeGoalsPlan, PlannedGoal } from '@portal/contracts';
import { accumulationInsight, protectionSummary, type AccumulationInsight } from '@portal/core';
import { isSafetyNet } from './plan-ops';

// Issue 15 Strategy Report: the figures of each goal added to the report, computed once for the page
// and the PDF alike.

export type ReportRow = {
  label: string;
  /** The goal's target, or the Safety Net's total obligations. */
  need: number;
  /** Assets set aside for it. */
  have: number;
  /** have - need: negative is a shortfall. */
  difference: number;
};

export const reportGoalsOf = (plan: LifeGoalsPlan) => plan.goals.filter((g) => g.addedToStrategyReport);

export function reportRowOf(goal: PlannedGoal): ReportRow {
  if (isSafetyNet(goal)) {
    const s = protectionSummary(goal.liabilities, goal.assets);
    return { label: goal.label, need: s.totalObligations, have: s.totalAssets, difference: s.surplus };
  }
  const need = goal.goal?.targetAmount ?? 0;
  return { label: goal.label, need, have: goal.totalAssets, difference: goal.totalAssets - need };
}

/** The two saved scenarios of a Goal Builder goal, or [] before a goal amount exists. */
export function scenariosOf(goal: PlannedGoal): { growthPct: number; insight: AccumulationInsight }[] {
  const details = goal.goal;
  if (!details || details.targetAmount <= 0) return [];
  return goal.growthRates.map((growthPct) => ({
    growthPct,
    // Issue 31: on what is still needed after the current asset grows, as the Accumulation Insight shows.
    insight: accumulationInsight({
      target: details.targetAmount,
      years: details.yearsToAchieve,
      growthPct,
      currentAsset: goal.totalAssets,
    }),
  }));
}

/** The inflation and growth rates the report's figures rest on, for its assumptions section. */
export function assumptionsOf(goals: PlannedGoal[]) {
  const inflation = new Set<number>();
  const growth = new Set<number>();
  for (const goal of goals) {
    for (const l of goal.liabilities) inflation.add(l.inflationRate);
    if (goal.goal?.activeIndex === 1) inflation.add(goal.goal.inflationRate);
    if (!isSafetyNet(goal) && goal.goal) for (const g of goal.growthRates) growth.add(g);
  }
  const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return { inflationPct: sorted(inflation), growthPct: sorted(growth) };
}
