import {
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

// Issue 11, spec 001 §2, §4, §9: the criteria of Lifetime Income and Whole Life Endowment (a total
// premium and premium-term checkboxes) and the local search over the plans loaded on entry.

export function EndowmentForm({
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

/**
 * What Lifetime Income and Whole Life Endowment share: the form's defaults and body, and every plan for
 * the insured loaded once, then narrowed in the browser to the criteria and to either LIA rate.
 */
export function endowmentToolParts<
  Row extends ToolRow & EndowmentRowFields,
  R extends ToolReply & RowsAndInfos<Row>,
>(): Pick<ToolDefinition<EndowmentCriteria, R, Row>, 'defaults' | 'toBody' | 'search' | 'illustrationRates'> {
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
  };
}
