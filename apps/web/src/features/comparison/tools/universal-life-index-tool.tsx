import {
  ILLUSTRATION_RATES,
  insuredFieldsOf,
  premiumTermLabel,
  ULI_ALLOCATION_LABELS,
  ULI_ALLOCATIONS,
  ULI_DEFAULTS,
  ULI_PREMIUM_TERMS,
  ULI_SUMS_INSURED,
  UNIVERSAL_LIFE_INDEX_TOOL,
  type UliCriteria,
  type UniversalLifeIndexedReply,
  type UniversalLifeIndexedRow,
} from '@portal/contracts';
import { formatDollars } from '@portal/core';
import { SERVER_SEARCH, type CriteriaProps, type ToolDefinition } from '../components/tool-definition';
import { CheckListField, options, SelectField } from './fields';
import { UliIllustration } from './uli-illustration';

/** spec 001 §9's 1000K and 5000K, written as every amount is (issue 31): S$1,000,000. */
const sumInsuredLabel = (dollars: number) => formatDollars(dollars);

function UniversalLifeIndexForm(form: CriteriaProps<UliCriteria>) {
  return (
    <div className="criteria-grid">
      <SelectField
        form={form}
        name="sumInsured"
        label="Sum Insured"
        choices={options(ULI_SUMS_INSURED, sumInsuredLabel)}
      />
      <SelectField
        form={form}
        name="premiumTerm"
        label="Premium Term"
        choices={options(ULI_PREMIUM_TERMS, premiumTermLabel)}
      />
      <CheckListField
        form={form}
        name="allocationList"
        label="Account Allocation"
        choices={options(ULI_ALLOCATIONS, (a) => ULI_ALLOCATION_LABELS[a])}
      />
    </div>
  );
}

// Issue 12, spec 001 §2, §5, §9 Universal Life Index.
export const UNIVERSAL_LIFE_INDEX_WEB_TOOL: ToolDefinition<
  UliCriteria,
  UniversalLifeIndexedReply,
  UniversalLifeIndexedRow,
  'universalLifeIndexed'
> = {
  registry: UNIVERSAL_LIFE_INDEX_TOOL,
  defaults: {
    sumInsured: ULI_DEFAULTS.sumInsured,
    premiumTerm: ULI_DEFAULTS.premiumTerm,
    allocationList: [...ULI_DEFAULTS.allocationList],
  },
  toBody: (v, insured) => ({ ...insuredFieldsOf(insured), ...v }),
  // Issue 33: the reply holds one rate; the toggle asks again at the other.
  search: SERVER_SEARCH,
  illustrationRates: { rates: ILLUSTRATION_RATES },
  slots: { rowExtra: (row) => <UliIllustration row={row} /> },
  overview: (
    <>
      <h3>Universal Life Index</h3>
      <p className="muted">
        Universal life with an index account and a fixed (general) account, in Singapore dollars. Values
        compare surrender values at an age you choose, at the minimum and current crediting rates and at 1
        percentage point under current, with the age at which the policy would lapse under each: ask it of
        every universal life quote. Current surrender values are illustrated at the LIA's 4.25% or 3.00% a
        year (pick one above the results). Open a plan for its illustration by age.
      </p>
    </>
  ),
  Criteria: UniversalLifeIndexForm,
};
