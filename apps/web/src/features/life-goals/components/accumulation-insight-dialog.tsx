import type { PlannedGoal } from '@portal/contracts';
import { useState } from 'react';
import { updatePlan } from '../../../lib/life-goals-store';
import { notify } from '../../../lib/notify';
import { formatWholeDollars } from '../lib/format';
import { setGrowthRates } from '../lib/plan-ops';
import { InsightPanel } from './insight-panel';
import { WideDialog } from './wide-dialog';

type Props = { goal: PlannedGoal; visible: boolean; onHide: () => void };

/** spec 002 §2 Accumulation Insight: Amount Need, then two side-by-side panels (defaults 3 % and 8 %). */
export function AccumulationInsightDialog({ goal, visible, onHide }: Props) {
  const [rates, setRates] = useState<[number, number]>(goal.growthRates);
  const details = goal.goal;
  const setRate = (position: 0 | 1, pct: number) =>
    setRates((current) => (position === 0 ? [pct, current[1]] : [current[0], pct]));
  // spec 002 §2 makes Save a placeholder; here it keeps the panel's rate for the Strategy Report.
  const save = (position: 0 | 1) => {
    const saved: [number, number] = [...goal.growthRates];
    saved[position] = rates[position];
    updatePlan((plan) => setGrowthRates(plan, goal.label, saved));
    notify({ severity: 'success', text: `Scenario ${position + 1} saved for the Strategy Report` });
  };

  return (
    <WideDialog header="Accumulation Insight" visible={visible} onHide={onHide}>
      {details ? (
        <>
          <h3 className="lg-amount-need">
            Amount Need: <span>{formatWholeDollars(details.targetAmount)}</span>
          </h3>
          {goal.totalAssets > 0 ? (
            <p className="lg-insight-basis">
              The current asset of {formatWholeDollars(goal.totalAssets)} is taken as invested today at each
              scenario&apos;s growth rate; the figures below are for what is still needed after it.
            </p>
          ) : null}
          <div className="lg-insight-panels">
            {([0, 1] as const).map((position) => (
              <InsightPanel
                key={position}
                position={position === 0 ? 1 : 2}
                target={details.targetAmount}
                years={details.yearsToAchieve}
                growthPct={rates[position]}
                currentAsset={goal.totalAssets}
                onGrowthChange={(pct) => setRate(position, pct)}
                onSave={() => save(position)}
              />
            ))}
          </div>
        </>
      ) : null}
    </WideDialog>
  );
}
