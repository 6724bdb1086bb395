import type { z } from 'zod';
import type { DatasetInfo, ProductInfo, SearchOutcome } from '../comparison.js';

// Issue 10, ADR 0022: everything about one comparison tool is declared once, in its module under
// tools/, through `defineTool`. Menus, routes, the API's routes and engines, publishing, the client
// page's columns and the data import all read these declarations; none keeps a list of its own.

/** spec 000 §2.6: the Comparison Menu's groups, in menu order. */
export const MENU_GROUPS = [
  '101 Investment',
  'Endowment & Retirement',
  'Legacy Planning',
  'Protection Planning',
  'Accident & Health',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** spec 000 §2.2: the four journeys, each at `/journeys/{name}` (issue 15). */
export const JOURNEY_NAMES = [
  'journeyOfWealth',
  'journeyToRetire',
  'journeyOfHealth',
  'journeyForLegacy',
] as const;
export type JourneyName = (typeof JOURNEY_NAMES)[number];

/**
 * Issue 15: a tool's step in a journey, in the words the journey page shows. A journey's other steps
 * (the Goal Builder, the Life Protection Calculator) are the journey's own; `order` places this one
 * among them.
 */
export interface ToolJourneyStep {
  journey: JourneyName;
  order: number;
  title: string;
  text: string;
  /** What the tool answers, in the client's words. */
  answers: string;
  /** The link's label where it is not the Comparison Menu's. */
  label?: string;
}

/**
 * How a cell's value reads, the same on the adviser's table, a phone card, the export and the client's
 * page: money and moneyWhole take integer cents (S$1,234.50 and S$100,000), yesNo a boolean (spec
 * 001 §2: Promo shows Y/N), percent a number of percent, term a policy term key (PayTo75 -> To 75),
 * ratio a number read to 2 decimals, date an ISO date 'yyyy-mm-dd' (read dd/mm/yyyy), years a number
 * of years (10 -> 10 years), premiumYears the years premiums are paid (1 -> Single, 5 -> 5 Years), age an
 * age (85 -> Age 85; a text such as 'In force to 100' reads as itself). Issue 31, ADR 0043: a file writes
 * the last three as numbers with a number format that keeps the words.
 */
export const COLUMN_FORMATS = [
  'text',
  'money',
  'moneyWhole',
  'yesNo',
  'percent',
  'term',
  'integer',
  'ratio',
  'date',
  'years',
  'premiumYears',
  'age',
] as const;
export type ColumnFormat = (typeof COLUMN_FORMATS)[number];

export type CellValue = string | number | boolean | null;

/** What a value-series table is showing: its view mode and the compare-at year or age picked. */
export interface ToolView {
  mode: string;
  compareAt: number | null;
}

export interface ToolColumn<Row> {
  /** Unique within the tool; the row field when the column shows one field. */
  key: string;
  /** One label everywhere: adviser table, phone card, export and client page. */
  label: string;
  value(row: Row, view?: ToolView): CellValue;
  format: ColumnFormat;
  /** A percent column's decimals, kept on every row ("3.50%" beside "3.47%"); 2 when absent. */
  decimals?: number;
  align: 'left' | 'right' | 'center';
  isSortable: boolean;
  /** What the column sorts by when not its value, e.g. Max sorts by the claim percentage. */
  sortValue?(row: Row): number | string;
  /** Shown on a phone card (width 600 px or less, spec 001 §2). */
  isShownOnPhone: boolean;
  /** The premium the adviser compares: first and large on a phone card (issue 9). */
  isHeadline?: boolean;
  /** The view modes that show the column; absent: every mode. */
  viewModes?: readonly string[];
  /** What a missing value reads instead of '-', e.g. 'Not available' (a file leaves it blank). */
  missingText?: string;
  /** The columns a file writes in place of this one, e.g. one per cover for Term (issue 31). */
  exportColumns?: readonly ToolColumn<Row>[];
}

export interface ViewMode {
  key: string;
  label: string;
}

/** spec 001 §2, §9: value-series tools compare at a policy year or an age. */
export interface CompareAtOptions {
  kind: 'year' | 'age';
  options: readonly number[];
  default: number;
  /**
   * The view modes that show the selector; absent: every mode. spec 001 §2: Lifetime Income's
   * "non-default modes have a compare-at-age selector".
   */
  modes?: readonly string[];
}

export interface Eligibility {
  /** spec 001 §6: maternity plans are for a female insured only. */
  isFemaleOnly: boolean;
  /** The reason shown when a male insured finds nothing, and the dialog that blocks Search. */
  femaleOnly?: { reason: string; dialogTitle: string; dialogText: string };
  /** The ages the tool sells to, for the page before a search; a search reads the data's own range. */
  anbRange: { min: number; max: number } | null;
}

/** A row detail panel section (spec 001 §2): its heading and the info lines it lists. */
export interface DetailSection {
  label: string;
  lines(info: ProductInfo): readonly string[] | undefined;
}

/** The parts of a reply every tool has; each tool's `toReply` arranges them in its reply shape. */
export interface ReplyParts<Row, Extra> {
  rows: Row[];
  infos: ProductInfo[];
  dataset: DatasetInfo | null;
  outcome: SearchOutcome;
  extra: Extra;
}

/** premium: a premium looked up by age; valueSeries: values by policy year (ADR 0011). */
export type ToolKind = 'premium' | 'valueSeries';

export interface ComparisonToolDefinition<
  Type extends string = string,
  Body extends z.ZodType = z.ZodType,
  RowSchema extends z.ZodType = z.ZodType,
  ReplySchema extends z.ZodType = z.ZodType,
  Extra = unknown,
  Defaults = unknown,
  Kind extends ToolKind = ToolKind,
> {
  /** The API call name (spec 001 §7); the registry's types are these, so no list of types is kept. */
  type: Type;
  /**
   * Its place in spec 001 §7's list of call names (1 shieldSingle ... 11 universalLifeIndexed): every
   * list of tools is in this order. A tool the spec does not list takes the next number.
   */
  specOrder: number;
  /** Kept as its literal, so the lists of premium tools (their tables) leave value-series tools out. */
  kind: Kind;
  /** How the client's page, the link manager and messages name the tool. */
  title: string;
  menu: { group: MenuGroup; label: string; order: number };
  /** Its step in a journey, where it has one. */
  journey?: ToolJourneyStep;
  /** The SPA route (spec 001 §2). */
  route: string;
  /** The POST path (spec 001 §7). */
  apiPath: string;
  bodySchema: Body;
  rowSchema: RowSchema;
  replySchema: ReplySchema;
  /** Builds the reply from its parts, in the shape spec 001 §7 gives the call. */
  toReply(parts: ReplyParts<z.output<RowSchema>, Extra>): z.input<ReplySchema>;
  rowsOf(reply: z.output<ReplySchema>): z.output<RowSchema>[];
  infosOf(reply: z.output<ReplySchema>): ProductInfo[];
  /** What an engine adds beside rows and infos when it finds nothing (Maternity's empty matrices). */
  emptyExtra: Extra;
  columns: readonly ToolColumn<z.output<RowSchema>>[];
  detailSections: readonly DetailSection[];
  eligibility: Eligibility;
  defaults: Defaults;
  /** Empty for premium tools. */
  viewModes: readonly ViewMode[];
  /** Null for premium tools. */
  compareAt: CompareAtOptions | null;
  /**
   * Issue 31: how the Sort by list names the order the engine ranks the rows in (its `rankKey`), for
   * the search's body; absent: 'Lowest premium first', the premium tools' order.
   */
  defaultOrder?(body: z.output<Body>): string;
}

/** The order of the premium tools' replies (spec 001 §2: lowest premium first). */
export const LOWEST_PREMIUM_FIRST = 'Lowest premium first';

/** How the Sort by list names a reply's order (issue 31). */
export const defaultOrderOf = (tool: Pick<AnyComparisonTool, 'defaultOrder'>, body: unknown): string =>
  tool.defaultOrder?.(body) ?? LOWEST_PREMIUM_FIRST;

/** Declares a tool; the identity, typed so each column's accessor knows the row. */
export function defineTool<
  const Type extends string,
  Body extends z.ZodType,
  RowSchema extends z.ZodType,
  ReplySchema extends z.ZodType,
  Extra,
  const Defaults,
  const Kind extends ToolKind,
>(
  tool: ComparisonToolDefinition<Type, Body, RowSchema, ReplySchema, Extra, Defaults, Kind>,
): ComparisonToolDefinition<Type, Body, RowSchema, ReplySchema, Extra, Defaults, Kind> {
  return tool;
}

/** Any tool, whatever its row and reply (the accessors are methods, so a tool's own row type fits). */
export type AnyComparisonTool = ComparisonToolDefinition<
  string,
  z.ZodType,
  z.ZodType,
  z.ZodType,
  unknown,
  unknown
>;
