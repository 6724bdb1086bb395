import {
  ENDOWMENT_COMPARE_AT_YEARS,
  endowmentKpiOf,
  WHOLE_LIFE_ENDOWMENT_PREMIUM_TERMS,
  WHOLE_LIFE_ENDOWMENT_TOOL,
  type EndowmentCriteria,
  type WholeLifeEndowmentReply,
  type WholeLifeEndowmentRow,
} from '@portal/contracts';
import type { CriteriaProps, ToolDefinition } from '../components/tool-definition';
import { EndowmentForm, endowmentToolParts } from './endowment-fields';
import { SurrenderValueChart } from './value-series-chart';

function WholeLifeEndowmentForm(form: CriteriaProps<EndowmentCriteria>) {
  return <EndowmentForm form={form} terms={WHOLE_LIFE_ENDOWMENT_PREMIUM_TERMS} />;
}

// Issue 11, spec 001 §2, §4, §5, §9 Whole Life Endowment.
export const WHOLE_LIFE_ENDOWMENT_WEB_TOOL: ToolDefinition<
  EndowmentCriteria,
  WholeLifeEndowmentReply,
  WholeLifeEndowmentRow,
  'wholeLifeEndowment'
> = {
  registry: WHOLE_LIFE_ENDOWMENT_TOOL,
  ...endowmentToolParts(),
  slots: {
    shownRows: (rows) => (
      <SurrenderValueChart
        rows={rows}
        years={ENDOWMENT_COMPARE_AT_YEARS}
        totalSurrenderAt={(row, year) => endowmentKpiOf(row, year, 'surrenderValue', 'total')}
      />
    ),
  },
  overview: (
    <>
      <h3>Whole Life Endowment</h3>
      <p className="muted">
        Savings plans for life. KPIs compare surrender values and the yearly return at a policy year you
        choose, illustrated at 4.25% and at 3.00% a year; guaranteed values are the same at both rates.
      </p>
    </>
  ),
  Criteria: WholeLifeEndowmentForm,
};
