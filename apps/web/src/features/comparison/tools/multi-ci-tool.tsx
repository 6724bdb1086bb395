import {
  insuredFieldsOf,
  MULTI_CI_DEFAULTS,
  MULTI_CI_SUMS_INSURED,
  MULTI_CI_TERMS,
  multiCiBodySchema,
  multiCiReplySchema,
  type MultiCiReply,
  type MultiCiRow,
} from '@portal/contracts';
import { TabPanel, TabView } from 'primereact/tabview';
import type { ToolDefinition } from '../components/comparison-tool-page';
import {
  amount,
  CheckListField,
  dollarsLabel,
  money,
  options,
  promoText,
  SelectField,
  termLabel,
} from './fields';

type Values = {
  searchType: 'term' | 'sumInsured';
  term: string;
  termList: string[];
  sumInsured: number;
  sumInsuredList: number[];
};

// spec 001 §2, §5, §9 Multi-pay CI: By Policy Term (one term, several amounts) or By Sum Insured (one amount, several terms).
export const MULTI_CI_TOOL: ToolDefinition<Values, MultiCiReply, MultiCiRow> = {
  type: 'multiPayCI',
  defaults: {
    searchType: 'term',
    term: MULTI_CI_DEFAULTS.term,
    termList: [...MULTI_CI_DEFAULTS.termList],
    sumInsured: MULTI_CI_DEFAULTS.sumInsured,
    sumInsuredList: [MULTI_CI_DEFAULTS.sumInsured],
  },
  bodySchema: multiCiBodySchema,
  replySchema: multiCiReplySchema,
  toBody: (v, insured) => ({
    ...insuredFieldsOf(insured),
    searchType: v.searchType,
    term: v.searchType === 'term' ? (v.term ? [v.term] : []) : v.termList,
    sumInsured: v.searchType === 'term' ? v.sumInsuredList : v.sumInsured ? [v.sumInsured] : [],
  }),
  rowsOf: (r) => r.result[0],
  infosOf: (r) => r.result[1],
  datasetOf: (r) => r.dataset,
  outcomeOf: (r) => r.outcome,
  columns: [
    { field: 'insurer', header: 'Insurer', text: (r) => r.insurer },
    { field: 'planName', header: 'Plan', text: (r) => r.planName },
    // spec 001 §2: a plus sign for the Ultimate Critical Cover plan
    { field: 'maxClaimPct', header: 'Max', text: (r) => `${r.maxClaimPct}%${r.isMaxOpenEnded ? '+' : ''}` },
    { field: 'type', header: 'Type', text: (r) => r.type },
    {
      field: 'sumInsuredCents',
      header: 'Insured Amt',
      text: (r) => amount(r.sumInsuredCents),
      cents: (r) => r.sumInsuredCents,
    },
    { field: 'policyTerm', header: 'Policy Term', text: (r) => termLabel(r.policyTerm) },
    { field: 'waiver', header: 'Waiver', text: (r) => r.waiver },
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
      <h3>Multi-pay Critical Illness</h3>
      <p className="muted">
        Compare by policy term (one term, several amounts) or by sum insured (one amount, several terms).
      </p>
    </>
  ),
  renderForm: (form) => (
    <TabView
      activeIndex={form.values.searchType === 'term' ? 0 : 1}
      onTabChange={(e) => !form.isLocked && form.set('searchType', e.index === 0 ? 'term' : 'sumInsured')}
    >
      <TabPanel header="By Policy Term">
        <div className="criteria-grid">
          <SelectField
            form={form}
            name="term"
            label="Policy Term"
            choices={options(MULTI_CI_TERMS, termLabel)}
          />
          <CheckListField
            form={form}
            name="sumInsuredList"
            errorKey="sumInsured"
            label="Sum Insured"
            choices={options(MULTI_CI_SUMS_INSURED, dollarsLabel)}
          />
        </div>
      </TabPanel>
      <TabPanel header="By Sum Insured">
        <div className="criteria-grid">
          <SelectField
            form={form}
            name="sumInsured"
            label="Sum Insured"
            choices={options(MULTI_CI_SUMS_INSURED, dollarsLabel)}
          />
          <CheckListField
            form={form}
            name="termList"
            errorKey="term"
            label="Policy Terms"
            choices={options(MULTI_CI_TERMS, termLabel)}
          />
        </div>
      </TabPanel>
    </TabView>
  ),
};
