import type { GoalDetails, PlannedGoal } from '@portal/contracts';
import { updatePlan } from '../../../lib/life-goals-store';
import { setGoalDetails } from '../lib/plan-ops';
import { AccumulationInsightDialog } from './accumulation-insight-dialog';
import { CalculatorActions, useGoalDialogs } from './calculator-actions';
import { GoalForm } from './goal-form';
import { GoalSummary } from './goal-summary';
import { AssetsDialog } from './obligations-dialogs';
import { WideDialog } from './wide-dialog';

const EDITORS = [
  { dialog: 'goal', label: 'Edit Goal', icon: 'pi pi-pencil' },
  { dialog: 'assets', label: 'Edit Existing Asset', icon: 'pi pi-wallet' },
] as const;

/** spec 002 §2 Goal Builder: every goal except the Financial Safety Net. */
export function GoalBuilder({ goal }: { goal: PlannedGoal }) {
  const dialogs = useGoalDialogs<'goal' | 'assets'>(goal);
  const { open, hide } = dialogs;
  const calculate = (details: GoalDetails) => {
    updatePlan((plan) => setGoalDetails(plan, goal.label, details));
    hide();
  };

  return (
    <div className="lg-calculator">
      <h3 className="lg-subtitle">Goal Builder{goal.goal ? `: ${goal.goal.description}` : ''}</h3>
      <CalculatorActions goal={goal} dialogs={dialogs} editors={EDITORS} insightIcon="pi pi-chart-line" />
      <GoalSummary goal={goal} />
      <WideDialog header="Edit Goal" visible={open === 'goal'} onHide={hide}>
        {open === 'goal' ? <GoalForm initial={goal.goal} onCalculate={calculate} /> : null}
      </WideDialog>
      <AssetsDialog goal={goal} header="Edit Existing Asset" visible={open === 'assets'} onHide={hide} />
      {open === 'insight' ? <AccumulationInsightDialog goal={goal} visible onHide={hide} /> : null}
    </div>
  );
}
