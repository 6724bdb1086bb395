import {
  HEALTH_MESSAGES,
  SHIELD_ANB_RANGE,
  SHIELD_BASE_COVERAGE,
  SHIELD_RIDER_COVERAGE,
  shieldBodySchema,
  type ShieldReply,
  type ShieldRow,
  SHIELD_TOOL,
} from '@portal/contracts';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SERVER_SEARCH, type CriteriaProps, type ToolDefinition } from '../components/tool-definition';
import { options, RadioField, SelectField } from './fields';

/** The criteria: the body's query without the insured's ANB. */
type ShieldCriteria = Omit<z.input<typeof shieldBodySchema>['query'], 'anb'>;
const coverageLabel = (type: string) =>
  type
    .replace('GovWard', 'Gov Ward ')
    .replace('GovStandard', 'Gov Standard')
    .replace('_Max', ' (Max rider)')
    .replace('_All', ' (All riders)');

function ShieldForm(form: CriteriaProps<ShieldCriteria>) {
  // spec 001 §3: the coverage types offered depend on the rider choice.
  const ipWithRider = useWatch({ control: form.control, name: 'ipWithRider' });
  return (
    <div className="criteria-grid">
      <RadioField
        form={form}
        name="residency"
        label="Residency"
        choices={[
          { label: 'SG/PR', value: 'SGPR' },
          // spec 001 §6: disabled for everyone; the note says why (issue 31)
          { label: 'Foreigner', value: 'FR', isDisabled: true, note: HEALTH_MESSAGES.shieldForeignerNote },
        ]}
      />
      <RadioField
        form={form}
        name="ipWithRider"
        label="IP with Rider"
        choices={[
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ]}
      />
      <SelectField
        form={form}
        name="comparisonType"
        label="Coverage Type"
        choices={options(ipWithRider ? SHIELD_RIDER_COVERAGE : SHIELD_BASE_COVERAGE, coverageLabel)}
      />
    </div>
  );
}

// spec 001 §2, §3, §9 Integrated Shield.
export const SHIELD_WEB_TOOL: ToolDefinition<ShieldCriteria, ShieldReply, ShieldRow, 'shieldSingle'> = {
  registry: SHIELD_TOOL,
  defaults: { ...SHIELD_TOOL.defaults },
  toBody: (v, insured) => ({ query: { ...v, anb: insured.anb } }),
  search: SERVER_SEARCH,
  overview: (
    <>
      <h3>Integrated Shield</h3>
      <p className="muted">
        Insured ANB {SHIELD_ANB_RANGE.min}-{SHIELD_ANB_RANGE.max}, Singapore citizens and permanent residents
        only.
      </p>
    </>
  ),
  Criteria: ShieldForm,
};
