import { TabPanel, TabView } from 'primereact/tabview';
import { PageCard, type PageProps } from '../../../components/page-card';
import { CashFlowTab } from './cash-flow-tab';
import { TvmTab } from './tvm-tab';
import './calculators.css';

// spec 000 §2.4: /calculator/pv-fv-pmt-rate has tabs PV, FV, PMT and Rate
export const PvFvPmtRatePage = ({ title }: PageProps) => (
  <PageCard title={title} className="calc-page">
    <TabView>
      <TabPanel header="PV">
        <TvmTab mode="pv" />
      </TabPanel>
      <TabPanel header="FV">
        <TvmTab mode="fv" />
      </TabPanel>
      <TabPanel header="PMT">
        <TvmTab mode="pmt" />
      </TabPanel>
      <TabPanel header="Rate">
        <TvmTab mode="rate" />
      </TabPanel>
    </TabView>
  </PageCard>
);

// spec 000 §2.4: /calculator/irr-xirr has tabs IRR and XIRR
export const IrrXirrPage = ({ title }: PageProps) => (
  <PageCard title={title} className="calc-page">
    <TabView>
      <TabPanel header="IRR">
        <CashFlowTab kind="irr" />
      </TabPanel>
      <TabPanel header="XIRR">
        <CashFlowTab kind="xirr" />
      </TabPanel>
    </TabView>
  </PageCard>
);

// Issue 15: spec 000 §2.2 names /calculator/coverage without its content.
export { CoverageCalculatorPage } from './coverage-calculator-page';
