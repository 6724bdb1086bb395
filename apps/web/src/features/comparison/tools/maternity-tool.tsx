import {
  HEALTH_MESSAGES,
  insuredFieldsOf,
  type InsuredFields,
  MATERNITY_POLICY_TYPES,
  MATERNITY_SUMS_INSURED,
  maternityBodySchema,
  PREGNANCY_TYPES,
  type MaternityReply,
  type MaternityRow,
  MATERNITY_TOOL,
} from '@portal/contracts';
import type { z } from 'zod';
import { SERVER_SEARCH, type CriteriaProps, type ToolDefinition } from '../components/tool-definition';
import { dollarsLabel, options, SelectField } from './fields';
import { MaternityMatrices } from './maternity-matrices';

/** The criteria: the body without the insured fields. */
type MaternityCriteria = Omit<z.input<typeof maternityBodySchema>, keyof InsuredFields>;

function MaternityForm(form: CriteriaProps<MaternityCriteria>) {
  return (
    <div className="criteria-grid">
      <SelectField
        form={form}
        name="sumInsured"
        label="Sum Insured"
        choices={options(MATERNITY_SUMS_INSURED, dollarsLabel)}
      />
      <SelectField
        form={form}
        name="pregnancyType"
        label="Pregnancy Type"
        choices={options(PREGNANCY_TYPES, (t) => (t === 'STD' ? 'Standard' : 'IVF'))}
      />
      <SelectField
        form={form}
        name="policyType"
        label="Policy Type"
        choices={options(MATERNITY_POLICY_TYPES)}
      />
    </div>
  );
}

// spec 001 §2, §3, §9 Maternity.
export const MATERNITY_WEB_TOOL: ToolDefinition<
  MaternityCriteria,
  MaternityReply,
  MaternityRow,
  'maternity'
> = {
  registry: MATERNITY_TOOL,
  defaults: { ...MATERNITY_TOOL.defaults },
  toBody: (v, insured) => ({ ...insuredFieldsOf(insured), ...v }),
  search: SERVER_SEARCH,
  slots: {
    afterTable: (reply) => (
      <>
        <p className="muted">{HEALTH_MESSAGES.maternityBundleNote}</p>
        <MaternityMatrices matrices={reply.matrices} />
      </>
    ),
  },
  overview: (
    <>
      <h3>Maternity</h3>
      <p className="muted">Plans for pregnant mothers: female insured only.</p>
    </>
  ),
  Criteria: MaternityForm,
};
