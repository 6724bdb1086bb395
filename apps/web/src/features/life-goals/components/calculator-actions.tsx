import type { PlannedGoal } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { updatePlan } from '../../../lib/life-goals-store';
import { focusById } from '../lib/focus';
import { canAddToReport, setAddedToStrategyReport } from '../lib/plan-ops';

/**
 * Which of a goal's dialogs is open; closing one gives focus back to the button that opened it.
 * `insight` is every calculator's View Insights dialog.
 */
export function useGoalDialogs<D extends string>(goal: PlannedGoal) {
  const [open, setOpen] = useState<D | 'insight' | null>(null);
  const [triggerId, setTriggerId] = useState('');
  const idFor = (dialog: D | 'insight') => `lg-goal-${goal.index}-${dialog}`;
  const show = (dialog: D | 'insight') => () => {
    setTriggerId(idFor(dialog));
    setOpen(dialog);
  };
  const hide = () => {
    setOpen(null);
    focusById(triggerId);
  };
  return { open, idFor, show, hide };
}

type GoalDialogs<D extends string> = ReturnType<typeof useGoalDialogs<D>>;

type CalculatorActionsProps<D extends string> = {
  goal: PlannedGoal;
  dialogs: GoalDialogs<D>;
  /** The dialogs that edit the goal's entries, locked once the goal is in the Strategy Report. */
  editors: readonly { dialog: D; label: string; icon: string }[];
  insightIcon: string;
};

/**
 * spec 002 §2: a calculator's buttons: its editors, View Insights, and Add to (or Remove from) the
 * Strategy Report; the last two wait for an amount to show.
 */
export function CalculatorActions<D extends string>({
  goal,
  dialogs,
  editors,
  insightIcon,
}: CalculatorActionsProps<D>) {
  const isAdded = goal.addedToStrategyReport;
  const hasAmount = canAddToReport(goal);
  return (
    <div className="lg-actions">
      {editors.map(({ dialog, label, icon }) => (
        <Button
          key={dialog}
          type="button"
          label={label}
          icon={icon}
          outlined
          disabled={isAdded}
          id={dialogs.idFor(dialog)}
          onClick={dialogs.show(dialog)}
        />
      ))}
      <Button
        type="button"
        label="View Insights"
        icon={insightIcon}
        disabled={!hasAmount}
        id={dialogs.idFor('insight')}
        onClick={dialogs.show('insight')}
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
  );
}
