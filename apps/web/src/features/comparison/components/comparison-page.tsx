import { PagePlaceholder, type PageProps } from '../../../components/page-placeholder';

// Placeholders until a later issue builds these screens (spec 000 §2.2).
export const ComparisonPage = ({ title }: PageProps) => <PagePlaceholder title={title} />;
