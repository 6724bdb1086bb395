import type { GoalDetails, PlannedGoal } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { updatePlan } from '../../../lib/life-goals-store';
import { focusById } from '../lib/focus';
import { canAddToReport, setAddedToStrategyReport, setGoalDetails } from '../lib/plan-ops';
import { AccumulationInsightDialog } from './accumulation-insight-dialog';
import { GoalForm } from './goal-form';
import { GoalSummary } from './goal-summary';
import { AssetsDialog } from './obligations-dialogs';

type OpenDialog = 'goal' | 'assets' | 'insight' | null;

/** spec 002 §2 Goal Builder: every goal except the Financial Safety Net. */
export function GoalBuilder({ goal }: { goal: PlannedGoal }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [triggerId, setTriggerId] = useState('');
  const isAdded = goal.addedToStrategyReport;
  const hasAmount = canAddToReport(goal);

  const idFor = (dialog: Exclude<OpenDialog, null>) => `lg-goal-${goal.index}-${dialog}`;
  const show = (dialog: Exclude<OpenDialog, null>) => () => {
    setTriggerId(idFor(dialog));
    setOpen(dialog);
  };
  const hide = () => {
    setOpen(null);
    focusById(triggerId);
  };
  const calculate = (details: GoalDetails) => {
    updatePlan((plan) => setGoalDetails(plan, goal.label, details));
    hide();
  };

  return (
    <div className="lg-calculator">
      <h3 className="lg-subtitle">Goal Builder{goal.goal ? `: ${goal.goal.description}` : ''}</h3>
      <div className="lg-actions">
        <Button
          type="button"
          label="Edit Goal"
          icon="pi pi-pencil"
          outlined
          disabled={isAdded}
          id={idFor('goal')}
          onClick={show('goal')}
        />
        <Button
          type="button"
          label="Edit Existing Asset"
          icon="pi pi-wallet"
          outlined
          disabled={isAdded}
          id={idFor('assets')}
          onClick={show('assets')}
        />
        <Button
          type="button"
          label="View Insights"
          icon="pi pi-chart-line"
          disabled={!hasAmount}
          id={idFor('insight')}
          onClick={show('insight')}
        />
        <Button
          type="button"
          label={isAdded ? 'Remove from Strategy Report' : 'Add to Strategy Report'}
          icon={isAdded ? 'pi pi-minus' : 'pi pi-plus'}
          severity={isAdded ? 'secondary' : 'success'}
          disabled={!hasAmount}
          onClick={() => updatePlan((plan) => setAddedToStrategyReport(plan, goal.label, !isAdded))}
        />
      </div>
      <GoalSummary goal={goal} />
      <Dialog
        className="accessible-accents"
        header="Edit Goal"
        visible={open === 'goal'}
        onHide={hide}
        style={{ width: '80vw' }}
        draggable={false}
      >
        {open === 'goal' ? <GoalForm initial={goal.goal} onCalculate={calculate} /> : null}
      </Dialog>
      <AssetsDialog goal={goal} header="Edit Existing Asset" visible={open === 'assets'} onHide={hide} />
      {open === 'insight' ? <AccumulationInsightDialog goal={goal} visible onHide={hide} /> : null}
    </div>
  );
}
