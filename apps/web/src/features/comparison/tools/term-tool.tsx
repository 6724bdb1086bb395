import {
  insuredFieldsOf,
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
import type { ToolDefinition } from '../components/comparison-tool-page';
import { amount, dollarsLabel, money, options, promoText, SelectField, termLabel } from './fields';

type Values = { term: string; death: number; tpd: number; ci: number; eci: number };
const coverOf = (row: TermRow, cover: string) =>
  row.covers.find((c) => c.cover === cover)?.sumInsuredCents ?? 0;

// spec 001 §2, §5, §9 Term.
export const TERM_TOOL: ToolDefinition<Values, TermReply, TermRow> = {
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
  renderForm: (form) => (
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
  ),
};
