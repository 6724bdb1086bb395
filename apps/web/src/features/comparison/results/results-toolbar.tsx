import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useId, type ReactNode } from 'react';
import type { ResultsSort } from './results-sort';

export type SortChoice = { label: string; field: string; isNumeric: boolean };

type Props = {
  onExpandAll: () => void;
  onCollapseAll: () => void;
  /** Shown only while rows are hidden (spec 001 §2). */
  onViewAll: (() => void) | null;
  upload: ReactNode;
  keyword: string;
  onKeyword: (keyword: string) => void;
  /** On phones there are no column headers to click: a Sort by list stands in for them. */
  sortChoices: readonly SortChoice[] | null;
  /** Issue 31: the name of the order the rows arrive in, the list's first choice. */
  defaultOrder: string;
  sort: ResultsSort;
  onSort: (sort: ResultsSort) => void;
};

const DEFAULT_ORDER = 'default';
const keyOf = (sort: ResultsSort) => (sort ? `${sort.field}:${sort.order}` : DEFAULT_ORDER);

function sortOptions(choices: readonly SortChoice[], defaultOrder: string) {
  return [
    { label: defaultOrder, value: DEFAULT_ORDER },
    ...choices.flatMap((c) => [
      { label: `${c.label} (${c.isNumeric ? 'low to high' : 'A to Z'})`, value: `${c.field}:1` },
      { label: `${c.label} (${c.isNumeric ? 'high to low' : 'Z to A'})`, value: `${c.field}:-1` },
    ]),
  ];
}

function parseSort(value: string): ResultsSort {
  if (value === DEFAULT_ORDER) return null;
  const at = value.lastIndexOf(':');
  return { field: value.slice(0, at), order: value.slice(at + 1) === '-1' ? -1 : 1 };
}

/** spec 001 §2 toolbar: Expand All, Collapse All, View All, Upload Online and Keyword Search, labelled at every width. */
export function ResultsToolbar(props: Props) {
  const sortId = useId();
  return (
    <div className="results-toolbar">
      <div className="results-toolbar-buttons">
        <Button type="button" icon="pi pi-plus" label="Expand All" text onClick={props.onExpandAll} />
        <Button type="button" icon="pi pi-minus" label="Collapse All" text onClick={props.onCollapseAll} />
        {props.onViewAll ? (
          <Button type="button" icon="pi pi-eye" label="View All" text onClick={props.onViewAll} />
        ) : null}
        {props.upload}
      </div>
      <div className="results-toolbar-fields">
        {props.sortChoices ? (
          <span className="results-sort">
            <label htmlFor={sortId}>Sort by</label>
            {/* A native select: the phone's own picker, and a named control for screen readers. */}
            <select
              id={sortId}
              className="p-inputtext results-sort-select"
              value={keyOf(props.sort)}
              onChange={(e) => props.onSort(parseSort(e.target.value))}
            >
              {sortOptions(props.sortChoices, props.defaultOrder).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <IconField iconPosition="left">
          <InputIcon className="pi pi-search" />
          <InputText
            value={props.keyword}
            onChange={(e) => props.onKeyword(e.target.value)}
            placeholder="Keyword Search"
            aria-label="Keyword Search"
          />
        </IconField>
      </div>
    </div>
  );
}

/** The footer: the data notice and the export buttons. */
export function ResultsFooter({
  notice,
  onExport,
}: {
  notice: ReactNode;
  onExport: (kind: 'csv' | 'xlsx') => void;
}) {
  return (
    <div className="results-footer">
      <span className="muted">{notice}</span>
      <span className="results-export">
        <Button
          type="button"
          icon="pi pi-file"
          label="CSV"
          size="small"
          outlined
          onClick={() => onExport('csv')}
        />
        <Button
          type="button"
          icon="pi pi-file-excel"
          label="Excel"
          size="small"
          outlined
          onClick={() => onExport('xlsx')}
        />
      </span>
    </div>
  );
}
