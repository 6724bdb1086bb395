import type { PlannedGoal } from '@portal/contracts';
import { formatWholeDollars } from '../lib/format';

/**
 * spec 002 §2 Goal Builder summary, shown when the goal amount is above 0: Goal Amount; Current Asset if
 * above 0; Years to Achieve if above 0; Shortfall or Surplus as the absolute difference.
 */
export function GoalSummary({ goal }: { goal: PlannedGoal }) {
  const target = goal.goal?.targetAmount ?? 0;
  if (target <= 0) return <p className="muted">Edit Goal to set the amount and the time horizon.</p>;
  const years = goal.goal?.yearsToAchieve ?? 0;
  const difference = goal.totalAssets - target;
  const isSurplus = difference >= 0;
  return (
    <dl className="lg-summary">
      <div>
        <dt>Goal Amount</dt>
        <dd>{formatWholeDollars(target)}</dd>
      </div>
      {goal.totalAssets > 0 ? (
        <div>
          <dt>Current Asset</dt>
          <dd>{formatWholeDollars(goal.totalAssets)}</dd>
        </div>
      ) : null}
      {years > 0 ? (
        <div>
          <dt>Years to Achieve</dt>
          <dd>{years}</dd>
        </div>
      ) : null}
      <div className={isSurplus ? 'lg-surplus' : 'lg-shortfall'}>
        <dt>{isSurplus ? 'Surplus' : 'Shortfall'}</dt>
        <dd>{formatWholeDollars(Math.abs(difference))}</dd>
      </div>
    </dl>
  );
}
