import type { z } from 'zod';
import { SHIELD_INFO_FIELDS, type ProductInfo } from '../comparison.js';
import {
  defineTool,
  type CellValue,
  type ComparisonToolDefinition,
  type DetailSection,
  type ReplyParts,
  type ToolColumn,
} from './define-tool.js';

// Pieces several tool modules share: column builders, the row detail sections, the common reply shape.

type More<Row> = Partial<Omit<ToolColumn<Row>, 'key' | 'label' | 'value' | 'format'>>;

/** Column builders for one row type, so each accessor is typed by the row it reads. */
export function columnsFor<Row extends { insurer: string; planName: string; promo: boolean }>() {
  const left = { align: 'left', isSortable: true, isShownOnPhone: true } as const;
  const right = { align: 'right', isSortable: true, isShownOnPhone: true } as const;
  return {
    text: (
      key: string,
      label: string,
      value: (row: Row) => CellValue,
      more?: More<Row>,
    ): ToolColumn<Row> => ({
      key,
      label,
      value,
      format: 'text',
      ...left,
      ...more,
    }),
    term: (key: string, label: string, value: (row: Row) => string, more?: More<Row>): ToolColumn<Row> => ({
      key,
      label,
      value,
      format: 'term',
      ...left,
      ...more,
    }),
    /** Premiums, with cents. */
    money: (
      key: string,
      label: string,
      value: (row: Row) => number | null,
      more?: More<Row>,
    ): ToolColumn<Row> => ({
      key,
      label,
      value,
      format: 'money',
      ...right,
      ...more,
    }),
    /** Sums insured, in whole dollars. */
    moneyWhole: (
      key: string,
      label: string,
      value: (row: Row) => number | null,
      more?: More<Row>,
    ): ToolColumn<Row> => ({ key, label, value, format: 'moneyWhole', ...right, ...more }),
    insurer: (): ToolColumn<Row> => ({
      key: 'insurer',
      label: 'Insurer',
      value: (row) => row.insurer,
      format: 'text',
      ...left,
    }),
    plan: (): ToolColumn<Row> => ({
      key: 'planName',
      label: 'Plan',
      value: (row) => row.planName,
      format: 'text',
      ...left,
    }),
    /** spec 001 §2: the Promo column shows Y/N. */
    promo: (): ToolColumn<Row> => ({
      key: 'promo',
      label: 'Promo',
      value: (row) => row.promo,
      format: 'yesNo',
      align: 'center',
      isSortable: true,
      isShownOnPhone: true,
    }),
  };
}

const section = (label: string, lines: DetailSection['lines']): DetailSection => ({ label, lines });
const NOTES = section('Notes To Advisers & Clients', (info) => info.notes);
const HIGHLIGHTS = section('Highlights', (info) => info.usps);

/** spec 001 §2: the row detail panel of every tool that carries product info. */
export const STANDARD_DETAIL_SECTIONS: readonly DetailSection[] = [
  section('Features', (info) => info.features),
  section('Premium Holiday Details', (info) => info.premiumHoliday),
  section('Partial Surrender Details', (info) => info.partialSurrender),
  section('Full Surrender Details', (info) => info.fullSurrender),
  section('Loan Details', (info) => info.loan),
  NOTES,
];

/** spec 001 §3: Shield's own info fields. */
export const SHIELD_DETAIL_SECTIONS: readonly DetailSection[] = [
  ...SHIELD_INFO_FIELDS.map(([key, label]) => section(label, (info: ProductInfo) => info.extra[key])),
  HIGHLIGHTS,
  NOTES,
];

/** spec 001 §3: Long Term Care's info fields. */
export const LTC_DETAIL_SECTIONS: readonly DetailSection[] = [
  section('Features', (info) => info.features),
  HIGHLIGHTS,
  NOTES,
];

/** spec 001 §7: result[0] plans, result[1] product infos, plus our dataset and outcome. */
export const rowsAndInfosReply = <Row>({ rows, infos, dataset, outcome }: ReplyParts<Row, null>) => ({
  success: true as const,
  result: [rows, infos] as [Row[], ProductInfo[]],
  dataset,
  outcome,
});

/** spec 001 §7: a tool's call is its type under dashboard/comparison/. */
export const comparisonApiPathOf = (type: string) => `/api/dashboard/comparison/${type}`;

/** The reply plumbing of spec 001 §7's `result: [rows, infos]` reply (every tool but Maternity). */
const rowsAndInfosPlumbing = <
  RowSchema extends z.ZodType,
  ReplySchema extends z.ZodType<{ result: [z.output<RowSchema>[], ProductInfo[]] }>,
>() => ({
  toReply: (parts: ReplyParts<z.output<RowSchema>, null>) => rowsAndInfosReply(parts) as z.input<ReplySchema>,
  rowsOf: (reply: z.output<ReplySchema>): z.output<RowSchema>[] => reply.result[0],
  infosOf: (reply: z.output<ReplySchema>) => reply.result[1],
  emptyExtra: null,
});

/** The parts every premium tool with spec 001 §7's `result: [rows, infos]` reply has in common. */
type RowsAndInfosParts =
  'kind' | 'apiPath' | 'toReply' | 'rowsOf' | 'infosOf' | 'emptyExtra' | 'viewModes' | 'compareAt';

/**
 * Declares a premium-lookup tool whose reply is `result: [rows, infos]` (all but Maternity): the API
 * path and reply plumbing are filled in, and there are no view modes or compare-at.
 */
export function definePremiumTool<
  const Type extends string,
  Body extends z.ZodType,
  RowSchema extends z.ZodType,
  ReplySchema extends z.ZodType<{ result: [z.output<RowSchema>[], ProductInfo[]] }>,
  const Defaults,
>(
  tool: Omit<ComparisonToolDefinition<Type, Body, RowSchema, ReplySchema, null, Defaults>, RowsAndInfosParts>,
) {
  return defineTool<Type, Body, RowSchema, ReplySchema, null, Defaults, 'premium'>({
    ...tool,
    kind: 'premium',
    apiPath: comparisonApiPathOf(tool.type),
    ...rowsAndInfosPlumbing<RowSchema, ReplySchema>(),
    viewModes: [],
    compareAt: null,
  });
}

/** What a value-series tool's declaration may leave out: the API path, reply plumbing and defaults. */
type ValueSeriesParts = 'kind' | 'apiPath' | 'toReply' | 'rowsOf' | 'infosOf' | 'emptyExtra';
type ValueSeriesDefaulted = 'detailSections' | 'eligibility';

/**
 * Declares a value-series tool (ADR 0011, 0031) with spec 001 §7's `result: [rows, infos]` reply: the API
 * path and reply plumbing are filled in; `detailSections` defaults to the standard sections and
 * `eligibility` to any insured of any age (the data's own range decides).
 */
export function defineValueSeriesTool<
  const Type extends string,
  Body extends z.ZodType,
  RowSchema extends z.ZodType,
  ReplySchema extends z.ZodType<{ result: [z.output<RowSchema>[], ProductInfo[]] }>,
  const Defaults,
>(
  tool: Omit<
    ComparisonToolDefinition<Type, Body, RowSchema, ReplySchema, null, Defaults>,
    ValueSeriesParts | ValueSeriesDefaulted
  > &
    Partial<Pick<ComparisonToolDefinition<Type, Body, RowSchema, ReplySchema>, ValueSeriesDefaulted>>,
) {
  return defineTool<Type, Body, RowSchema, ReplySchema, null, Defaults, 'valueSeries'>({
    detailSections: STANDARD_DETAIL_SECTIONS,
    eligibility: { isFemaleOnly: false, anbRange: null },
    ...tool,
    kind: 'valueSeries',
    apiPath: comparisonApiPathOf(tool.type),
    ...rowsAndInfosPlumbing<RowSchema, ReplySchema>(),
  });
}
