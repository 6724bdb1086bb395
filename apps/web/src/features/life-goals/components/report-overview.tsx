import type { PlannedGoal } from '@portal/contracts';
import { formatWholeDollars } from '../lib/format';
import { reportRowOf } from '../lib/report-data';

/** The report's summary table: every added goal's need, what is in place, and the gap or surplus. */
export function ReportOverview({ goals }: { goals: PlannedGoal[] }) {
  return (
    <section className="lg-report-block" data-pdf-block aria-labelledby="lg-report-overview">
      <h2 id="lg-report-overview">Summary of goals and protection</h2>
      <table className="lg-report-table">
        <thead>
          <tr>
            <th scope="col">Goal</th>
            <th scope="col">Needed</th>
            <th scope="col">In place</th>
            <th scope="col">Shortfall or surplus</th>
          </tr>
        </thead>
        <tbody>
          {goals.map((goal) => {
            const row = reportRowOf(goal);
            return (
              <tr key={goal.label}>
                <th scope="row" data-label="Goal">
                  {row.label}
                </th>
                <td data-label="Needed">{formatWholeDollars(row.need)}</td>
                <td data-label="In place">{formatWholeDollars(row.have)}</td>
                <td
                  data-label="Shortfall or surplus"
                  className={row.difference < 0 ? 'lg-shortfall' : 'lg-surplus'}
                >
                  {row.difference < 0 ? 'Shortfall ' : 'Surplus '}
                  {formatWholeDollars(Math.abs(row.difference))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
