import { singaporeDateOf } from '@portal/core';
import { PLAN_FILE_KIND, planFileSchema, type LifeGoalsPlan, type PlanFile } from '@portal/contracts';

// Issue 15: a plan leaves the browser only as a file the adviser keeps; importing validates it whole.

export const PLAN_FILE_MAX_BYTES = 1_000_000;

export const PLAN_FILE_MESSAGES = {
  exported: 'Plan saved to a file',
  opened: (name: string) => `Plan for ${name} opened`,
  invalid: 'This file is not a Life Goals 360 plan',
  tooLarge: 'The file is too large for a Life Goals 360 plan',
  nothingToExport: 'Enter the client profile before saving the plan',
} as const;

export function buildPlanFile(plan: LifeGoalsPlan, now: Date): PlanFile {
  return { kind: PLAN_FILE_KIND, version: 1, exportedAt: now.toISOString(), plan };
}

export function planFileName(plan: LifeGoalsPlan, now: Date): string {
  const slug =
    (plan.insured?.name ?? 'client').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'client';
  return `lifeGoals360-${slug}-${singaporeDateOf(now)}.json`;
}

/** The plan in a file's text, or null when the text is not a plan this version understands. */
export function parsePlanFile(text: string): LifeGoalsPlan | null {
  try {
    const parsed = planFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.plan : null;
  } catch {
    return null;
  }
}
