import {
  ENDOWMENT_COMPARE_AT_YEARS,
  lifetimeIncomeKpiAt,
  LIFETIME_INCOME_PREMIUM_TERMS,
  LIFETIME_INCOME_TOOL,
  type EndowmentCriteria,
  type LifetimeIncomeReply,
  type LifetimeIncomeRow,
} from '@portal/contracts';
import type { CriteriaProps, ToolDefinition } from '../components/tool-definition';
import { EndowmentForm, endowmentToolParts } from './endowment-fields';
import { SurrenderValueChart } from './value-series-chart';

function LifetimeIncomeForm(form: CriteriaProps<EndowmentCriteria>) {
  return <EndowmentForm form={form} terms={LIFETIME_INCOME_PREMIUM_TERMS} />;
}

// Issue 11, spec 001 §2, §4, §5, §9 Lifetime Income.
export const LIFETIME_INCOME_WEB_TOOL: ToolDefinition<
  EndowmentCriteria,
  LifetimeIncomeReply,
  LifetimeIncomeRow,
  'lifetimeIncome'
> = {
  registry: LIFETIME_INCOME_TOOL,
  ...endowmentToolParts(),
  slots: {
    shownRows: (rows) => (
      <SurrenderValueChart
        rows={rows}
        years={ENDOWMENT_COMPARE_AT_YEARS}
        totalSurrenderAt={(row, year) => lifetimeIncomeKpiAt(row, year)?.surrenderValueTotal ?? null}
      />
    ),
  },
  overview: (
    <>
      <h3>Lifetime Income</h3>
      <p className="muted">
        A yearly income for life after the premium term. Values and KPIs compare what has been received, the
        surrender value and the yearly return at a policy year you choose, illustrated at 4.25% and at 3.00% a
        year.
      </p>
    </>
  ),
  Criteria: LifetimeIncomeForm,
};
