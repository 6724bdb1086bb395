import type { PlannedGoal } from '@portal/contracts';
import { assumptionsOf } from '../lib/report-data';

const list = (values: number[]) => (values.length ? values.map((v) => `${v}%`).join(', ') : 'none used');

/** The rates the figures rest on, and the notice that nothing here is guaranteed. */
export function ReportAssumptions({ goals, adviser }: { goals: PlannedGoal[]; adviser: string }) {
  const { inflationPct, growthPct } = assumptionsOf(goals);
  return (
    <section className="lg-report-block" data-pdf-block aria-labelledby="lg-report-assumptions">
      <h2 id="lg-report-assumptions">Assumptions and notice</h2>
      <ul>
        <li>Inflation rates used: {list(inflationPct)} a year, compounded yearly.</li>
        <li>Growth rates of the investment scenarios: {list(growthPct)} a year, compounded yearly.</li>
        <li>
          Yearly investments are made at the start of each year. A delayed start of a third of the time
          horizon is shown when it is at least 3 years. Figures are rounded to whole dollars.
        </li>
      </ul>
      <p className="lg-report-notice">
        The figures in this report are illustrations based on the assumptions above and the information the
        client gave. They are not guaranteed: actual inflation, returns and needs will differ. This report is
        not a product recommendation; review it with {adviser} before making any decision.
      </p>
    </section>
  );
}
