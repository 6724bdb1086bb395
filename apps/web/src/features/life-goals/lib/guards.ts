import type { LifeGoalsPlan } from '@portal/contracts';
import { LIFE_GOALS_PATHS } from './routes';

/**
 * spec 002 §2: a missing insured sends the adviser to the client profile; with no goals saved, the
 * details (and the report) send them to Goals Selection. Null means the screen may show.
 */
export function redirectFor(plan: LifeGoalsPlan, { needsGoals }: { needsGoals: boolean }): string | null {
  if (!plan.insured) return LIFE_GOALS_PATHS.profile;
  if (needsGoals && plan.goals.length === 0) return LIFE_GOALS_PATHS.goals;
  return null;
}
