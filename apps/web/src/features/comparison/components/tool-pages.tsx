import type { PageProps } from '../../../components/page-placeholder';
import { LONG_TERM_CARE_TOOL } from '../tools/long-term-care-tool';
import { MATERNITY_TOOL } from '../tools/maternity-tool';
import { MULTI_CI_TOOL } from '../tools/multi-ci-tool';
import { SHIELD_TOOL } from '../tools/shield-tool';
import { TERM_TOOL } from '../tools/term-tool';
import { ToolComparisonPage } from './comparison-tool-page';

// The five tools of issue 5 (spec 001 §2 routes); the other six stay placeholders for now.
export const IntegratedShieldPage = ({ title }: PageProps) => (
  <ToolComparisonPage title={title} tool={SHIELD_TOOL} />
);
export const LongTermCarePage = ({ title }: PageProps) => (
  <ToolComparisonPage title={title} tool={LONG_TERM_CARE_TOOL} />
);
export const MaternityPage = ({ title }: PageProps) => (
  <ToolComparisonPage title={title} tool={MATERNITY_TOOL} />
);
export const MultiCiPage = ({ title }: PageProps) => (
  <ToolComparisonPage title={title} tool={MULTI_CI_TOOL} />
);
export const TermPage = ({ title }: PageProps) => <ToolComparisonPage title={title} tool={TERM_TOOL} />;
