import {
  genderCodeOf,
  LTC_ANB_RANGE,
  LTC_DEFAULTS,
  ltcBodySchema,
  type LtcReply,
  type LtcRow,
  LONG_TERM_CARE_TOOL,
} from '@portal/contracts';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { CriteriaProps, ToolDefinition } from '../components/tool-definition';
import { AmountField, RadioField, TickField } from './fields';

/** The criteria: the body without the insured's ANB and gender. */
type LtcCriteria = Omit<z.input<typeof ltcBodySchema>, 'anb' | 'gender'>;

function LtcForm(form: CriteriaProps<LtcCriteria>) {
  const searchBySA = useWatch({ control: form.control, name: 'searchBySA' });
  return (
    <div className="criteria-grid">
      <RadioField
        form={form}
        name="searchBySA"
        label="Search By"
        choices={[
          { label: 'Sum Insured', value: true },
          { label: 'Premium', value: false },
        ]}
      />
      {searchBySA ? (
        <AmountField form={form} name="sumInsured" label="Sum Insured (monthly)" />
      ) : (
        <AmountField form={form} name="premium" label="Premium (annual)" />
      )}
      <div>
        <TickField form={form} name="_2ADLs" label="2 ADLs" />
        <TickField form={form} name="_3ADLs" label="3 ADLs" />
        <TickField form={form} name="_escalation" label="Escalation" />
      </div>
    </div>
  );
}

// spec 001 §2, §4, §5, §9 Long Term Care: re-run when the insured changes.
export const LONG_TERM_CARE_WEB_TOOL: ToolDefinition<LtcCriteria, LtcReply, LtcRow, 'longTermCare'> = {
  registry: LONG_TERM_CARE_TOOL,
  defaults: {
    searchBySA: true,
    sumInsured: LTC_DEFAULTS.sumInsured,
    premium: LTC_DEFAULTS.premium,
    _2ADLs: true,
    _3ADLs: true,
    _escalation: false,
  },
  toBody: (v, insured) => ({
    anb: insured.anb,
    gender: genderCodeOf(insured),
    ...v,
  }),
  search: { kind: 'server', rerunsOnInsuredChange: true },
  overview: (
    <>
      <h3>Long Term Care</h3>
      <p className="muted">
        Insured ANB {LTC_ANB_RANGE.min}-{LTC_ANB_RANGE.max}. Escalating plans (names with %) are shown only
        when Escalation is ticked.
      </p>
    </>
  ),
  Criteria: LtcForm,
};
