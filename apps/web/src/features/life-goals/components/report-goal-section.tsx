import { PAYOUT_TYPE_LABELS, type PlannedGoal } from '@portal/contracts';
import { protectionSummary } from '@portal/core';
import { formatWholeDollars } from '../lib/format';
import { isSafetyNet } from '../lib/plan-ops';
import { protectionSlices, SLICE_COLORS } from '../lib/protection-slices';
import { scenariosOf } from '../lib/report-data';
import { SafetyNetSummary } from './safety-net-summary';
import { GoalSummary } from './goal-summary';
import { SlicesChart } from './slices-chart';

const PAPER_TEXT = '#1f2937';

function SafetyNetSection({ goal }: { goal: PlannedGoal }) {
  const summary = protectionSummary(goal.liabilities, goal.assets);
  return (
    <>
      <div className="lg-report-two">
        <SafetyNetSummary summary={summary} />
        <SlicesChart
          type="pie"
          slices={protectionSlices(summary)}
          title={`${goal.label}: how the obligations are met`}
          textColor={PAPER_TEXT}
          isStatic
        />
      </div>
      <table className="lg-report-table">
        <caption>Financial obligations</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Payout</th>
            <th scope="col">Amount</th>
            <th scope="col">Inflation</th>
            <th scope="col">Years</th>
            <th scope="col">Future value</th>
          </tr>
        </thead>
        <tbody>
          {goal.liabilities.map((l, i) => (
            <tr key={`${l.description}-${i}`}>
              <td data-label="Description">{l.description}</td>
              <td data-label="Payout">{PAYOUT_TYPE_LABELS[l.payoutType]}</td>
              <td data-label="Amount">{formatWholeDollars(l.amount)}</td>
              <td data-label="Inflation">{l.inflationRate}%</td>
              <td data-label="Years">{l.years}</td>
              <td data-label="Future value">{formatWholeDollars(l.futureValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <AssetsTable goal={goal} caption="Available resources" />
    </>
  );
}

function AssetsTable({ goal, caption }: { goal: PlannedGoal; caption: string }) {
  if (goal.assets.length === 0) return null;
  return (
    <table className="lg-report-table">
      <caption>{caption}</caption>
      <tbody>
        {goal.assets.map((a, i) => (
          <tr key={`${a.description}-${i}`}>
            <th scope="row">{a.description}</th>
            <td>{formatWholeDollars(a.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function GoalBuilderSection({ goal }: { goal: PlannedGoal }) {
  const details = goal.goal;
  if (!details) return null;
  const slices = [
    { label: 'Goal amount', value: details.targetAmount, color: SLICE_COLORS.surplus },
    { label: 'Current asset', value: goal.totalAssets, color: SLICE_COLORS.covered },
  ];
  return (
    <>
      <p>
        {details.description}: {details.goalType},{' '}
        {details.activeIndex === 1
          ? `${formatWholeDollars(details.amountNeeded)} in today's dollars at ${details.inflationRate}% inflation`
          : `${formatWholeDollars(details.amountNeeded)} in future dollars`}{' '}
        in {details.yearsToAchieve} year{details.yearsToAchieve === 1 ? '' : 's'}.
      </p>
      <div className="lg-report-two">
        <GoalSummary goal={goal} />
        <SlicesChart
          type="bar"
          slices={slices}
          title={`${goal.label}: goal amount and current asset`}
          textColor={PAPER_TEXT}
          isStatic
        />
      </div>
      <AssetsTable goal={goal} caption="Assets set aside" />
      <table className="lg-report-table">
        <caption>What reaching the goal amount takes</caption>
        <thead>
          <tr>
            <th scope="col">Growth</th>
            <th scope="col">Yearly, from now</th>
            <th scope="col">Lump sum today</th>
            <th scope="col">Yearly, delayed start</th>
          </tr>
        </thead>
        <tbody>
          {scenariosOf(goal).map(({ growthPct, insight }) => (
            <tr key={growthPct}>
              <th scope="row" data-label="Growth">
                {growthPct}% p.a.
              </th>
              <td data-label="Yearly, from now">{formatWholeDollars(insight.annualInvestment)}</td>
              <td data-label="Lump sum today">{formatWholeDollars(insight.lumpSum)}</td>
              <td data-label="Yearly, delayed start">
                {insight.delayed
                  ? `${formatWholeDollars(insight.delayed.annualInvestment)} over ${insight.delayed.years} years (start in ${insight.delay})`
                  : 'Not shown: less than 3 years of delay'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** One goal of the Strategy Report: its figures, its chart and the tables behind them. */
export function ReportGoalSection({ goal, order }: { goal: PlannedGoal; order: number }) {
  return (
    <section className="lg-report-block" data-pdf-block aria-labelledby={`lg-report-goal-${order}`}>
      <h2 id={`lg-report-goal-${order}`}>
        {order}. {goal.label}
      </h2>
      {isSafetyNet(goal) ? <SafetyNetSection goal={goal} /> : <GoalBuilderSection goal={goal} />}
    </section>
  );
}
