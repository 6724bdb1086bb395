import {
  lifetimeIncomeKpiAt,
  LIFETIME_INCOME_PREMIUM_TERMS,
  LIFETIME_INCOME_TOOL,
  type EndowmentCriteria,
  type LifetimeIncomeReply,
  type LifetimeIncomeRow,
} from '@portal/contracts';
import type { ToolDefinition } from '../components/tool-definition';
import { endowmentToolParts } from './endowment-fields';

// Issue 11, spec 001 §2, §4, §5, §9 Lifetime Income.
export const LIFETIME_INCOME_WEB_TOOL = {
  registry: LIFETIME_INCOME_TOOL,
  ...endowmentToolParts<LifetimeIncomeReply, LifetimeIncomeRow>({
    terms: LIFETIME_INCOME_PREMIUM_TERMS,
    totalSurrenderAt: (row, year) => lifetimeIncomeKpiAt(row, year)?.surrenderValueTotal ?? null,
  }),
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
} satisfies ToolDefinition<EndowmentCriteria, LifetimeIncomeReply, LifetimeIncomeRow, 'lifetimeIncome'>;
