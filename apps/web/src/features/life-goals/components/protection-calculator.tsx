import type { PlannedGoal } from '@portal/contracts';
import { protectionSummary } from '@portal/core';
import { protectionSlices } from '../lib/protection-slices';
import { CalculatorActions, useGoalDialogs } from './calculator-actions';
import { AssetsDialog, FinancialObligationsDialog } from './obligations-dialogs';
import { SafetyNetSummary } from './safety-net-summary';
import { SlicesChart } from './slices-chart';
import { WideDialog } from './wide-dialog';

const EDITORS = [
  { dialog: 'obligations', label: 'Edit Financial Obligations', icon: 'pi pi-list' },
  { dialog: 'resources', label: 'Edit Available Resources', icon: 'pi pi-wallet' },
] as const;

/** spec 002 §2 Life Protection Calculator, for the Financial Safety Net goal. */
export function ProtectionCalculator({ goal }: { goal: PlannedGoal }) {
  const dialogs = useGoalDialogs<'obligations' | 'resources'>(goal);
  const { open, hide } = dialogs;
  const summary = protectionSummary(goal.liabilities, goal.assets);

  return (
    <div className="lg-calculator">
      <h3 className="lg-subtitle">Life Protection Calculator</h3>
      <ol className="lg-how-to">
        <li>Edit Financial Obligations: what the family would need, as lump sums or yearly payouts.</li>
        <li>Edit Available Resources: the savings, investments and cover already in place.</li>
        <li>View Insights: the surplus or shortfall of the Financial Safety Net.</li>
        <li>Add to Strategy Report: keep the result for the report.</li>
      </ol>
      <CalculatorActions goal={goal} dialogs={dialogs} editors={EDITORS} insightIcon="pi pi-chart-pie" />
      <SafetyNetSummary summary={summary} />
      <FinancialObligationsDialog goal={goal} visible={open === 'obligations'} onHide={hide} />
      <AssetsDialog goal={goal} header="Available Resources" visible={open === 'resources'} onHide={hide} />
      <WideDialog header="Financial Safety Net" visible={open === 'insight'} onHide={hide}>
        <div className="lg-insight-grid">
          <SafetyNetSummary summary={summary} />
          <SlicesChart type="pie" slices={protectionSlices(summary)} title="How the obligations are met" />
        </div>
      </WideDialog>
    </div>
  );
}
