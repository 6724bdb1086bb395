import {
  insuredFieldsOf,
  type InsuredFields,
  TERM_CI_AMOUNTS,
  TERM_DEATH_AMOUNTS,
  TERM_ECI_AMOUNTS,
  TERM_TERMS,
  TERM_TPD_AMOUNTS,
  termLabel,
  termBodySchema,
  type TermReply,
  type TermRow,
  TERM_TOOL,
} from '@portal/contracts';
import type { z } from 'zod';
import { SERVER_SEARCH, type CriteriaProps, type ToolDefinition } from '../components/tool-definition';
import { dollarsLabel, options, SelectField } from './fields';

/** The criteria: the body without the insured fields. */
type TermCriteria = Omit<z.input<typeof termBodySchema>, keyof InsuredFields>;

function TermForm(form: CriteriaProps<TermCriteria>) {
  return (
    <div className="criteria-grid">
      <SelectField form={form} name="term" label="Coverage Term" choices={options(TERM_TERMS, termLabel)} />
      <SelectField
        form={form}
        name="death"
        label="Death"
        choices={options(TERM_DEATH_AMOUNTS, dollarsLabel)}
      />
      <SelectField form={form} name="tpd" label="TPD" choices={options(TERM_TPD_AMOUNTS, dollarsLabel)} />
      <SelectField
        form={form}
        name="ci"
        label="Advanced CI"
        choices={options(TERM_CI_AMOUNTS, dollarsLabel)}
      />
      <SelectField
        form={form}
        name="eci"
        label="Early CI"
        choices={options(TERM_ECI_AMOUNTS, dollarsLabel)}
      />
    </div>
  );
}

// spec 001 §2, §5, §9 Term.
export const TERM_WEB_TOOL: ToolDefinition<TermCriteria, TermReply, TermRow, 'term'> = {
  registry: TERM_TOOL,
  defaults: { ...TERM_TOOL.defaults },
  toBody: (v, insured) => ({ ...insuredFieldsOf(insured), ...v }),
  search: SERVER_SEARCH,
  overview: (
    <>
      <h3>Term</h3>
      <p className="muted">
        Level cover to the chosen age. Death cover from S$1,000,000; TPD and advanced CI cannot exceed death
        cover. Plans without a requested CI cover are left out.
      </p>
    </>
  ),
  Criteria: TermForm,
};
