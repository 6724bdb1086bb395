import type { CompareAtOptions, ToolView, ViewMode } from './tools/define-tool.js';

// Issue 10, spec 001 §2: a value-series table is shown in a view mode and compared at a year or an age.
// The adviser's table, the Upload Online request and the published snapshot read a view the same way.

/** What a tool declares about its views (premium tools: no modes, no compare-at). */
export interface ToolViews {
  viewModes: readonly ViewMode[];
  compareAt: CompareAtOptions | null;
}

/** Whether the compare-at selector shows in `mode`: every mode unless the tool lists some. */
export const isCompareAtShown = (compareAt: CompareAtOptions | null, mode: string): boolean =>
  compareAt !== null && (!compareAt.modes || compareAt.modes.includes(mode));

/**
 * What the columns read in a view (ADR 0023): the compare-at picked where the selector shows, the
 * tool's default where it is hidden, so a table never depends on a choice the adviser cannot see.
 */
export const effectiveViewOf = (compareAt: CompareAtOptions | null, view: ToolView): ToolView => ({
  mode: view.mode,
  compareAt:
    compareAt === null ? null : isCompareAtShown(compareAt, view.mode) ? view.compareAt : compareAt.default,
});

/** The view a table opens in: the first mode at the default compare-at; null for a tool without views. */
export function defaultViewOf(tool: ToolViews): ToolView | null {
  const mode = tool.viewModes[0];
  return mode ? { mode: mode.key, compareAt: tool.compareAt?.default ?? null } : null;
}

/** How the client's page names a view: 'View: Values · Compare at age 40'. */
export function viewCaptionOf(tool: ToolViews, view: ToolView): string {
  const label = tool.viewModes.find((m) => m.key === view.mode)?.label ?? view.mode;
  const compareAt =
    tool.compareAt && view.compareAt !== null && isCompareAtShown(tool.compareAt, view.mode)
      ? ` · Compare at ${tool.compareAt.kind} ${view.compareAt}`
      : '';
  return `View: ${label}${compareAt}`;
}

/** The upload's view fields (issue 10): the mode, and the compare-at only where the selector shows. */
export type UploadViewFields = { viewMode: string; compareAt?: number };

export function uploadViewFieldsOf(compareAt: CompareAtOptions | null, view: ToolView): UploadViewFields {
  return isCompareAtShown(compareAt, view.mode) && view.compareAt !== null
    ? { viewMode: view.mode, compareAt: view.compareAt }
    : { viewMode: view.mode };
}

/**
 * Issue 31: the compare-at ages an insured of `entryAge` (ANB) can reach: ages at or after entry (ADR
 * 0011: an age before the first year's end has no value, every cell "-"). The default moves to the
 * first age left when it is gone. Policy years are always reachable.
 */
export function reachableCompareAt(compareAt: CompareAtOptions, entryAge: number): CompareAtOptions {
  if (compareAt.kind !== 'age') return compareAt;
  const reachable = compareAt.options.filter((age) => age >= entryAge);
  // An insured past every option keeps the last one, so the selector is never empty.
  const options = reachable.length > 0 ? reachable : compareAt.options.slice(-1);
  return {
    ...compareAt,
    options,
    default: options.includes(compareAt.default) ? compareAt.default : (options[0] ?? compareAt.default),
  };
}
