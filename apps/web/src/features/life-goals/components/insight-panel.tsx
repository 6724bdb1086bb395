import { GROWTH_CHOICES_PCT } from '@portal/contracts';
import { accumulationInsight } from '@portal/core';
import { Button } from 'primereact/button';
import { formatWholeDollars } from '../lib/format';

type InsightPanelProps = {
  position: 1 | 2;
  target: number;
  years: number;
  growthPct: number;
  /** Issue 31: the goal's current asset; the figures are for what it leaves to invest. */
  currentAsset: number;
  onGrowthChange: (pct: number) => void;
  onSave: () => void;
};

/** spec 002 §2: one Accumulation Insight panel at a chosen growth rate, with the delayed start. */
export function InsightPanel({
  position,
  target,
  years,
  growthPct,
  currentAsset,
  onGrowthChange,
  onSave,
}: InsightPanelProps) {
  const insight = accumulationInsight({ target, years, growthPct, currentAsset });
  const selectId = `lg-growth-${position}`;
  return (
    <section className="lg-insight-panel" aria-labelledby={`${selectId}-title`}>
      <h3 id={`${selectId}-title`} className="lg-subtitle">
        Scenario {position}
      </h3>
      <label htmlFor={selectId}>Growth Rate</label>
      <select
        id={selectId}
        className="p-inputtext p-component w-full lg-select"
        value={String(growthPct)}
        onChange={(e) => onGrowthChange(Number(e.target.value))}
      >
        {GROWTH_CHOICES_PCT.map((pct) => (
          <option key={pct} value={String(pct)}>
            {pct}% p.a.
          </option>
        ))}
      </select>
      <dl className="lg-summary" data-testid={`lg-insight-${position}`}>
        {currentAsset > 0 ? (
          <>
            <div>
              <dt>
                Current asset {formatWholeDollars(currentAsset)} grown at {growthPct}% p.a. for {years} year
                {years === 1 ? '' : 's'}
              </dt>
              <dd>{formatWholeDollars(insight.currentAssetGrown)}</dd>
            </div>
            <div>
              <dt>Still needed</dt>
              <dd>{formatWholeDollars(insight.stillNeeded)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>
            Annual investment over {years} year{years === 1 ? '' : 's'}
          </dt>
          <dd>{formatWholeDollars(insight.annualInvestment)}</dd>
        </div>
        <div>
          <dt>Lump sum invested today</dt>
          <dd>{formatWholeDollars(insight.lumpSum)}</dd>
        </div>
      </dl>
      {insight.delayed ? (
        <>
          <p className="lg-delay-title">
            If the start is delayed by {insight.delay} years ({insight.delayed.years} years left):
          </p>
          <dl className="lg-summary lg-summary-delayed">
            <div>
              <dt>Annual investment over {insight.delayed.years} years</dt>
              <dd>{formatWholeDollars(insight.delayed.annualInvestment)}</dd>
            </div>
            <div>
              <dt>Lump sum invested in {insight.delay} years</dt>
              <dd>{formatWholeDollars(insight.delayed.lumpSum)}</dd>
            </div>
          </dl>
        </>
      ) : null}
      <Button
        type="button"
        label="Save"
        icon="pi pi-save"
        outlined
        aria-label={`Save scenario ${position}`}
        onClick={onSave}
      />
    </section>
  );
}
