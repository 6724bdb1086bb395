import { Button } from 'primereact/button';
import { useId, type ReactNode } from 'react';
import { DetailsButton } from '../../../components/details-button';
import type { ResultColumn } from './result-column';

type Props<T extends { uniqueID: string }> = {
  /** The list's accessible name (issue 17). */
  label?: string | undefined;
  rows: readonly T[];
  columns: readonly ResultColumn<T>[];
  expansion: (row: T) => ReactNode;
  expandedIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onHide: (id: string) => void;
  canHide: boolean;
};

const TITLE_FIELDS = new Set(['insurer', 'planName']);

const valueOf = <T,>(column: ResultColumn<T>, row: T) => (column.body ? column.body(row) : column.text(row));

/**
 * Issue 9 and ADR 0012: at 600 px or less each result is a card, so nothing scrolls sideways. The title
 * is insurer and plan, the premium the adviser compares comes first and large, the other columns follow
 * as label/value pairs, and the detail and hide controls are labelled buttons.
 */
export function ResultsCards<T extends { uniqueID: string }>({
  label,
  rows,
  columns,
  expansion,
  expandedIds,
  onToggle,
  onHide,
  canHide,
}: Props<T>) {
  const idPrefix = useId();
  const titleColumns = columns.filter((c) => TITLE_FIELDS.has(c.field));
  const phoneColumns = columns.filter((c) => c.isShownOnPhone !== false);
  const headline = phoneColumns.find((c) => c.isHeadline);
  const others = phoneColumns.filter((c) => c !== headline && !TITLE_FIELDS.has(c.field));
  if (rows.length === 0) return <p className="results-cards-empty">No plans found</p>;
  return (
    <ol className="results-cards" aria-label={label}>
      {rows.map((row, index) => {
        const detailId = `${idPrefix}-detail-${index}`;
        const titleId = `${idPrefix}-title-${index}`;
        const isExpanded = expandedIds.has(row.uniqueID);
        return (
          <li key={row.uniqueID} className="result-card">
            <h3 id={titleId} className="result-card-title">
              {titleColumns.map((c) => c.text(row)).join(' · ') || row.uniqueID}
            </h3>
            {headline ? (
              <p className="result-card-headline">
                <span className="result-card-label">{headline.header}</span>
                <strong className="result-card-premium">{valueOf(headline, row)}</strong>
              </p>
            ) : null}
            <dl className="result-card-fields">
              {others.map((c) => (
                <div key={c.field + c.header} className="result-card-field">
                  <dt>{c.header}</dt>
                  <dd>{valueOf(c, row)}</dd>
                </div>
              ))}
            </dl>
            <div className="result-card-actions">
              <DetailsButton
                isOpen={isExpanded}
                detailId={detailId}
                onToggle={() => onToggle(row.uniqueID)}
              />
              <Button
                type="button"
                icon="pi pi-eye-slash"
                label="Hide"
                size="small"
                outlined
                severity="secondary"
                aria-label={`Hide ${row.uniqueID}`}
                data-hide-id={row.uniqueID}
                disabled={!canHide}
                onClick={() => onHide(row.uniqueID)}
              />
            </div>
            <div id={detailId} className="result-card-detail" hidden={!isExpanded}>
              {isExpanded ? expansion(row) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
