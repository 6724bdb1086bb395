import type { ProtectionSummary } from '@portal/core';
import { formatWholeDollars } from '../lib/format';

/** spec 002 §2: Total Obligations, Existing Assets, then the Surplus (assets >= obligations) or Shortfall in red. */
export function SafetyNetSummary({ summary }: { summary: ProtectionSummary }) {
  const isSurplus = summary.surplus >= 0;
  return (
    <dl className="lg-summary">
      <div>
        <dt>Total Obligations</dt>
        <dd>{formatWholeDollars(summary.totalObligations)}</dd>
      </div>
      <div>
        <dt>Existing Assets for Financial Safety Net</dt>
        <dd>{formatWholeDollars(summary.totalAssets)}</dd>
      </div>
      <div className={isSurplus ? 'lg-surplus' : 'lg-shortfall'}>
        <dt>{isSurplus ? 'Financial Safety Net Surplus' : 'Financial Safety Net Shortfall'}</dt>
        <dd>{formatWholeDollars(Math.abs(summary.surplus))}</dd>
      </div>
    </dl>
  );
}
