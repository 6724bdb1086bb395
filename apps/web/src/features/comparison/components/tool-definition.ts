import type {
  BuiltComparisonType,
  DatasetInfo,
  Insured,
  ProductInfo,
  SearchOutcome,
} from '@portal/contracts';
import type { ComponentType, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ResultColumn } from '../../../components/results-table';
import type { DetailLayout } from '../../../components/row-detail-panel';
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

/**
 * The web half of a comparison tool: its criteria form and how its reply reads. The form's values are
 * the contract body's input without the insured (`z.input` of the body schema); `toBody` adds the
 * insured and the body schema validates the result (contractBodyResolver).
 */
export type ToolDefinition<V extends FieldValues, R, Row extends ToolRow> = {
  type: BuiltComparisonType;
  defaults: V;
  bodySchema: z.ZodType;
  replySchema: z.ZodType<R>;
  toBody: (values: V, insured: Insured) => unknown;
  /** The form field a body issue shows on, when it is not the issue path's last segment. */
  fieldOf?: FieldOfIssue<V>;
  rowsOf: (reply: R) => Row[];
  infosOf: (reply: R) => ProductInfo[];
  datasetOf: (reply: R) => DatasetInfo | null;
  /** Issue 9: why nothing was found, and what the display settings hid. */
  outcomeOf: (reply: R) => SearchOutcome | undefined;
  columns: readonly ResultColumn<Row>[];
  Criteria: ComponentType<CriteriaProps<V>>;
  overview: ReactNode;
  detailLayout?: DetailLayout;
  /** Shown under the table (Maternity's matrices and note). */
  renderExtra?: (reply: R) => ReactNode;
  /** A reason the insured cannot be searched for, e.g. Maternity's gender rule; blocks Search. */
  blockFor?: (insured: Insured) => ReactNode | null;
  /** spec 001 §4: Long Term Care re-runs the last search when the insured changes. */
  rerunsOnInsuredChange?: boolean;
};
