import {
  HEALTH_MESSAGES,
  insuredFieldsOf,
  type InsuredFields,
  MATERNITY_DEFAULTS,
  MATERNITY_POLICY_TYPES,
  MATERNITY_SUMS_INSURED,
  maternityBodySchema,
  maternityReplySchema,
  PREGNANCY_TYPES,
  type MaternityReply,
  type MaternityRow,
} from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import type { z } from 'zod';
import type { CriteriaProps, ToolDefinition } from '../components/tool-definition';
import { amount, dollarsLabel, money, options, promoText, SelectField } from './fields';
import { MaternityMatrices } from './maternity-matrices';

/** The criteria: the body without the insured fields. */
type MaternityCriteria = Omit<z.input<typeof maternityBodySchema>, keyof InsuredFields>;

/** spec 001 §4 and §8: a non-female insured opens 'Invalid Gender'; Search stays disabled. */
function InvalidGenderDialog() {
  const [isVisible, setIsVisible] = useState(true);
  return (
    <>
      <p className="p-error">{HEALTH_MESSAGES.invalidGender}</p>
      <Dialog
        header={HEALTH_MESSAGES.invalidGenderTitle}
        visible={isVisible}
        onHide={() => setIsVisible(false)}
        style={{ width: '28rem' }}
        breakpoints={{ '640px': '92vw' }}
        footer={<Button label="OK" onClick={() => setIsVisible(false)} />}
      >
        <p>{HEALTH_MESSAGES.invalidGender}</p>
      </Dialog>
    </>
  );
}

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
export const MATERNITY_TOOL: ToolDefinition<MaternityCriteria, MaternityReply, MaternityRow> = {
  type: 'maternity',
  defaults: { ...MATERNITY_DEFAULTS },
  bodySchema: maternityBodySchema,
  replySchema: maternityReplySchema,
  toBody: (v, insured) => ({ ...insuredFieldsOf(insured), ...v }),
  rowsOf: (r) => r.result,
  infosOf: (r) => r.infos,
  datasetOf: (r) => r.dataset,
  outcomeOf: (r) => r.outcome,
  blockFor: (insured) => (insured.gender === 'Female' ? null : <InvalidGenderDialog />),
  columns: [
    { field: 'insurer', header: 'Insurer', text: (r) => r.insurer },
    { field: 'planName', header: 'Plan', text: (r) => r.planName },
    { field: 'coverIVF', header: 'Pregnancy', text: (r) => (r.coverIVF ? 'IVF' : 'Standard') },
    { field: 'planType', header: 'Plan Type', text: (r) => r.planType },
    {
      field: 'sumInsuredCents',
      header: 'Sum Insured',
      text: (r) => amount(r.sumInsuredCents),
      cents: (r) => r.sumInsuredCents,
    },
    {
      field: 'premiumCents',
      header: 'Single Premium',
      text: (r) => money(r.premiumCents),
      cents: (r) => r.premiumCents,
      isHeadline: true,
    },
    { field: 'promo', header: 'Promo', text: promoText },
  ],
  renderExtra: (reply) => (
    <>
      <p className="muted">{HEALTH_MESSAGES.maternityBundleNote}</p>
      <MaternityMatrices matrices={reply.matrices} />
    </>
  ),
  overview: (
    <>
      <h3>Maternity</h3>
      <p className="muted">Plans for pregnant mothers: female insured only.</p>
    </>
  ),
  Criteria: MaternityForm,
};
