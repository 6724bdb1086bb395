import { z } from 'zod';
import { COMPARISON_MESSAGES, PRODUCT_SUMMARY_PATH, datasetInfoSchema, insurerSchema } from './comparison.js';
import { TOOL_MODULES } from './tools/all-tools.generated.js';
import { MENU_GROUPS, type AnyComparisonTool, type MenuGroup } from './tools/define-tool.js';
import { singleLine } from './validation.js';

// Issue 10, ADR 0022: the comparison tools, each declared once in its module under tools/. Every list
// of tools (types, paths, titles, menu, routes) is derived here; no list of types is kept by hand. The
// modules are found by file (ADR 0028): a new file under tools/ declaring `defineTool({ type, ... })`
// (or definePremiumTool, defineValueSeriesTool) is a new tool.

type Tools = typeof TOOL_MODULES;

/** The tools in spec 001 §7's order of types (each module's `specOrder`), whatever their file names. */
export const COMPARISON_TOOLS = [...TOOL_MODULES].sort(
  (a, b) => a.specOrder - b.specOrder || a.type.localeCompare(b.type),
) as unknown as Tools;

/** The comparison types by their API call names (spec 001 §7): one per tool module. */
export type BuiltComparisonType = Tools[number]['type'];
type TypesOf<T extends readonly { type: string }[]> = { readonly [K in keyof T]: T[K]['type'] };
export const BUILT_COMPARISON_TYPES = COMPARISON_TOOLS.map((tool) => tool.type) as unknown as TypesOf<Tools>;

export const displaySettingSchema = z.object({
  comparisonType: z.enum(BUILT_COMPARISON_TYPES),
  onlyDisplayInsurers: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(120)
        .refine(...singleLine),
    )
    .min(1, COMPARISON_MESSAGES.atLeastOneInsurer)
    .max(50),
});
export type DisplaySetting = z.infer<typeof displaySettingSchema>;

/** spec 000 §7: "success when the answer has data". */
export const displaySettingReplySchema = z.object({ success: z.literal(true), data: displaySettingSchema });
export const displaySettingsListSchema = z.object({ data: z.array(displaySettingSchema) });

/** The built tools that look a premium up in a premium table (ADR 0022); the rest are value series. */
export type PremiumComparisonType = Extract<Tools[number], { kind: 'premium' }>['type'];
export type ValueSeriesComparisonType = Extract<Tools[number], { kind: 'valueSeries' }>['type'];
export const PREMIUM_COMPARISON_TYPES = COMPARISON_TOOLS.filter((tool) => tool.kind === 'premium').map(
  (tool) => tool.type,
) as PremiumComparisonType[];
export const isPremiumComparisonType = (type: string): type is PremiumComparisonType =>
  (PREMIUM_COMPARISON_TYPES as string[]).includes(type);

export type ComparisonToolOf<T extends BuiltComparisonType> = Extract<Tools[number], { type: T }>;

const BY_TYPE = new Map<string, AnyComparisonTool>(COMPARISON_TOOLS.map((tool) => [tool.type, tool]));
const BY_ROUTE = new Map<string, AnyComparisonTool>(COMPARISON_TOOLS.map((tool) => [tool.route, tool]));

export function toolByType<T extends BuiltComparisonType>(type: T): ComparisonToolOf<T> {
  return BY_TYPE.get(type) as ComparisonToolOf<T>;
}

/** The built tool at an SPA route such as /comparison/term, if any. */
export const toolByRoute = (route: string): AnyComparisonTool | undefined => BY_ROUTE.get(route);

export const isBuiltComparisonType = (type: string): type is BuiltComparisonType => BY_TYPE.has(type);

export const COMPARISON_PATHS = {
  ...(Object.fromEntries(COMPARISON_TOOLS.map((tool) => [tool.type, tool.apiPath])) as Record<
    BuiltComparisonType,
    string
  >),
  /** spec 000 §7 (POST); GET on the same path is ours: the adviser's saved settings. */
  displaySettings: '/api/dashboard/profile/comparisonDisplaySettings',
  /** Ours: the insurers, dataset and display setting of one type, for the page before a search. */
  overview: '/api/dashboard/comparison/overview/:comparisonType',
} as const;

export const overviewPathFor = (type: BuiltComparisonType) =>
  COMPARISON_PATHS.overview.replace(':comparisonType', type);

/** How the client's page, the link manager and the search messages name each built type. */
export const COMPARISON_TITLES: Record<string, string> = Object.fromEntries(
  COMPARISON_TOOLS.map((tool) => [tool.type, tool.title]),
);

export const overviewReplySchema = z.object({
  comparisonType: z.enum(BUILT_COMPARISON_TYPES),
  insurers: z.array(insurerSchema),
  /** Empty: every insurer is shown. */
  onlyDisplayInsurers: z.array(z.string()),
  dataset: datasetInfoSchema.nullable(),
});
export type OverviewReply = z.infer<typeof overviewReplySchema>;

/** A Comparison Menu entry (spec 000 §2.6); `isBuilt` false: listed but disabled until built. */
export interface MenuTool {
  label: string;
  type?: BuiltComparisonType;
  path?: string;
  isBuilt: boolean;
  isComingSoon?: boolean;
  isFemaleOnly?: boolean;
}

/** Tools on the menu that have no module yet (spec 001 §2); each moves to COMPARISON_TOOLS when built. */
const PLANNED_TOOLS: readonly (MenuTool & { group: MenuGroup; order: number })[] = [
  { group: '101 Investment', order: 2, label: '101 Dividend', isBuilt: false, isComingSoon: true },
];

/** spec 000 §2.6: the Comparison Menu's groups and tools, in order. */
export const COMPARISON_MENU: readonly { group: MenuGroup; tools: readonly MenuTool[] }[] = MENU_GROUPS.map(
  (group) => ({
    group,
    tools: [
      ...PLANNED_TOOLS,
      ...COMPARISON_TOOLS.map((tool) => ({
        group: tool.menu.group,
        order: tool.menu.order,
        label: tool.menu.label,
        type: tool.type,
        path: tool.route,
        isBuilt: true,
        ...(tool.eligibility.isFemaleOnly ? { isFemaleOnly: true } : {}),
      })),
    ]
      .filter((entry) => entry.group === group)
      .sort((a, b) => a.order - b.order)
      .map(({ group: _group, order: _order, ...entry }) => entry),
  }),
);

/** The address of a plan's product summary PDF (ADR 0013). */
export const productSummaryPathFor = (type: BuiltComparisonType, fileName: string) =>
  PRODUCT_SUMMARY_PATH.replace(':comparisonType', type).replace(':fileName', fileName);
