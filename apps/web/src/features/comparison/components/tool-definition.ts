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
 * Issue 10: the web half of a comparison tool, beside its registry declaration: the criteria form and
 * what only a screen has. The form's values are the contract body's input without the insured
 * (`z.input` of the body schema); `toBody` adds the insured and the registry's body schema validates
 * the result (contractBodyResolver). Title, columns, row details, eligibility, view modes and
 * compare-at come from the registry.
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
  /** The info card beside the form. */
  overview: ReactNode;
  /** Shown under the table (Maternity's matrices and note). */
  renderExtra?: (reply: R) => ReactNode;
  /** spec 001 §4: Long Term Care re-runs the last search when the insured changes. */
  rerunsOnInsuredChange?: boolean;
  /**
   * spec 001 §4 (issue 11): Lifetime Income and Whole Life Endowment load every plan once on entry with
   * this body; Search then filters the loaded reply with `filterReply`, and a new insured loads again
   * and re-applies the last search.
   */
  loadAllOnEntry?: (insured: Insured) => unknown;
  /** Narrows a reply to a body's filters: the local search and the illustration rate (issue 11). */
  filterReply?: (reply: R, body: Record<string, unknown>) => R;
  /** Issue 11: the rates a toggle above the table switches between; the body carries the one shown. */
  illustrationRates?: readonly string[];
  /**
   * Issue 13: a reply made in the browser instead of a call (the 101 plan's Custom calculation, spec 001
   * §7 "no call"); null: this body is searched through the API as usual.
   */
  localReply?: (body: unknown, context: LocalReplyContext) => Promise<R> | null;
  /** The submit button's label for these criteria (spec 001 §2: Search, or Simulate); Search by default. */
  searchLabel?: (values: V) => string;
  /** Shown between the notices and the table (the 101 plan's bar chart). */
  renderBeforeTable?: (reply: R) => ReactNode;
  /** Shown in a row's expansion above its details (the 101 plan's fund value chart and Excel, Retirement
   * Income's payout chart). */
  renderRowExtra?: (row: Row, reply: R) => ReactNode;
  /** Issue 11: shown under the table, given the rows the table shows (Whole Life Endowment's and Lifetime
   * Income's surrender value chart). */
  renderShownRows?: (rows: readonly Row[], reply: R) => ReactNode;
  /** Cards under the overview in the side column (the 101 plan's FAQ card). */
  sideCards?: ReactNode;
};

/** What a browser-made reply needs to match the API's: the adviser's insurer display filter. */
export type LocalReplyContext = { onlyDisplayInsurers: readonly string[] };
