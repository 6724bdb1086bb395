import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatasetInfo, ProductInfo } from './comparison.js';
import { columnText, formatCell } from './comparison-format.js';
import {
  BUILT_COMPARISON_TYPES,
  COMPARISON_MENU,
  COMPARISON_PATHS,
  COMPARISON_TITLES,
  COMPARISON_TOOLS,
  toolByRoute,
  toolByType,
  type BuiltComparisonType,
} from './comparison-registry.js';
import { productInfoKey, resultRowBaseSchema } from './comparison.js';
import { defineTool, type AnyComparisonTool } from './tools/define-tool.js';
import { TOOL_EXAMPLES } from './tools/examples/all-examples.generated.js';
import { base } from './tools/examples/example-kit.js';

const tools: readonly AnyComparisonTool[] = COMPARISON_TOOLS;
const distinct = (values: readonly string[]) => new Set(values).size === values.length;

describe('the comparison registry (issue 10, ADR 0022)', () => {
  it('gives every tool its own type, route, API path and title', () => {
    expect(distinct(tools.map((t) => t.type))).toBe(true);
    expect(distinct(tools.map((t) => t.route))).toBe(true);
    expect(distinct(tools.map((t) => t.apiPath))).toBe(true);
    expect(distinct(tools.map((t) => t.title))).toBe(true);
    // spec 001 §7's order of types: one place each
    expect(tools.map((t) => t.specOrder)).toEqual(tools.map((_, i) => i + 1));
    for (const tool of tools) {
      expect(tool.type).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(tool.route).toMatch(/^\/comparison\/[A-Za-z0-9]+$/);
      // spec 001 §7: the call's path is its type under dashboard/comparison/
      expect(tool.apiPath).toBe(`/api/dashboard/comparison/${tool.type}`);
      expect(COMPARISON_PATHS[tool.type as BuiltComparisonType]).toBe(tool.apiPath);
      expect(COMPARISON_TITLES[tool.type]).toBe(tool.title);
    }
    expect([...BUILT_COMPARISON_TYPES]).toEqual(tools.map((t) => t.type));
  });

  it('finds a tool by its type and by its route', () => {
    for (const tool of tools) {
      expect(toolByType(tool.type as BuiltComparisonType)).toBe(tool);
      expect(toolByRoute(tool.route)).toBe(tool);
    }
    expect(toolByRoute('/comparison/101Dividend')).toBeUndefined();
  });

  it('lists every built tool once on the menu, at its route, among the planned ones', () => {
    const entries = COMPARISON_MENU.flatMap((g) => g.tools);
    for (const tool of tools) {
      const onMenu = entries.filter((e) => e.type === tool.type);
      expect(onMenu).toHaveLength(1);
      expect(onMenu[0]).toMatchObject({ path: tool.route, isBuilt: true, label: tool.menu.label });
    }
    expect(COMPARISON_MENU.map((g) => g.group)).toEqual([
      '101 Investment',
      'Endowment & Retirement',
      'Legacy Planning',
      'Protection Planning',
      'Accident & Health',
    ]);
    expect(COMPARISON_MENU.find((g) => g.group === 'Accident & Health')?.tools.map((t) => t.label)).toEqual([
      'Integrated Shield',
      'Long Term Care',
      'Maternity',
    ]);
    expect(entries.filter((e) => e.isFemaleOnly).map((e) => e.type)).toEqual(['maternity']);
    // Twelve entries in all (spec 000 §2.6); each tool built moves from planned to built.
    expect(entries).toHaveLength(12);
    expect(entries.filter((e) => !e.isBuilt)).toHaveLength(12 - tools.length);
  });

  it('declares unique column keys and labels per tool, and no view modes for premium tools', () => {
    for (const tool of tools) {
      expect(distinct(tool.columns.map((c) => c.key))).toBe(true);
      expect(distinct(tool.columns.map((c) => c.label))).toBe(true);
      expect(tool.columns.filter((c) => c.isHeadline)).toHaveLength(1);
      // Issue 11: the value-series tools compare at a year they offer; the others do not compare.
      if (tool.compareAt) expect(tool.compareAt.options).toContain(tool.compareAt.default);
      if (tool.kind === 'premium') expect(tool.compareAt).toBeNull();
      if (tool.kind === 'premium') expect(tool.viewModes).toEqual([]);
    }
    // spec 001 §2: the 101 plan's display switch, default or KPIs
    expect(toolByType('ilp101').viewModes.map((m) => m.label)).toEqual(['Default', 'KPIs']);
  });

  it.each(tools.map((t) => [t.type, t] as const))(
    '%s: every column reads a sample row as the adviser table shows it',
    (type, tool) => {
      const row: unknown = tool.rowSchema.parse(TOOL_EXAMPLES[type as BuiltComparisonType].row);
      expect(tool.columns.map((c) => [c.label, columnText(c, row)])).toEqual(
        TOOL_EXAMPLES[type as BuiltComparisonType].cells,
      );
    },
  );

  it.each(tools.map((t) => [t.type, t] as const))(
    '%s: a reply built from its parts passes the reply schema and gives the rows back',
    (type, tool) => {
      const row: unknown = tool.rowSchema.parse(TOOL_EXAMPLES[type as BuiltComparisonType].row);
      const dataset: DatasetInfo = { effectiveDate: '2026-01-01', isSample: true };
      const outcome = { insurersMatching: 1, insurersShown: 1, emptyReason: null };
      const infos: ProductInfo[] = [];
      const reply: unknown = tool.replySchema.parse(
        tool.toReply({ rows: [row], infos, dataset, outcome, extra: tool.emptyExtra }),
      );
      expect(tool.rowsOf(reply)).toEqual([row]);
      expect(tool.infosOf(reply)).toEqual([]);
    },
  );

  it('states the female-only rule and its reason for Maternity alone', () => {
    expect(tools.filter((t) => t.eligibility.isFemaleOnly).map((t) => t.type)).toEqual(['maternity']);
    expect(toolByType('maternity').eligibility.femaleOnly?.reason).toBe(
      'Maternity plans are for a female insured only',
    );
  });
});

describe('money cells', () => {
  it.each([
    [0, true, 'S$0.00'],
    [5, true, 'S$0.05'],
    [123_456_789, true, 'S$1,234,567.89'],
    [100_000_00, false, 'S$100,000'],
    // ADR 0024: core's formatMoney is the one S$ format, and it puts the sign first
    [-1_250, true, '-S$12.50'],
  ])('%i cents (cents shown: %s) reads %s', (cents, showCents, text) => {
    expect(formatCell(showCents ? 'money' : 'moneyWhole', cents)).toBe(text);
  });
});

describe('percent cells (issue 31)', () => {
  it.each([
    [3.5, '3.50%'],
    [3.47, '3.47%'],
    [0, '0.00%'],
    [10, '10.00%'],
    [2.525, '2.53%'],
  ])('%d reads %s: a column keeps its two decimals', (value, text) => {
    expect(formatCell('percent', value)).toBe(text);
  });
});

describe('value-series tools fit the same declaration', () => {
  const rowSchema = resultRowBaseSchema.extend({
    surrenderValueCentsByAge: z.record(z.string(), z.number().int()),
  });
  type Row = z.infer<typeof rowSchema>;
  const tool = defineTool({
    type: 'lifetimeIncome',
    specOrder: 8,
    kind: 'valueSeries',
    title: 'Lifetime Income',
    menu: { group: 'Endowment & Retirement', label: 'Lifetime Income', order: 2 },
    route: '/comparison/lifetimeIncome',
    apiPath: '/api/dashboard/comparison/lifetimeIncome',
    bodySchema: z.object({}),
    rowSchema,
    replySchema: z.object({ rows: z.array(rowSchema) }),
    toReply: ({ rows }) => ({ rows }),
    rowsOf: (reply) => reply.rows,
    infosOf: () => [],
    emptyExtra: null,
    columns: [
      {
        key: 'surrenderValue',
        label: 'Surrender Value',
        // spec 001 §9: compare ages 20-60 step 10, default 40
        value: (row: Row, view) => row.surrenderValueCentsByAge[String(view?.compareAt ?? 40)] ?? null,
        format: 'moneyWhole',
        align: 'right',
        isSortable: true,
        isShownOnPhone: true,
        viewModes: ['values'],
      },
    ],
    detailSections: [],
    eligibility: { isFemaleOnly: false, anbRange: null },
    defaults: { totalPremium: 300_000 },
    viewModes: [
      { key: 'default', label: 'Default' },
      { key: 'values', label: 'Values' },
      { key: 'kpis', label: 'KPIs' },
    ],
    compareAt: { kind: 'age', options: [20, 30, 40, 50, 60], default: 40 },
  });

  it('reads a cell at the compare-at age picked, and "-" past the illustration', () => {
    const row = rowSchema.parse({
      ...base('v'),
      surrenderValueCentsByAge: { '40': 5_000_000, '60': 9_000_000 },
    });
    const [column] = tool.columns;
    if (!column) throw new Error('no column');
    expect(columnText(column, row, { mode: 'values', compareAt: 60 })).toBe('S$90,000');
    expect(columnText(column, row)).toBe('S$50,000');
    expect(columnText(column, row, { mode: 'values', compareAt: 50 })).toBe('-');
  });
});

describe('plan to product info (spec 001 §3, issue 31)', () => {
  it('matches Retirement Income on the plan name before the first parenthesis', () => {
    const info = productInfoKey('Lion Gate Life ', 'Lion Gate RetireWell', 'retirementIncomePlan');
    expect(
      productInfoKey('Lion Gate Life', 'Lion Gate RetireWell (Monthly, 5 Pay)', 'retirementIncomePlan'),
    ).toBe(info);
  });
  it('matches every other tool on the whole trimmed name', () => {
    expect(productInfoKey('Kallang', 'Kallang Shield (A)', 'shieldSingle')).not.toBe(
      productInfoKey('Kallang', 'Kallang Shield', 'shieldSingle'),
    );
    expect(productInfoKey(' Kallang', 'Kallang Shield ')).toBe('Kallang|Kallang Shield');
  });
});
