import './comparison.css';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows } from 'primereact/datatable';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState, type ReactNode } from 'react';
import { notify } from '../lib/notify';
import { downloadCsv, downloadXlsx, type ExportColumn } from './results-export';
import { useIsNarrow } from './use-narrow';

export type ResultColumn<T> = {
  /** Row property to sort by (numbers sort numerically: cents, not formatted text). */
  field: keyof T & string;
  header: string;
  body?: (row: T) => ReactNode;
  /** Text for keyword search and export. */
  text: (row: T) => string | number;
  isSortable?: boolean;
};

type Props<T extends { uniqueID: string }> = {
  rows: readonly T[];
  columns: readonly ResultColumn<T>[];
  expansion: (row: T) => ReactNode;
  exportName: string;
  notice?: ReactNode;
  /** spec 000 §2.7: the Upload Online entry point, given the hidden rows' ids. */
  renderUpload?: (hiddenIds: string[]) => ReactNode;
};

/**
 * spec 001 §2 results table: sortable columns, keyword search, expandable rows, Expand All and
 * Collapse All, a hide-row eye (disabled when one row remains), View All while rows are hidden,
 * CSV/.xlsx export, stacked below 600 px. Rows arrive lowest premium first; hidden rows are kept by
 * uniqueID, so they stay hidden whatever the sort.
 */
export function ResultsTable<T extends { uniqueID: string }>({
  rows,
  columns,
  expansion,
  exportName,
  notice,
  renderUpload,
}: Props<T>) {
  const isNarrow = useIsNarrow();
  const [keyword, setKeyword] = useState('');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});
  const [sort, setSort] = useState<{ field?: string; order?: 1 | -1 | 0 | null }>({});

  const visible = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    return rows.filter(
      (row) =>
        !hidden.has(row.uniqueID) &&
        (!needle || columns.some((c) => String(c.text(row)).toLowerCase().includes(needle))),
    );
  }, [rows, hidden, keyword, columns]);
  const shownCount = rows.length - hidden.size;
  const exportColumns: ExportColumn<T>[] = columns.map((c) => ({ header: c.header, value: c.text }));
  const exportAs = (kind: 'csv' | 'xlsx') => {
    const run =
      kind === 'csv'
        ? Promise.resolve(downloadCsv(visible, exportColumns, exportName))
        : downloadXlsx(visible, exportColumns, exportName);
    run.catch((error: unknown) =>
      notify({
        severity: 'error',
        text: `Error : ${error instanceof Error ? error.message : String(error)}`,
      }),
    );
  };

  const header = (
    <div className="results-toolbar">
      <div className="results-toolbar-buttons">
        <Button
          type="button"
          icon="pi pi-plus"
          label="Expand All"
          text
          onClick={() => setExpanded(Object.fromEntries(visible.map((r) => [r.uniqueID, true])))}
        />
        <Button type="button" icon="pi pi-minus" label="Collapse All" text onClick={() => setExpanded({})} />
        {hidden.size > 0 ? (
          <Button type="button" icon="pi pi-eye" label="View All" text onClick={() => setHidden(new Set())} />
        ) : null}
        {renderUpload?.([...hidden])}
      </div>
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder="Keyword Search"
          aria-label="Keyword Search"
        />
      </IconField>
    </div>
  );
  const footer = (
    <div className="results-footer">
      <span className="muted">{notice}</span>
      <span className="results-export">
        <Button
          type="button"
          icon="pi pi-file"
          label="CSV"
          size="small"
          outlined
          onClick={() => exportAs('csv')}
        />
        <Button
          type="button"
          icon="pi pi-file-excel"
          label="Excel"
          size="small"
          outlined
          onClick={() => exportAs('xlsx')}
        />
      </span>
    </div>
  );

  return (
    <DataTable
      value={visible as T[]}
      dataKey="uniqueID"
      header={header}
      footer={footer}
      expandedRows={expanded}
      onRowToggle={(e) => setExpanded(e.data as DataTableExpandedRows)}
      rowExpansionTemplate={(row: T) => expansion(row)}
      sortField={sort.field}
      sortOrder={sort.order ?? 0}
      onSort={(e) => setSort({ field: e.sortField, order: e.sortOrder ?? 0 })}
      removableSort
      responsiveLayout={isNarrow ? 'stack' : 'scroll'}
      breakpoint="600px"
      emptyMessage="No plans found"
      className="results-table"
      stripedRows
    >
      <Column expander style={{ width: '3rem' }} />
      {columns.map((c) => (
        <Column
          key={c.field}
          field={c.field}
          header={c.header}
          sortable={c.isSortable ?? true}
          body={(row: T) => (
            <>
              <span className="stack-label">{c.header}</span>
              {c.body ? c.body(row) : c.text(row)}
            </>
          )}
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
            disabled={shownCount <= 1}
            onClick={() => setHidden(new Set([...hidden, row.uniqueID]))}
          />
        )}
        style={{ width: '4rem' }}
      />
    </DataTable>
  );
}
