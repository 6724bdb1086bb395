import { COVERAGE_RULES, type CoverageNeedKey, type CoverageResult } from '@portal/core';
import { formatDollars } from '@portal/core';

const NEED_LABELS: Record<CoverageNeedKey, { label: string; guide: string }> = {
  death: { label: 'Death', guide: `${COVERAGE_RULES.deathTpdIncomeMultiple}x annual income` },
  tpd: {
    label: 'Total and permanent disability (TPD)',
    guide: `${COVERAGE_RULES.deathTpdIncomeMultiple}x annual income`,
  },
  criticalIllness: {
    label: 'Critical illness',
    guide: `${COVERAGE_RULES.criticalIllnessIncomeMultiple}x annual income`,
  },
  emergencyFund: {
    label: 'Emergency fund',
    guide: `${COVERAGE_RULES.emergencyFundMonthsMin} to ${COVERAGE_RULES.emergencyFundMonthsMax} months of expenses`,
  },
};

/** Each need by the rule of thumb, the cover in place and the gap, then the premium budget. */
export function CoverageResults({
  result,
  annualPremiums,
}: {
  result: CoverageResult;
  annualPremiums: number;
}) {
  return (
    <section className="calc-result coverage-result" aria-labelledby="coverage-result-title">
      <h2 id="coverage-result-title" className="coverage-title">
        Coverage gaps
      </h2>
      <table className="coverage-table">
        <thead>
          <tr>
            <th scope="col">Need</th>
            <th scope="col">Guide</th>
            <th scope="col">Suggested</th>
            <th scope="col">In place</th>
            <th scope="col">Gap</th>
          </tr>
        </thead>
        <tbody>
          {result.needs.map((need) => {
            const { label, guide } = NEED_LABELS[need.key];
            return (
              <tr key={need.key} data-testid={`coverage-${need.key}`}>
                <th scope="row">{label}</th>
                <td data-label="Guide">{guide}</td>
                <td data-label="Suggested">
                  {formatDollars(need.recommended)}
                  {need.key === 'emergencyFund' ? ` to ${formatDollars(result.emergencyFundMax)}` : ''}
                </td>
                <td data-label="In place">{formatDollars(need.existing)}</td>
                <td data-label="Gap" className={need.gap > 0 ? 'coverage-gap' : 'coverage-ok'}>
                  {need.gap > 0 ? formatDollars(need.gap) : 'No gap'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p data-testid="coverage-budget" className={result.premiumsOverBudget > 0 ? 'coverage-gap' : undefined}>
        Protection premiums: {formatDollars(annualPremiums)} a year against a guide of at most{' '}
        {COVERAGE_RULES.protectionBudgetPct}% of income, {formatDollars(result.protectionBudget)}.{' '}
        {result.premiumsOverBudget > 0
          ? `That is ${formatDollars(result.premiumsOverBudget)} over the guide.`
          : 'That is within the guide.'}
      </p>
    </section>
  );
}
