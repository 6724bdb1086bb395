import { linkStatusOf, type SavedComparison } from '@portal/contracts';
import { formatSingaporeDateTime } from '@portal/core';
import { FiguresHistory } from './figures-change';

/** spec 002 §2: a row's expanded detail. */
export function ComparisonDetail({ link, now }: { link: SavedComparison; now: Date }) {
  const views = [...link.lastViewed].reverse();
  return (
    <dl className="link-detail">
      <dt>Client description</dt>
      <dd className="pre-line">{link.clientDescription}</dd>
      <dt>Created</dt>
      <dd>{formatSingaporeDateTime(link.createdAt)}</dd>
      <dt>Expires</dt>
      <dd>{formatSingaporeDateTime(link.expiresAt)}</dd>
      <dt>Status</dt>
      <dd>{linkStatusOf(link, now)}</dd>
      <FiguresHistory link={link} />
      <dt>First opened</dt>
      <dd>{link.firstOpened ? formatSingaporeDateTime(link.firstOpened) : 'Not opened yet'}</dd>
      <dt>Opens</dt>
      <dd>{link.openCount ?? link.lastViewed.length}</dd>
      <dt>Last viewed</dt>
      <dd>
        {views.length === 0 ? (
          'Not viewed yet'
        ) : (
          <ul className="last-viewed">
            {views.map((v, i) => (
              <li key={`${v}-${i}`}>{formatSingaporeDateTime(v)}</li>
            ))}
          </ul>
        )}
      </dd>
      <dt>Link</dt>
      <dd>
        {/* Issue 36: the adviser's own look, not counted as the client's open. */}
        <a href={link.previewLink ?? link.link} target="_blank" rel="noopener noreferrer">
          Open comparison
        </a>
      </dd>
    </dl>
  );
}
