import { PagePlaceholder, type PageProps } from '../../../components/page-placeholder';

// Placeholders until a later issue builds these screens (spec 000 §2.2).
export const PvFvPmtRatePage = ({ title }: PageProps) => <PagePlaceholder title={title} />;
export const IrrXirrPage = ({ title }: PageProps) => <PagePlaceholder title={title} />;
export const CoverageCalculatorPage = ({ title }: PageProps) => <PagePlaceholder title={title} />;
