import { COVERAGE_RULES } from '@portal/core';

/** Issue 15: the page names where its rules of thumb come from, and what they are not. */
export function CoverageSources() {
  const r = COVERAGE_RULES;
  return (
    <section className="calc-examples coverage-sources" aria-labelledby="coverage-sources-title">
      <h2 id="coverage-sources-title" className="coverage-title">
        Rules of thumb and their sources
      </h2>
      <ul>
        <li>
          Death and total and permanent disability cover: about {r.deathTpdIncomeMultiple} times annual
          income.
        </li>
        <li>Critical illness cover: about {r.criticalIllnessIncomeMultiple} times annual income.</li>
        <li>
          An emergency fund of {r.emergencyFundMonthsMin} to {r.emergencyFundMonthsMax} months of expenses.
        </li>
        <li>Spend at most {r.protectionBudgetPct}% of income on protection premiums.</li>
      </ul>
      <p>
        Sources: the Basic Financial Planning Guide of the Life Insurance Association Singapore (LIA,
        lia.org.sg), published with MoneySense, the national financial literacy programme led by the Monetary
        Authority of Singapore (MAS, moneysense.gov.sg).
      </p>
      <p className="muted">
        These are general guides for a first conversation, not advice: a client&apos;s needs depend on their
        dependents, debts and plans. The Life Protection Calculator of Life Goals 360 works the needs out in
        detail.
      </p>
    </section>
  );
}
