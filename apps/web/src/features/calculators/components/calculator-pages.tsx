import type { PageProps } from '../../../components/page-card';
import { TabbedPageCard, type PageTab } from '../../../components/tabbed-page-card';
import { CashFlowTab } from './cash-flow-tab';
import { TvmTab } from './tvm-tab';
import './calculators.css';

/** A calculator page: the route's title over the calculator's tabs. */
const calculatorPage =
  (tabs: readonly PageTab[]) =>
  ({ title }: PageProps) => <TabbedPageCard title={title} className="calc-page" tabs={tabs} />;

// spec 000 §2.4: /calculator/pv-fv-pmt-rate has tabs PV, FV, PMT and Rate
export const PvFvPmtRatePage = calculatorPage([
  { header: 'PV', content: <TvmTab mode="pv" /> },
  { header: 'FV', content: <TvmTab mode="fv" /> },
  { header: 'PMT', content: <TvmTab mode="pmt" /> },
  { header: 'Rate', content: <TvmTab mode="rate" /> },
]);

// spec 000 §2.4: /calculator/irr-xirr has tabs IRR and XIRR
export const IrrXirrPage = calculatorPage([
  { header: 'IRR', content: <CashFlowTab kind="irr" /> },
  { header: 'XIRR', content: <CashFlowTab kind="xirr" /> },
]);

// Issue 15: spec 000 §2.2 names /calculator/coverage without its content.
export { CoverageCalculatorPage } from './coverage-calculator-page';
