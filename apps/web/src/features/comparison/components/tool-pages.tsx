import type { BuiltComparisonType } from '@portal/contracts';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { PageProps } from '../../../components/page-card';
import { WEB_TOOLS } from '../tools/all-web-tools.generated';
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
 * Issue 10: each registry tool's page, by type. The web tools are found by file (ADR 0028); the
 * generated list's type checks that every built tool in the registry has one.
 */
const PAGES = new Map<BuiltComparisonType, ToolPage<BuiltComparisonType>>(
  Object.values(WEB_TOOLS).map((tool) => {
    const page = pageOf(
      tool as unknown as ToolDefinition<FieldValues, ToolReply, ToolRow, BuiltComparisonType>,
    );
    return [page.type, page];
  }),
);

/** The page of a registry tool (spec 001 §2 routes); the router makes one lazy route per tool. */
export const toolPageFor = (type: BuiltComparisonType): ComponentType<PageProps> => PAGES.get(type)!.Page;
