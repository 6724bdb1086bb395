import { isCompareAtShown, type CompareAtOptions, type ToolView, type ViewMode } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useId } from 'react';

// Issue 10, spec 001 §2: value-series tools show their table in view modes (default, values, kpis ...)
// and compare plans at a policy year or an age, as the tool registry in contracts declares them.

/** What the table is showing: its view mode and the compare-at year or age picked. */
export type ResultView = ToolView;

export type ResultViews = {
  modes: readonly ViewMode[];
  compareAt: CompareAtOptions | null;
  /** How an option reads, e.g. 'Year 40 (age 74)' for the insured (issue 11); absent: the number. */
  compareAtLabel?: (option: number) => string;
};

/** No modes and no compare-at: the one view of a premium tool. */
export const SINGLE_VIEW: ResultView = { mode: 'default', compareAt: null };

export const initialViewOf = (views: ResultViews | undefined): ResultView => ({
  mode: views?.modes[0]?.key ?? SINGLE_VIEW.mode,
  compareAt: views?.compareAt?.default ?? null,
});

/**
 * The view-mode buttons (a group of toggle buttons, the pressed one is the mode shown) and the
 * compare-at select, a native one like Sort by: the phone's own picker and a named control. Both stay
 * mounted while the table changes, so keyboard focus stays on the control the adviser used. The select
 * shows only in the modes the tool lists for it (spec 001 §2: Lifetime Income's non-default modes);
 * the year or age picked is kept while it is hidden and shown again with it (ADR 0023).
 */
export function ResultViewControls({
  views,
  view,
  onView,
}: {
  views: ResultViews;
  view: ResultView;
  onView: (view: ResultView) => void;
}) {
  const compareAtId = useId();
  const { compareAt } = views;
  return (
    <div className="results-views">
      {views.modes.length > 1 ? (
        <div className="results-view-modes" role="group" aria-label="View">
          {views.modes.map((mode) => (
            <Button
              key={mode.key}
              type="button"
              label={mode.label}
              size="small"
              outlined={mode.key !== view.mode}
              aria-pressed={mode.key === view.mode}
              onClick={() => onView({ ...view, mode: mode.key })}
            />
          ))}
        </div>
      ) : null}
      {compareAt && isCompareAtShown(compareAt, view.mode) ? (
        <span className="results-compare-at">
          <label htmlFor={compareAtId}>
            {compareAt.kind === 'age' ? 'Compare at age' : 'Compare at year'}
          </label>
          <select
            id={compareAtId}
            className="p-inputtext results-sort-select"
            value={view.compareAt ?? compareAt.default}
            onChange={(e) => onView({ ...view, compareAt: Number(e.target.value) })}
          >
            {compareAt.options.map((option) => (
              <option key={option} value={option}>
                {views.compareAtLabel ? views.compareAtLabel(option) : option}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </div>
  );
}
