import {
  SHIELD_BASE_COVERAGE,
  SHIELD_DEFAULTS,
  SHIELD_RIDER_COVERAGE,
  shieldBodySchema,
  shieldReplySchema,
  type ShieldReply,
  type ShieldRow,
} from '@portal/contracts';
import type { ToolDefinition } from '../components/comparison-tool-page';
import { money, options, promoText, RadioField, SelectField } from './fields';

type Values = { residency: 'SGPR' | 'FR'; ipWithRider: boolean; comparisonType: string };
const coverageLabel = (type: string) =>
  type
    .replace('GovWard', 'Gov Ward ')
    .replace('GovStandard', 'Gov Standard')
    .replace('_Max', ' (Max rider)')
    .replace('_All', ' (All riders)');

// spec 001 §2, §3, §9 Integrated Shield.
export const SHIELD_TOOL: ToolDefinition<Values, ShieldReply, ShieldRow> = {
  type: 'shieldSingle',
  defaults: { ...SHIELD_DEFAULTS },
  bodySchema: shieldBodySchema,
  replySchema: shieldReplySchema,
  toBody: (v, insured) => ({ query: { ...v, anb: insured.anb } }),
  rowsOf: (r) => r.result[0],
  infosOf: (r) => r.result[1],
  datasetOf: (r) => r.dataset,
  outcomeOf: (r) => r.outcome,
  detailLayout: 'shield',
  columns: [
    { field: 'insurer', header: 'Insurer', text: (r) => r.insurer },
    { field: 'planName', header: 'Plan', text: (r) => r.planName },
    { field: 'planTier', header: 'Tier', text: (r) => r.planTier },
    {
      field: 'premiumMediSaveCents',
      header: 'MediSave Premium',
      text: (r) => money(r.premiumMediSaveCents),
      cents: (r) => r.premiumMediSaveCents,
    },
    {
      field: 'premiumCashCents',
      header: 'Cash Premium',
      text: (r) => money(r.premiumCashCents),
      cents: (r) => r.premiumCashCents,
    },
    {
      field: 'premiumTotalCents',
      header: 'Total Premium',
      text: (r) => money(r.premiumTotalCents),
      cents: (r) => r.premiumTotalCents,
      isHeadline: true,
    },
    { field: 'promo', header: 'Promo', text: promoText },
  ],
  overview: (
    <>
      <h3>Integrated Shield</h3>
      <p className="muted">Insured ANB 1-99, Singapore citizens and permanent residents only.</p>
    </>
  ),
  renderForm: (form) => (
    <div className="criteria-grid">
      <RadioField
        form={form}
        name="residency"
        label="Residency"
        choices={[
          { label: 'SG/PR', value: 'SGPR' },
          { label: 'Foreigner', value: 'FR', isDisabled: true },
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
        choices={options(
          form.values.ipWithRider ? SHIELD_RIDER_COVERAGE : SHIELD_BASE_COVERAGE,
          coverageLabel,
        )}
      />
    </div>
  ),
};
