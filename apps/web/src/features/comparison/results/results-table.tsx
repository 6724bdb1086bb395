import '../../../components/comparison.css';
import './results-layout.css';
import {
  effectiveViewOf,
  LINK_MESSAGES,
  LOWEST_PREMIUM_FIRST,
  uploadViewFieldsOf,
  type UploadViewFields,
} from '@portal/contracts';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows } from 'primereact/datatable';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { notify } from '../../../lib/notify';
import { ResultsCards } from './results-cards';
import { exportColumnsOf, exportHeaderOf, exportNameOf } from './results-export-columns';
import { buildExportSheet, downloadSheet, type ExportHeader } from './results-export';
import { sortRows, type ResultsSort } from './results-sort';
import { ResultsFooter, ResultsToolbar } from './results-toolbar';
import { initialViewOf, ResultViewControls, type ResultView, type ResultViews } from './results-views';
import { useIsNarrow } from '../../../components/use-narrow';
import { useTableFit } from './use-table-fit';
import { RowTogglesProvider } from './row-toggles';
import { columnsOfView, type ResultColumn } from './result-column';

export type { ResultColumn } from './result-column';

type Props<T extends { uniqueID: string }> = {
  rows: readonly T[];
  columns: readonly ResultColumn<T>[];
  expansion: (row: T) => ReactNode;
  exportName: string;
  /** What the export's header block says about this comparison (ADR 0012). */
  exportHeader?: ExportHeader;
  notice?: ReactNode;
  /** The element that takes focus when no row is left to focus, e.g. the Results heading. */
  headingId?: string;
  /** Issue 17: the table's accessible name (the tool and the insured), also the phone list's. */
  label?: string;
  /**
   * spec 000 §2.7: the Upload Online entry point, given the hidden rows' ids and, when no row is shown,
   * the reason it cannot publish (issue 9).
   */
  renderUpload?: (
    hiddenIds: string[],
    disabledReason: string | null,
    /** Issue 10: the view mode and compare-at shown, for a tool with views; null for the others. */
    view: UploadViewFields | null,
  ) => ReactNode;
  /** A value-series tool's view modes and compare-at options (issue 10); premium tools have none. */
  views?: ResultViews;
  /** Issue 11: shown under the table, given the rows it shows (hidden rows and the keyword applied). */
  renderAfter?: (visibleRows: readonly T[]) => ReactNode;
  /** Issue 31: how the Sort by list names the order the rows arrive in, e.g. 'Lowest premium first'. */
  defaultOrder?: string;
};

/**
 * spec 001 §2 results table: sortable columns, keyword search, expandable rows, Expand All and Collapse
 * All, a hide-row eye (disabled when one row remains), View All while rows are hidden, CSV/.xlsx export.
 * Rows arrive lowest premium first. Hidden rows are a set of unique ids that only View All clears (or a
 * new search, which mounts a new table); sorting, keyword search and expanding leave it alone.
 */
export function ResultsTable<T extends { uniqueID: string }>({
  rows,
  columns: allColumns,
  views,
  expansion,
  exportName,
  exportHeader = [],
  notice,
  headingId,
  label,
  renderUpload,
  renderAfter,
  defaultOrder = LOWEST_PREMIUM_FIRST,
}: Props<T>) {
  const isNarrow = useIsNarrow();
  const [keyword, setKeyword] = useState('');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});
  const [sort, setSort] = useState<ResultsSort>(null);
  // What the controls hold: the mode and the compare-at last picked, kept while the selector is hidden.
  const [chosenView, setView] = useState<ResultView>(() => initialViewOf(views));
  // What the columns read: in a mode without the selector, the tool's default compare-at (ADR 0023).
  const view = useMemo(
    () => effectiveViewOf(views?.compareAt ?? null, chosenView),
    [views?.compareAt, chosenView],
  );
  // Issue 10: the columns of the view mode shown, reading values at the compare-at year or age.
  const columns = useMemo(() => columnsOfView(allColumns, view), [allColumns, view]);
  // ADR 0033: the table while it fits, cards below the width this view needs (phones included).
  const { rootRef, isCards } = useTableFit(view.mode, isNarrow);
  /** After a hide: the id whose hide button takes focus next, or null for the heading. */
  const focusAfterHide = useRef<string | null | undefined>(undefined);

  const shown = useMemo(() => {
    const byField = new Map(columns.map((c) => [c.field, c]));
    return sortRows(rows, sort, (row, field) => {
      const sortValue = byField.get(field)?.sortValue;
      return sortValue ? sortValue(row, view) : (row as Record<string, unknown>)[field];
    });
  }, [rows, sort, columns, view]);
  const visible = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    return shown.filter(
      (row) =>
        !hidden.has(row.uniqueID) &&
        (!needle || columns.some((c) => String(c.text(row)).toLowerCase().includes(needle))),
    );
  }, [shown, hidden, keyword, columns]);
  const shownCount = rows.filter((r) => !hidden.has(r.uniqueID)).length;
  const canHide = shownCount > 1;

  const focusHeading = () => {
    const heading = headingId ? document.getElementById(headingId) : null;
    (heading ?? rootRef.current?.querySelector<HTMLElement>('input'))?.focus();
  };
  useEffect(() => {
    const target = focusAfterHide.current;
    if (target === undefined) return;
    focusAfterHide.current = undefined;
    const buttons = rootRef.current?.querySelectorAll<HTMLButtonElement>('button[data-hide-id]') ?? [];
    const next = [...buttons].find((b) => b.dataset.hideId === target && !b.disabled);
    if (next) next.focus();
    else focusHeading();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per hide, after the row is gone
  }, [hidden]);

  const hide = (id: string) => {
    // Focus moves to the next row's eye (the previous one for the last row), never to the body.
    const at = visible.findIndex((r) => r.uniqueID === id);
    const neighbour = visible[at + 1] ?? visible[at - 1];
    focusAfterHide.current = shownCount > 2 && neighbour ? neighbour.uniqueID : null;
    // An updater, not the rendered set: a memoised cell could hold an older set (the issue 9 defect).
    setHidden((before) => new Set(before).add(id));
  };
  const viewAll = () => {
    setHidden(new Set());
    focusHeading();
  };

  const exportAs = (kind: 'csv' | 'xlsx') => {
    const sheet = buildExportSheet(
      visible,
      exportColumnsOf(columns),
      exportHeaderOf(exportHeader, views, view),
      new Date(),
    );
    downloadSheet(sheet, kind, exportNameOf(exportName, views, view)).catch((error: unknown) =>
      notify({
        severity: 'error',
        text: `Error : ${error instanceof Error ? error.message : String(error)}`,
      }),
    );
  };

  const expandedIds = new Set(Object.keys(expanded).filter((id) => expanded[id]));
  const toolbar = (
    <ResultsToolbar
      onExpandAll={() => setExpanded(Object.fromEntries(visible.map((r) => [r.uniqueID, true])))}
      onCollapseAll={() => setExpanded({})}
      onViewAll={hidden.size > 0 ? viewAll : null}
      upload={renderUpload?.(
        [...hidden],
        visible.length === 0 ? LINK_MESSAGES.nothingToPublish : null,
        views ? uploadViewFieldsOf(views.compareAt, view) : null,
      )}
      keyword={keyword}
      onKeyword={setKeyword}
      defaultOrder={defaultOrder}
      sortChoices={
        isCards
          ? columns
              .filter((c) => c.isSortable ?? true)
              .map((c) => ({
                label: c.header,
                field: c.field,
                isNumeric:
                  typeof (rows[0] && c.sortValue
                    ? c.sortValue(rows[0], view)
                    : (rows[0] as Record<string, unknown> | undefined)?.[c.field]) === 'number',
              }))
          : null
      }
      sort={sort}
      onSort={setSort}
    />
  );
  // One tree at every width: the toolbar (and the Upload Online dialog in it) stays mounted when the
  // layout switches, e.g. a tablet turned while the dialog is open keeps what the adviser typed.
  return (
    <RowTogglesProvider>
      <div ref={rootRef} className={isCards ? 'results-table results-narrow' : 'results-wide'}>
        {views ? <ResultViewControls views={views} view={chosenView} onView={setView} /> : null}
        {toolbar}
        {isCards ? (
          <ResultsCards
            label={label}
            rows={visible}
            columns={columns}
            expansion={expansion}
            expandedIds={expandedIds}
            onToggle={(id) =>
              setExpanded((before) => {
                const next = { ...before };
                if (next[id]) delete next[id];
                else next[id] = true;
                return next;
              })
            }
            onHide={hide}
            canHide={canHide}
          />
        ) : (
          // lazy: the rows arrive sorted by sortRows, the order the exports use. cellMemo off: a memoised
          // cell kept the hide handler and the disabled state of an earlier render.
          <DataTable
            value={visible as T[]}
            dataKey="uniqueID"
            expandedRows={expanded}
            onRowToggle={(e) => setExpanded(e.data as DataTableExpandedRows)}
            // contain: an open row's content (a chart, the details) never widens the table (ADR 0033).
            rowExpansionTemplate={(row: T) => <div className="results-expansion">{expansion(row)}</div>}
            lazy
            cellMemo={false}
            sortField={sort?.field}
            sortOrder={sort?.order ?? 0}
            onSort={(e) =>
              setSort(
                e.sortField && e.sortOrder ? { field: e.sortField, order: e.sortOrder > 0 ? 1 : -1 } : null,
              )
            }
            removableSort
            emptyMessage="No plans found"
            className="results-table"
            stripedRows
            pt={{ table: { 'aria-label': label } }}
          >
            {/* Named for assistive technology, so each cell of the column has a header (WCAG 1.3.1). */}
            <Column expander header={<span className="sr-only">Details</span>} style={{ width: '3rem' }} />
            {columns.map((c) => (
              <Column
                key={c.field + c.header}
                field={c.field}
                header={c.header}
                sortable={c.isSortable ?? true}
                body={(row: T) => (c.body ?? c.text)(row, view)}
                align={c.align}
              />
            ))}
            <Column
              header="View"
              body={(row: T) => (
                <Button
                  type="button"
                  icon="pi pi-eye-slash"
                  rounded
                  text
                  aria-label={`Hide ${row.uniqueID}`}
                  data-hide-id={row.uniqueID}
                  disabled={!canHide}
                  onClick={() => hide(row.uniqueID)}
                />
              )}
              style={{ width: '4rem' }}
            />
          </DataTable>
        )}
        <ResultsFooter notice={notice} onExport={exportAs} />
        {renderAfter?.(visible)}
      </div>
    </RowTogglesProvider>
  );
}
