import { PAYOUT_TYPE_LABELS, type Asset, type Liability, type PlannedGoal } from '@portal/contracts';
import { updatePlan } from '../../../lib/life-goals-store';
import { formatWholeDollars } from '../lib/format';
import { setAssets, setLiabilities } from '../lib/plan-ops';
import { AssetForm } from './asset-form';
import { LiabilityForm } from './liability-form';
import { ListEditorDialog } from './list-editor-dialog';

type DialogProps = { goal: PlannedGoal; visible: boolean; onHide: () => void };

const describeLiability = (l: Liability) => (
  <>
    <strong>{l.description}</strong>
    <span className="muted">
      {PAYOUT_TYPE_LABELS[l.payoutType]} of {formatWholeDollars(l.amount)}
      {l.payoutType === 'regular' ? ' a year' : ''}, {l.inflationRate}% inflation, {l.years} year
      {l.years === 1 ? '' : 's'}
    </span>
    <span>Future value {formatWholeDollars(l.futureValue)}</span>
  </>
);

const describeAsset = (a: Asset) => (
  <>
    <strong>{a.description}</strong>
    <span>{formatWholeDollars(a.value)}</span>
  </>
);

/** spec 002 §2: Financial Obligations (liabilities), 80vw. */
export function FinancialObligationsDialog({ goal, visible, onHide }: DialogProps) {
  return (
    <ListEditorDialog
      header="Financial Obligations"
      visible={visible}
      onHide={onHide}
      items={goal.liabilities}
      onChange={(list) => updatePlan((plan) => setLiabilities(plan, goal.label, list))}
      nameOf={(l) => l.description}
      describe={describeLiability}
      itemLabel="obligation"
      emptyText="No obligations yet: add what the family would need if the insured were not there."
      summary={<p className="lg-total">Total Obligations: {formatWholeDollars(goal.totalLiabilities)}</p>}
      renderForm={(props) => <LiabilityForm {...props} />}
    />
  );
}

/** spec 002 §2: Available Resources (assets) of the Safety Net, or Edit Existing Asset of a goal. */
export function AssetsDialog({ goal, visible, onHide, header }: DialogProps & { header: string }) {
  return (
    <ListEditorDialog
      header={header}
      visible={visible}
      onHide={onHide}
      items={goal.assets}
      onChange={(list) => updatePlan((plan) => setAssets(plan, goal.label, list))}
      nameOf={(a) => a.description}
      describe={describeAsset}
      itemLabel="asset"
      emptyText="No assets yet."
      summary={<p className="lg-total">Total: {formatWholeDollars(goal.totalAssets)}</p>}
      renderForm={(props) => <AssetForm {...props} />}
    />
  );
}
