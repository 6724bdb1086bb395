import {
  insuredFieldsOf,
  type InsuredFields,
  TERM_CI_AMOUNTS,
  TERM_DEATH_AMOUNTS,
  TERM_DEFAULTS,
  TERM_ECI_AMOUNTS,
  TERM_TERMS,
  TERM_TPD_AMOUNTS,
  termBodySchema,
  termReplySchema,
  type TermReply,
  type TermRow,
} from '@portal/contracts';
import type { z } from 'zod';
import type { CriteriaProps, ToolDefinition } from '../components/tool-definition';
import { amount, dollarsLabel, money, options, promoText, SelectField, termLabel } from './fields';

/** The criteria: the body without the insured fields. */
type TermCriteria = Omit<z.input<typeof termBodySchema>, keyof InsuredFields>;
const coverOf = (row: TermRow, cover: string) =>
  row.covers.find((c) => c.cover === cover)?.sumInsuredCents ?? 0;

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
export const TERM_TOOL: ToolDefinition<TermCriteria, TermReply, TermRow> = {
  type: 'term',
  defaults: { ...TERM_DEFAULTS },
  bodySchema: termBodySchema,
  replySchema: termReplySchema,
  toBody: (v, insured) => ({ ...insuredFieldsOf(insured), ...v }),
  rowsOf: (r) => r.result[0],
  infosOf: (r) => r.result[1],
  datasetOf: (r) => r.dataset,
  outcomeOf: (r) => r.outcome,
  detailLayout: 'standard',
  columns: [
    { field: 'insurer', header: 'Insurer', text: (r) => r.insurer },
    { field: 'planName', header: 'Plan', text: (r) => r.planName },
    { field: 'policyTerm', header: 'Policy Term', text: (r) => termLabel(r.policyTerm) },
    {
      field: 'covers',
      header: 'Death',
      text: (r) => amount(coverOf(r, 'death')),
      cents: (r) => coverOf(r, 'death'),
      isSortable: false,
    },
    {
      field: 'uniqueID',
      header: 'TPD / CI / Early CI',
      text: (r) => ['tpd', 'ci', 'eci'].map((c) => (coverOf(r, c) ? amount(coverOf(r, c)) : '-')).join(' / '),
      isSortable: false,
    },
    {
      field: 'premiumCents',
      header: 'Annual Premium',
      text: (r) => money(r.premiumCents),
      cents: (r) => r.premiumCents,
      isHeadline: true,
    },
    { field: 'promo', header: 'Promo', text: promoText },
  ],
  overview: (
    <>
      <h3>Term</h3>
      <p className="muted">
        Level cover to the chosen age. Death cover from S$1M; TPD and advanced CI cannot exceed death cover.
        Plans without a requested CI cover are left out.
      </p>
    </>
  ),
  Criteria: TermForm,
};
