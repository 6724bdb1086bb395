import type { z } from 'zod';
import type { ComparisonType, ProductInfo } from '../comparison.js';
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
  ...(
    [
      ['congenital', 'Congenital'],
      ['cancerDrugCDL', 'Cancer Drug (CDL)'],
      ['cancerDrugService', 'Cancer Drug Services'],
      ['cancerDrugNonCDL', 'Cancer Drug (Non-CDL)'],
      ['preAuthorisation', 'Pre-Authorisation'],
      ['panelDoctors', 'Panel Doctors'],
      ['preAndPostHosp', 'Pre- and Post-Hospitalisation'],
    ] as const
  ).map(([key, label]) => section(label, (info: ProductInfo) => info.extra[key])),
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

/** The parts every premium tool with spec 001 §7's `result: [rows, infos]` reply has in common. */
type RowsAndInfosParts = 'kind' | 'toReply' | 'rowsOf' | 'infosOf' | 'emptyExtra' | 'viewModes' | 'compareAt';

/**
 * Declares a premium-lookup tool whose reply is `result: [rows, infos]` (all but Maternity): the reply
 * plumbing is filled in, and there are no view modes or compare-at.
 */
export function definePremiumTool<
  const Type extends ComparisonType,
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
    toReply: (parts) => rowsAndInfosReply(parts) as z.input<ReplySchema>,
    rowsOf: (reply) => reply.result[0],
    infosOf: (reply) => reply.result[1],
    emptyExtra: null,
    viewModes: [],
    compareAt: null,
  });
}
