import type { BuiltComparisonType } from '@portal/contracts';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { PageProps } from '../../../components/page-placeholder';
import { LONG_TERM_CARE_WEB_TOOL } from '../tools/long-term-care-tool';
import { MATERNITY_WEB_TOOL } from '../tools/maternity-tool';
import { MULTI_PAY_CI_WEB_TOOL } from '../tools/multi-ci-tool';
import { SHIELD_WEB_TOOL } from '../tools/shield-tool';
import { TERM_WEB_TOOL } from '../tools/term-tool';
import { ToolComparisonPage } from './comparison-tool-page';
import type { ToolDefinition, ToolReply, ToolRow } from './tool-definition';

/** A tool's page, with the registry type it serves. */
type ToolPage<T extends BuiltComparisonType> = { type: T; Page: ComponentType<PageProps> };

function pageOf<
  V extends FieldValues,
  R extends ToolReply,
  Row extends ToolRow,
  T extends BuiltComparisonType,
>(tool: ToolDefinition<V, R, Row, T>): ToolPage<T> {
  const Page = ({ title }: PageProps) => <ToolComparisonPage title={title} tool={tool} />;
  Page.displayName = `ToolPage(${tool.registry.type})`;
  return { type: tool.registry.type, Page };
}

/**
 * Issue 10: each registry tool's page, by type. The type checks that every built tool in the registry
 * has a page, and that each page reads its own tool's declaration.
 */
const PAGES = {
  shieldSingle: pageOf(SHIELD_WEB_TOOL),
  longTermCare: pageOf(LONG_TERM_CARE_WEB_TOOL),
  maternity: pageOf(MATERNITY_WEB_TOOL),
  multiPayCI: pageOf(MULTI_PAY_CI_WEB_TOOL),
  term: pageOf(TERM_WEB_TOOL),
} satisfies { [T in BuiltComparisonType]: ToolPage<T> };

/** The page of a registry tool (spec 001 §2 routes); the router makes one lazy route per tool. */
export const toolPageFor = (type: BuiltComparisonType): ComponentType<PageProps> => PAGES[type].Page;
