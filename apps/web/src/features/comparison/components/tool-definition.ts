import type {
  BuiltComparisonType,
  ComparisonToolDefinition,
  DatasetInfo,
  Insured,
  SearchOutcome,
} from '@portal/contracts';
import type { ComponentType, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldOfIssue } from '../../../lib/form-resolver';

/**
 * What a tool's criteria form receives: the react-hook-form control (its context is the insured, its
 * valid result the parsed body), and whether Search locked it.
 */
export type CriteriaProps<V extends FieldValues> = {
  control: Control<V, Insured, unknown>;
  isLocked: boolean;
};

export type ToolRow = { uniqueID: string; insurer: string; planName: string };

/** Every reply of ours says which dataset answered and, since issue 9, what the search found. */
export type ToolReply = { dataset: DatasetInfo | null; outcome?: SearchOutcome | undefined };

/** The registry's declaration of a tool (packages/contracts), as the page reads it. */
export type RegisteredTool<R, Row, T extends BuiltComparisonType = BuiltComparisonType> = Pick<
  ComparisonToolDefinition<T, z.ZodType, z.ZodType<Row>, z.ZodType<R>>,
  | 'type'
  | 'title'
  | 'bodySchema'
  | 'replySchema'
  | 'rowsOf'
  | 'infosOf'
  | 'columns'
  | 'detailSections'
  | 'eligibility'
  | 'viewModes'
  | 'compareAt'
  | 'defaultOrder'
>;

/**
 * spec 001 §4: how Search finds the plans; one strategy per tool.
 * - `server`: each Search posts the body to the API (Long Term Care also searches again, with its last
 *   criteria, when the insured changes).
 * - `loadOnce` (issue 11): every plan for the insured is loaded once on entry with `loadBody`; Search
 *   keeps the form's values and narrows what was loaded with `filter`; a new insured loads again and the
 *   last search is applied again.
 * - `browser` (issue 13): `compute` makes the reply in the browser (the 101 plan's Custom calculation,
 *   spec 001 §7 "no call"); where it answers null, that body is posted to the API as by `server`.
 */
export type SearchStrategy<R> =
  | { kind: 'server'; rerunsOnInsuredChange?: boolean }
  | {
      kind: 'loadOnce';
      loadBody: (insured: Insured) => unknown;
      filter: (reply: R, body: Record<string, unknown>) => R;
    }
  | { kind: 'browser'; compute: (body: unknown, context: LocalReplyContext) => Promise<R> | null };

/** The strategy of most tools: each Search is a call. */
export const SERVER_SEARCH = { kind: 'server' } as const satisfies SearchStrategy<never>;

/**
 * Issues 11 and 33: the illustration rates a toggle above the table switches between; the body carries
 * the one shown. With `narrow`, a reply holds every rate and the toggle narrows it in the browser; without,
 * a reply holds one rate and the toggle asks the API again at the rate pressed (Whole Life, Universal Life
 * Index).
 */
export type IllustrationRates<R> = {
  rates: readonly string[];
  narrow?: (reply: R, body: Record<string, unknown>) => R;
};

/** What a tool adds to the shared results and side column; each slot is shown only by the tools that fill it. */
export type ToolSlots<R, Row> = {
  /** Between the notices and the table (the 101 plan's bar chart). */
  beforeTable?: (reply: R) => ReactNode;
  /** In a row's expansion above its details (the 101 plan's fund value chart and Excel, Retirement
   * Income's payout chart). */
  rowExtra?: (row: Row, reply: R) => ReactNode;
  /** Issue 11: under the table, given the rows the table shows (the surrender value chart). */
  shownRows?: (rows: readonly Row[], reply: R) => ReactNode;
  /** Under the table (Maternity's matrices and note, the 101 plan's notes). */
  afterTable?: (reply: R) => ReactNode;
  /** Cards under the overview in the side column (the 101 plan's FAQ card). */
  sideCards?: ReactNode;
};

/**
 * Issue 10: the web half of a comparison tool, beside its registry declaration: the criteria form, how
 * Search finds the plans, and what only a screen has. The form's values are the contract body's input
 * without the insured (`z.input` of the body schema); `toBody` adds the insured and the registry's body
 * schema validates the result (contractBodyResolver). Title, columns, row details, eligibility, view
 * modes and compare-at come from the registry.
 */
export type ToolDefinition<
  V extends FieldValues,
  R extends ToolReply,
  Row extends ToolRow,
  T extends BuiltComparisonType = BuiltComparisonType,
> = {
  registry: RegisteredTool<R, Row, T>;
  defaults: V;
  toBody: (values: V, insured: Insured) => unknown;
  /** The form field a body issue shows on, when it is not the issue path's last segment. */
  fieldOf?: FieldOfIssue<V>;
  Criteria: ComponentType<CriteriaProps<V>>;
  /** The submit button's label for these criteria (spec 001 §2: Search, or Simulate); Search by default. */
  searchLabel?: (values: V) => string;
  /** The info card beside the form. */
  overview: ReactNode;
  search: SearchStrategy<R>;
  illustrationRates?: IllustrationRates<R>;
  slots?: ToolSlots<R, Row>;
};

/** What a browser-made reply needs to match the API's: the adviser's insurer display filter. */
export type LocalReplyContext = { onlyDisplayInsurers: readonly string[] };
