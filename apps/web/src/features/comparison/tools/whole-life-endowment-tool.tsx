import {
  endowmentKpiOf,
  WHOLE_LIFE_ENDOWMENT_PREMIUM_TERMS,
  WHOLE_LIFE_ENDOWMENT_TOOL,
  type EndowmentCriteria,
  type WholeLifeEndowmentReply,
  type WholeLifeEndowmentRow,
} from '@portal/contracts';
import type { ToolDefinition } from '../components/tool-definition';
import { endowmentToolParts } from './endowment-fields';

// Issue 11, spec 001 §2, §4, §5, §9 Whole Life Endowment.
export const WHOLE_LIFE_ENDOWMENT_WEB_TOOL = {
  registry: WHOLE_LIFE_ENDOWMENT_TOOL,
  ...endowmentToolParts<WholeLifeEndowmentReply, WholeLifeEndowmentRow>({
    terms: WHOLE_LIFE_ENDOWMENT_PREMIUM_TERMS,
    totalSurrenderAt: (row, year) => endowmentKpiOf(row, year, 'surrenderValue', 'total'),
  }),
  overview: (
    <>
      <h3>Whole Life Endowment</h3>
      <p className="muted">
        Savings plans for life. KPIs compare surrender values and the yearly return at a policy year you
        choose, illustrated at 4.25% and at 3.00% a year; guaranteed values are the same at both rates.
      </p>
    </>
  ),
} satisfies ToolDefinition<
  EndowmentCriteria,
  WholeLifeEndowmentReply,
  WholeLifeEndowmentRow,
  'wholeLifeEndowment'
>;
