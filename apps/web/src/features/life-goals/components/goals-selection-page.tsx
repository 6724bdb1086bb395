import { DETAIL_ONLY_GOALS, SELECTABLE_GOALS } from '@portal/contracts';
import { Checkbox } from 'primereact/checkbox';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { PageProps } from '../../../components/page-card';
import { updatePlan, usePlan } from '../../../lib/life-goals-store';
import { focusById } from '../lib/focus';
import { redirectFor } from '../lib/guards';
import { addGoal, hasGoal, moveGoal, removeGoal } from '../lib/plan-ops';
import { GOAL_PARAM, LIFE_GOALS_PATHS } from '../lib/routes';
import { CustomGoalForm } from './custom-goal-form';
import { LifeGoalsLayout } from './life-goals-layout';
import { goalControlId, SelectedGoalsList } from './selected-goals-list';
import { StepNav } from './step-nav';

const KNOWN_GOALS: readonly string[] = [...SELECTABLE_GOALS, ...DETAIL_ONLY_GOALS];

/** spec 002 §2 Goals Selection: choose, order and add custom goals; Next needs at least one. */
export function GoalsSelectionPage({ title }: PageProps) {
  const plan = usePlan();
  const [searchParams, setSearchParams] = useSearchParams();
  const redirect = redirectFor(plan, { needsGoals: false });
  const goalFromJourney = searchParams.get(GOAL_PARAM);

  // A journey page may ask for a goal: select it once, then drop the parameter.
  useEffect(() => {
    if (redirect || !goalFromJourney) return;
    if (KNOWN_GOALS.includes(goalFromJourney)) updatePlan((p) => addGoal(p, goalFromJourney));
    setSearchParams({}, { replace: true });
  }, [redirect, goalFromJourney, setSearchParams]);

  if (redirect) return <Navigate to={redirect} replace />;

  const toggle = (label: string, isChecked: boolean) =>
    updatePlan((p) => (isChecked ? addGoal(p, label) : removeGoal(p, label)));

  return (
    <LifeGoalsLayout title={title} step={2}>
      <div className="lg-columns">
        <section className="lg-section" aria-labelledby="lg-choose-title">
          <h2 id="lg-choose-title" className="lg-section-title">
            Choose goals
          </h2>
          <ul className="lg-goal-choices">
            {SELECTABLE_GOALS.map((label) => {
              const id = `lg-goal-${label.replace(/\s+/g, '-')}`;
              return (
                <li key={label} className="lg-goal-choice">
                  <Checkbox
                    inputId={id}
                    checked={hasGoal(plan, label)}
                    onChange={(e) => toggle(label, !!e.checked)}
                  />
                  <label htmlFor={id}>{label}</label>
                </li>
              );
            })}
          </ul>
          <CustomGoalForm
            takenLabels={plan.goals.map((g) => g.label)}
            onAdd={(label) => updatePlan((p) => addGoal(p, label, !KNOWN_GOALS.includes(label)))}
          />
        </section>
        <section className="lg-section" aria-labelledby="lg-selected-title">
          <h2 id="lg-selected-title" className="lg-section-title" tabIndex={-1}>
            Selected goals, in order of priority
          </h2>
          <SelectedGoalsList
            goals={plan.goals}
            onMove={(label, step) => {
              updatePlan((p) => moveGoal(p, label, step));
              // Focus follows the goal; at the top or bottom the other arrow takes it.
              const index = plan.goals.findIndex((g) => g.label === label) + step;
              const isAtEnd = index === 0 || index === plan.goals.length - 1;
              focusById(
                goalControlId(label, isAtEnd ? (step < 0 ? 'down' : 'up') : step < 0 ? 'up' : 'down'),
              );
            }}
            onRemove={(label) => {
              updatePlan((p) => removeGoal(p, label));
              focusById('lg-selected-title');
            }}
          />
        </section>
      </div>
      <StepNav
        backTo={LIFE_GOALS_PATHS.profile}
        next={{ to: LIFE_GOALS_PATHS.details, disabled: plan.goals.length === 0 }}
      />
    </LifeGoalsLayout>
  );
}
