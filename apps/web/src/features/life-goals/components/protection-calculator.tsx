import type { PlannedGoal } from '@portal/contracts';
import { protectionSummary } from '@portal/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { updatePlan } from '../../../lib/life-goals-store';
import { focusById } from '../lib/focus';
import { canAddToReport, setAddedToStrategyReport } from '../lib/plan-ops';
import { protectionSlices } from '../lib/protection-slices';
import { AssetsDialog, FinancialObligationsDialog } from './obligations-dialogs';
import { SafetyNetSummary } from './safety-net-summary';
import { SlicesChart } from './slices-chart';

type OpenDialog = 'obligations' | 'resources' | 'insight' | null;

/** spec 002 §2 Life Protection Calculator, for the Financial Safety Net goal. */
export function ProtectionCalculator({ goal }: { goal: PlannedGoal }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [triggerId, setTriggerId] = useState('');
  const summary = protectionSummary(goal.liabilities, goal.assets);
  const isAdded = goal.addedToStrategyReport;
  const hasEntries = canAddToReport(goal);

  const idFor = (dialog: Exclude<OpenDialog, null>) => `lg-goal-${goal.index}-${dialog}`;
  const show = (dialog: Exclude<OpenDialog, null>) => () => {
    setTriggerId(idFor(dialog));
    setOpen(dialog);
  };
  const hide = () => {
    setOpen(null);
    focusById(triggerId);
  };

  return (
    <div className="lg-calculator">
      <h3 className="lg-subtitle">Life Protection Calculator</h3>
      <ol className="lg-how-to">
        <li>Edit Financial Obligations: what the family would need, as lump sums or yearly payouts.</li>
        <li>Edit Available Resources: the savings, investments and cover already in place.</li>
        <li>View Insights: the surplus or shortfall of the Financial Safety Net.</li>
        <li>Add to Strategy Report: keep the result for the report.</li>
      </ol>
      <div className="lg-actions">
        <Button
          type="button"
          label="Edit Financial Obligations"
          icon="pi pi-list"
          outlined
          disabled={isAdded}
          id={idFor('obligations')}
          onClick={show('obligations')}
        />
        <Button
          type="button"
          label="Edit Available Resources"
          icon="pi pi-wallet"
          outlined
          disabled={isAdded}
          id={idFor('resources')}
          onClick={show('resources')}
        />
        <Button
          type="button"
          label="View Insights"
          icon="pi pi-chart-pie"
          disabled={!hasEntries}
          id={idFor('insight')}
          onClick={show('insight')}
        />
        <Button
          type="button"
          label={isAdded ? 'Remove from Strategy Report' : 'Add to Strategy Report'}
          icon={isAdded ? 'pi pi-minus' : 'pi pi-plus'}
          severity={isAdded ? 'secondary' : 'success'}
          disabled={!hasEntries}
          onClick={() => updatePlan((plan) => setAddedToStrategyReport(plan, goal.label, !isAdded))}
        />
      </div>
      <SafetyNetSummary summary={summary} />
      <FinancialObligationsDialog goal={goal} visible={open === 'obligations'} onHide={hide} />
      <AssetsDialog goal={goal} header="Available Resources" visible={open === 'resources'} onHide={hide} />
      <Dialog
        className="accessible-accents"
        header="Financial Safety Net"
        visible={open === 'insight'}
        onHide={hide}
        style={{ width: '80vw' }}
        draggable={false}
      >
        <div className="lg-insight-grid">
          <SafetyNetSummary summary={summary} />
          <SlicesChart type="pie" slices={protectionSlices(summary)} title="How the obligations are met" />
        </div>
      </Dialog>
    </div>
  );
}
