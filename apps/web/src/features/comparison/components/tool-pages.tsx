import type { BuiltComparisonType } from '@portal/contracts';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { PageProps } from '../../../components/page-card';
import { WEB_TOOL_LOADERS } from '../tools/web-tool-loaders.generated';
import { ToolComparisonPage } from './comparison-tool-page';
import type { ToolDefinition, ToolReply, ToolRow } from './tool-definition';

function pageOf<
  V extends FieldValues,
  R extends ToolReply,
  Row extends ToolRow,
  T extends BuiltComparisonType,
>(tool: ToolDefinition<V, R, Row, T>): ComponentType<PageProps> {
  const Page = ({ title }: PageProps) => <ToolComparisonPage title={title} tool={tool} />;
  Page.displayName = `ToolPage(${tool.registry.type})`;
  return Page;
}

/**
 * Issue 10: a registry tool's page (spec 001 §2 routes); the router makes one lazy route per tool. The web
 * tools are found by file (ADR 0028); the generated list's type checks that every built tool in the
 * registry has one. Issue 34 (ADR 0042): each tool's definition is a chunk of its own, loaded with its
 * page, so a tool's page downloads no other tool's code.
 */
export async function loadToolPage(type: BuiltComparisonType): Promise<ComponentType<PageProps>> {
  const tool = await WEB_TOOL_LOADERS[type]();
  return pageOf(tool as unknown as ToolDefinition<FieldValues, ToolReply, ToolRow, BuiltComparisonType>);
}
