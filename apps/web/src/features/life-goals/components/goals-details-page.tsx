import { LIFE_GOALS_MESSAGES, type PlannedGoal } from '@portal/contracts';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { Navigate } from 'react-router';
import type { PageProps } from '../../../components/page-card';
import { usePlan } from '../../../lib/life-goals-store';
import { redirectFor } from '../lib/guards';
import { countAddedGoals, isSafetyNet } from '../lib/plan-ops';
import { LIFE_GOALS_PATHS } from '../lib/routes';
import { GoalBuilder } from './goal-builder';
import { LifeGoalsLayout } from './life-goals-layout';
import { ProtectionCalculator } from './protection-calculator';
import { StepNav } from './step-nav';

/** spec 002 §2: a tab's title, with the marker once the goal is in the Strategy Report. */
export const tabTitleOf = (goal: PlannedGoal) =>
  goal.addedToStrategyReport ? `${goal.label} ${LIFE_GOALS_MESSAGES.addedToStrategyReport}` : goal.label;

/** spec 002 §2 Goals Details (step 4): Set Goal Details, one tab per selected goal. */
export function GoalsDetailsPage({ title }: PageProps) {
  const plan = usePlan();
  const [activeIndex, setActiveIndex] = useState(0);
  const redirect = redirectFor(plan, { needsGoals: true });
  if (redirect) return <Navigate to={redirect} replace />;
  const addedCount = countAddedGoals(plan);

  return (
    <LifeGoalsLayout title={title} step={3}>
      <TabView
        activeIndex={Math.min(activeIndex, plan.goals.length - 1)}
        onTabChange={(e) => setActiveIndex(e.index)}
        scrollable
        className="lg-goal-tabs"
      >
        {plan.goals.map((goal) => (
          <TabPanel key={goal.label} header={tabTitleOf(goal)}>
            {isSafetyNet(goal) ? <ProtectionCalculator goal={goal} /> : <GoalBuilder goal={goal} />}
          </TabPanel>
        ))}
      </TabView>
      <StepNav
        backTo={LIFE_GOALS_PATHS.goals}
        next={{
          to: LIFE_GOALS_PATHS.report,
          label: `Next (${addedCount})`,
          'aria-label': `Next: ${addedCount} goal${addedCount === 1 ? '' : 's'} added to the Strategy Report`,
          disabled: addedCount === 0,
        }}
      />
    </LifeGoalsLayout>
  );
}
