import { COMPARISON_TITLES, linkStatusOf, type SavedComparison } from '@portal/contracts';
import { Tag } from 'primereact/tag';
import { useId, type ReactNode } from 'react';
import { formatSingaporeDateTime } from '@portal/core';
import { DetailsButton } from '../../../components/details-button';
import { useToggleSet } from '../../../lib/use-toggle-set';
import { ComparisonDetail } from './comparison-detail';
import { FiguresChangedTag, opensText } from './figures-change';

export const STATUS_SEVERITY = { Live: 'success', Expired: 'warning', Disabled: 'danger' } as const;

/**
 * Issue 9 and ADR 0012: the link manager at 600 px or less, one card per published link (client name and
 * status first, the other columns as label/value pairs, Details/Edit/Disable as labelled buttons), so
 * nothing scrolls sideways on a phone.
 */
export function LinkCards({
  links,
  now,
  actions,
}: {
  links: readonly SavedComparison[];
  now: Date;
  actions: (link: SavedComparison) => ReactNode;
}) {
  const idPrefix = useId();
  const [openIds, toggle] = useToggleSet();
  if (links.length === 0) return <p>No online comparisons yet</p>;
  return (
    <ol className="link-cards">
      {links.map((link, index) => {
        const status = linkStatusOf(link, now);
        const detailId = `${idPrefix}-detail-${index}`;
        const isOpen = openIds.has(link.uniqueID);
        return (
          <li key={link.uniqueID} className="link-card">
            <div className="link-card-head">
              <h2 className="link-card-title">{link.clientName}</h2>
              <Tag value={status} severity={STATUS_SEVERITY[status]} />
              <FiguresChangedTag link={link} />
            </div>
            <dl className="link-card-fields">
              <div>
                <dt>Comparison</dt>
                <dd>{COMPARISON_TITLES[link.comparisonType] ?? link.comparisonType}</dd>
              </div>
              <div>
                <dt>Created</dt>
                <dd>{formatSingaporeDateTime(link.createdAt)}</dd>
              </div>
              <div>
                <dt>Expires</dt>
                <dd>{formatSingaporeDateTime(link.expiresAt)}</dd>
              </div>
              <div>
                <dt>Opens</dt>
                <dd>{opensText(link)}</dd>
              </div>
            </dl>
            <div className="link-card-actions">
              <DetailsButton isOpen={isOpen} detailId={detailId} onToggle={() => toggle(link.uniqueID)} />
              {actions(link)}
            </div>
            <div id={detailId} className="link-card-detail" hidden={!isOpen}>
              {isOpen ? <ComparisonDetail link={link} now={now} /> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
