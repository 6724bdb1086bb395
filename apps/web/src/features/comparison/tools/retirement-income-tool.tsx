import {
  ILLUSTRATION_RATES,
  insuredFieldsOf,
  premiumTermLabel,
  RETIREMENT_AGES,
  RETIREMENT_DEFAULTS,
  RETIREMENT_INCOME_TOOL,
  RETIREMENT_MONTHLY_INCOMES,
  RETIREMENT_PERIODS,
  RETIREMENT_PREMIUM_TERMS,
  type RetirementCriteria,
  type RetirementReply,
  type RetirementRow,
} from '@portal/contracts';
import { lazy, Suspense } from 'react';
import { SERVER_SEARCH, type CriteriaProps, type ToolDefinition } from '../components/tool-definition';
import { dollarsLabel, options, SelectField } from './fields';

const PayoutChart = lazy(async () => ({
  default: (await import('../retirement/payout-chart')).PayoutChart,
}));

function RetirementForm(form: CriteriaProps<RetirementCriteria>) {
  return (
    <div className="criteria-grid">
      <SelectField
        form={form}
        name="retirementAge"
        label="Retirement Age"
        choices={options(RETIREMENT_AGES)}
      />
      <SelectField
        form={form}
        name="monthlyIncome"
        label="Monthly Income"
        choices={options(RETIREMENT_MONTHLY_INCOMES, dollarsLabel)}
      />
      <SelectField
        form={form}
        name="period"
        label="Payout Period"
        choices={options(RETIREMENT_PERIODS, (years) => `${years} Years`)}
      />
      <SelectField
        form={form}
        name="premiumTerm"
        label="Premium Term"
        choices={options(RETIREMENT_PREMIUM_TERMS, premiumTermLabel)}
      />
    </div>
  );
}

/** The rows at the rate shown (the reply holds both; the body Upload Online sends names one). */
function atRate(reply: RetirementReply, body: Record<string, unknown>): RetirementReply {
  const rate = body.illustrationRate;
  return typeof rate === 'string'
    ? { ...reply, result: [reply.result[0].filter((r) => r.illustrationRate === rate), reply.result[1]] }
    : reply;
}

// Issue 11, spec 001 §2, §4, §5, §9 Retirement Income.
export const RETIREMENT_INCOME_WEB_TOOL: ToolDefinition<
  RetirementCriteria,
  RetirementReply,
  RetirementRow,
  'retirementIncomePlan'
> = {
  registry: RETIREMENT_INCOME_TOOL,
  defaults: { ...RETIREMENT_DEFAULTS },
  toBody: (v, insured) => ({
    ...insuredFieldsOf(insured),
    retirementAge: v.retirementAge ?? undefined,
    monthlyIncome: v.monthlyIncome ?? undefined,
    period: v.period ?? undefined,
    premiumTerm: v.premiumTerm ?? undefined,
  }),
  search: SERVER_SEARCH,
  illustrationRates: { rates: ILLUSTRATION_RATES, narrow: atRate },
  slots: {
    rowExtra: (row) => (
      <Suspense fallback={null}>
        <PayoutChart row={row} />
      </Suspense>
    ),
  },
  overview: (
    <>
      <h3>Retirement Income</h3>
      <p className="muted">
        A monthly or yearly income from the retirement age for the payout period. Open a plan for its payout
        chart by year, month and guaranteed part, and its payout schedule in Excel.
      </p>
    </>
  ),
  Criteria: RetirementForm,
};
