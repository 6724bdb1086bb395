import {
  insuredFieldsOf,
  MULTI_CI_DEFAULTS,
  MULTI_CI_SUMS_INSURED,
  MULTI_CI_TERMS,
  termLabel,
  multiCiBodySchema,
  type MultiCiReply,
  type MultiCiRow,
  MULTI_PAY_CI_TOOL,
} from '@portal/contracts';
import { TabPanel, TabView } from 'primereact/tabview';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { SERVER_SEARCH, type CriteriaProps, type ToolDefinition } from '../components/tool-definition';
import { CheckListField, dollarsLabel, options, SelectOneField } from './fields';

type MultiCiBody = z.input<typeof multiCiBodySchema>;
type SearchType = MultiCiBody['searchType'];
/**
 * The criteria: the body's search type, and its terms and amounts kept per tab, so switching tabs
 * keeps what the adviser chose on each (By Policy Term: one term, several amounts; By Sum Insured:
 * one amount, several terms).
 */
type MultiCiCriteria = Pick<MultiCiBody, 'searchType'> &
  Record<'byTerm' | 'bySumInsured', Pick<MultiCiBody, 'term' | 'sumInsured'>>;
const TAB_OF = { term: 'byTerm', sumInsured: 'bySumInsured' } as const satisfies Record<SearchType, string>;

function MultiCiForm(form: CriteriaProps<MultiCiCriteria>) {
  const { field: searchType } = useController({ control: form.control, name: 'searchType' });
  return (
    <TabView
      activeIndex={searchType.value === 'term' ? 0 : 1}
      onTabChange={(e) => !form.isLocked && searchType.onChange(e.index === 0 ? 'term' : 'sumInsured')}
    >
      <TabPanel header="By Policy Term">
        <div className="criteria-grid">
          <SelectOneField
            form={form}
            name="byTerm.term"
            label="Policy Term"
            choices={options(MULTI_CI_TERMS, termLabel)}
          />
          <CheckListField
            form={form}
            name="byTerm.sumInsured"
            label="Sum Insured"
            choices={options(MULTI_CI_SUMS_INSURED, dollarsLabel)}
          />
        </div>
      </TabPanel>
      <TabPanel header="By Sum Insured">
        <div className="criteria-grid">
          <SelectOneField
            form={form}
            name="bySumInsured.sumInsured"
            label="Sum Insured"
            choices={options(MULTI_CI_SUMS_INSURED, dollarsLabel)}
          />
          <CheckListField
            form={form}
            name="bySumInsured.term"
            label="Policy Terms"
            choices={options(MULTI_CI_TERMS, termLabel)}
          />
        </div>
      </TabPanel>
    </TabView>
  );
}

// spec 001 §2, §5, §9 Multi-pay CI: By Policy Term (one term, several amounts) or By Sum Insured (one amount, several terms).
export const MULTI_PAY_CI_WEB_TOOL: ToolDefinition<MultiCiCriteria, MultiCiReply, MultiCiRow, 'multiPayCI'> =
  {
    registry: MULTI_PAY_CI_TOOL,
    defaults: {
      searchType: MULTI_CI_DEFAULTS.searchType,
      byTerm: { term: [MULTI_CI_DEFAULTS.term], sumInsured: [MULTI_CI_DEFAULTS.sumInsured] },
      bySumInsured: { term: [...MULTI_CI_DEFAULTS.termList], sumInsured: [MULTI_CI_DEFAULTS.sumInsured] },
    },
    toBody: (v, insured) => ({
      ...insuredFieldsOf(insured),
      searchType: v.searchType,
      ...v[TAB_OF[v.searchType]],
    }),
    // The body's term and sumInsured show on the open tab's fields.
    fieldOf: (path, v) => `${TAB_OF[v.searchType]}.${String(path.at(-1))}`,
    search: SERVER_SEARCH,
    overview: (
      <>
        <h3>Multi-pay Critical Illness</h3>
        <p className="muted">
          Compare by policy term (one term, several amounts) or by sum insured (one amount, several terms).
        </p>
      </>
    ),
    Criteria: MultiCiForm,
  };
