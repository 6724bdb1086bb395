import {
  ENDOWMENT_COMPARE_AT_YEARS,
  ENDOWMENT_DEFAULTS,
  ENDOWMENT_TOTAL_PREMIUMS,
  ILLUSTRATION_RATES,
  insuredFieldsOf,
  matchesEndowmentFilters,
  premiumTermLabel,
  type EndowmentCriteria,
  type ProductInfo,
} from '@portal/contracts';
import type { CriteriaProps, ToolDefinition, ToolReply, ToolRow } from '../components/tool-definition';
import { CheckListField, dollarsLabel, options, SelectField } from './fields';
import { SurrenderValueChart, type ValueChartPlan } from './value-series-chart';

// Issue 11, spec 001 §2, §4, §9: the criteria of Lifetime Income and Whole Life Endowment (a total
// premium and premium-term checkboxes) and the local search over the plans loaded on entry.

function EndowmentForm({
  form,
  terms,
}: {
  form: CriteriaProps<EndowmentCriteria>;
  terms: readonly number[];
}) {
  return (
    <div className="criteria-grid">
      <SelectField
        form={form}
        name="totalPremium"
        label="Total Premium"
        choices={options(ENDOWMENT_TOTAL_PREMIUMS, dollarsLabel)}
      />
      <CheckListField
        form={form}
        name="premiumTerms"
        label="Premium Term"
        choices={options(terms, premiumTermLabel)}
      />
    </div>
  );
}

type RowsAndInfos<Row> = { result: [Row[], ProductInfo[]] };

/** What the browser's narrowing reads of a row. */
type EndowmentRowFields = {
  insurer: string;
  planName: string;
  comparisonTotalPremium: number;
  premiumTerm: number;
  illustrationRate: string;
};

/** A load-all reply narrowed to the body's filters (the same test the API applies to a filtered body). */
export function filterEndowmentReply<Row extends EndowmentRowFields, R extends RowsAndInfos<Row>>(
  reply: R,
  body: Record<string, unknown>,
): R {
  const filters = {
    totalPremium: typeof body.totalPremium === 'number' ? body.totalPremium : undefined,
    premiumTerms: Array.isArray(body.premiumTerms) ? (body.premiumTerms as number[]) : undefined,
    illustrationRate: typeof body.illustrationRate === 'string' ? body.illustrationRate : undefined,
  };
  const rows = reply.result[0].filter((row) => matchesEndowmentFilters(row, filters));
  // Rows carry insurer and plan (resultRowBaseSchema); the infos follow the rows shown.
  const shown = new Set(rows.map((r) => `${r.insurer}|${r.planName}`));
  return {
    ...reply,
    result: [rows, reply.result[1].filter((info) => shown.has(`${info.insurer}|${info.planName}`))],
  };
}

type EndowmentToolSpec<Row> = {
  /** The premium terms the form offers. */
  terms: readonly number[];
  /** A row's total surrender value at a policy year, drawn under the table. */
  totalSurrenderAt: (row: Row, year: number) => number | null;
};

/**
 * What Lifetime Income and Whole Life Endowment share: the form above with the tool's premium terms, its
 * defaults and body, every plan for the insured loaded once, then narrowed in the browser to the criteria
 * and to either LIA rate, and the surrender value chart of the plans shown.
 */
export function endowmentToolParts<
  R extends ToolReply & RowsAndInfos<Row>,
  Row extends ToolRow & EndowmentRowFields & ValueChartPlan,
>({
  terms,
  totalSurrenderAt,
}: EndowmentToolSpec<Row>): Omit<ToolDefinition<EndowmentCriteria, R, Row>, 'registry' | 'overview'> {
  return {
    defaults: {
      totalPremium: ENDOWMENT_DEFAULTS.totalPremium,
      premiumTerms: [...ENDOWMENT_DEFAULTS.premiumTerms],
    },
    toBody: (v, insured) => ({
      ...insuredFieldsOf(insured),
      ...v,
      totalPremium: v.totalPremium ?? undefined,
    }),
    search: {
      kind: 'loadOnce',
      loadBody: (insured) => insuredFieldsOf(insured),
      filter: filterEndowmentReply,
    },
    illustrationRates: { rates: ILLUSTRATION_RATES, narrow: filterEndowmentReply },
    slots: {
      shownRows: (rows) => (
        <SurrenderValueChart
          rows={rows}
          years={ENDOWMENT_COMPARE_AT_YEARS}
          totalSurrenderAt={totalSurrenderAt}
        />
      ),
    },
    Criteria: function EndowmentCriteriaForm(form) {
      return <EndowmentForm form={form} terms={terms} />;
    },
  };
}
