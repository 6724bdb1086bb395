import { LINK_MESSAGES, type FiguresChange, type SavedComparison } from '@portal/contracts';
import { formatMoney, formatSingaporeDateTime } from '@portal/core';
import { Tag } from 'primereact/tag';

const plans = (count: number) => `${count} plan${count === 1 ? '' : 's'}`;

/** Issue 36: "2 plans changed, 1 new · largest change +S$20.00 (+0.46%) · premium data effective 10/01/2030". */
export function figuresChangeSummary(change: FiguresChange): string {
  const counts = [
    change.changedPlans ? `${plans(change.changedPlans)} changed` : '',
    change.addedPlans ? `${plans(change.addedPlans)} new` : '',
    change.removedPlans ? `${plans(change.removedPlans)} no longer offered` : '',
  ].filter(Boolean);
  const sign = change.largestChangeCents > 0 ? '+' : '';
  const pct = change.largestChangePct === null ? '' : ` (${sign}${change.largestChangePct.toFixed(2)}%)`;
  const largest = change.largestChangeCents
    ? ` · largest change ${sign}${formatMoney(change.largestChangeCents)}${pct}`
    : '';
  return `${counts.join(', ')}${largest} · premium data effective ${change.effectiveDate}`;
}

/** The manager's mark on a live link whose figures a newer dataset changes. */
export function FiguresChangedTag({ link }: { link: SavedComparison }) {
  if (!link.figuresChange || link.disabled) return null;
  return (
    <Tag
      className="figures-changed"
      value={LINK_MESSAGES.figuresChanged}
      severity="warning"
      icon="pi pi-exclamation-triangle"
      title={figuresChangeSummary(link.figuresChange)}
    />
  );
}

/** The detail's lines: what changed, and the link's earlier figures with the dates they were shown. */
export function FiguresHistory({ link }: { link: SavedComparison }) {
  const history = link.history ?? [];
  return (
    <>
      {link.figuresChange ? (
        <>
          <dt>{LINK_MESSAGES.figuresChanged}</dt>
          <dd>{figuresChangeSummary(link.figuresChange)}</dd>
        </>
      ) : null}
      {history.length > 0 ? (
        <>
          <dt>Earlier figures</dt>
          <dd>
            <ul className="last-viewed">
              {history.map((h) => (
                <li key={h.replacedAt}>
                  Shown {formatSingaporeDateTime(h.publishedAt)} to {formatSingaporeDateTime(h.replacedAt)}
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </>
  );
}

/** Issue 36: "3, last 28/11/2026 15:09 SGT", or "Not opened yet". */
export function opensText(link: SavedComparison): string {
  const count = link.openCount ?? link.lastViewed.length;
  const last = link.lastViewed.at(-1);
  return count === 0 || !last ? 'Not opened yet' : `${count}, last ${formatSingaporeDateTime(last)}`;
}
