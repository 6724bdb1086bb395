import {
  ILLUSTRATION_RATES,
  insuredFieldsOf,
  premiumTermLabel,
  WHOLE_LIFE_COVER_LABELS,
  WHOLE_LIFE_COVER_TYPES,
  WHOLE_LIFE_DEFAULTS,
  WHOLE_LIFE_EXPIRY_AGES,
  WHOLE_LIFE_MULTIPLIERS,
  WHOLE_LIFE_PREMIUM_TERMS,
  WHOLE_LIFE_TOOL,
  type WholeLifeCriteria,
  type WholeLifePlanReply,
  type WholeLifePlanRow,
} from '@portal/contracts';
import { SERVER_SEARCH, type CriteriaProps, type ToolDefinition } from '../components/tool-definition';
import { CheckListField, options, SelectField } from './fields';

function WholeLifeForm(form: CriteriaProps<WholeLifeCriteria>) {
  return (
    <div className="criteria-grid">
      <SelectField
        form={form}
        name="cover"
        label="Coverage Type"
        choices={options(WHOLE_LIFE_COVER_TYPES, (c) => WHOLE_LIFE_COVER_LABELS[c])}
      />
      <SelectField
        form={form}
        name="multiplier"
        label="Multiplier"
        choices={options(WHOLE_LIFE_MULTIPLIERS, (m) => `${m}X`)}
      />
      <CheckListField
        form={form}
        name="multiplierExpiryList"
        label="Multiplier Expiry Age"
        choices={options(WHOLE_LIFE_EXPIRY_AGES, (a) => `Age ${a}`)}
      />
      <CheckListField
        form={form}
        name="premiumTermList"
        label="Premium Term"
        choices={options(WHOLE_LIFE_PREMIUM_TERMS, premiumTermLabel)}
      />
    </div>
  );
}

// Issue 12, spec 001 §2, §5, §9 Whole Life (limited pay).
export const WHOLE_LIFE_WEB_TOOL: ToolDefinition<
  WholeLifeCriteria,
  WholeLifePlanReply,
  WholeLifePlanRow,
  'wholeLifePlan'
> = {
  registry: WHOLE_LIFE_TOOL,
  defaults: {
    cover: WHOLE_LIFE_DEFAULTS.cover,
    multiplier: WHOLE_LIFE_DEFAULTS.multiplier,
    multiplierExpiryList: [...WHOLE_LIFE_DEFAULTS.multiplierExpiryList],
    premiumTermList: [...WHOLE_LIFE_DEFAULTS.premiumTermList],
  },
  toBody: (v, insured) => ({ ...insuredFieldsOf(insured), ...v }),
  // Issue 33: the reply holds one rate; the toggle asks again at the other.
  search: SERVER_SEARCH,
  illustrationRates: { rates: ILLUSTRATION_RATES },
  overview: (
    <>
      <h3>Whole Life</h3>
      <p className="muted">
        Limited-pay whole life with a multiplier: cover of 3 or 4 times the basic sum assured until the
        multiplier expiry age, then the basic sum assured for life. Compared at a basic sum assured of
        S$100,000. Non-smoker only. Values and KPIs are read at the age you choose; bonuses are illustrated at
        4.25% or 3.00% a year (the LIA's rates; pick one above the results) and are not guaranteed.
      </p>
    </>
  ),
  Criteria: WholeLifeForm,
};
