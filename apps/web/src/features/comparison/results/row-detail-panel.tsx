import type { DetailSection, ProductInfo } from '@portal/contracts';
import { formatDdMmYyyy } from '@portal/core';

function Section({ title, lines }: { title: string; lines: readonly string[] | undefined }) {
  if (!lines || lines.length === 0) return null;
  return (
    <section className="detail-section">
      <h4>{title}</h4>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * spec 001 §2 and §3: the row detail panel. Its sections are the tool's, declared in the registry
 * (Shield and Long Term Care have their own); an empty section is left out.
 */
export function RowDetailPanel({
  info,
  sections,
  fallbackTitle,
}: {
  info: ProductInfo | undefined;
  sections: readonly DetailSection[];
  fallbackTitle: string;
}) {
  if (!info) return <p className="muted">No product information for {fallbackTitle}.</p>;
  return (
    <div className="row-detail">
      <h3 className="row-detail-title">
        {info.insurer} {info.planName}
      </h3>
      <p className="muted row-detail-dates">
        Premium updated: {formatDdMmYyyy(info.premiumUpdatedAt)} · Product info updated:{' '}
        {formatDdMmYyyy(info.updatedAt)}
      </p>
      {info.customerPromo.valid ? (
        <section className="detail-section detail-promo">
          <h4>Promotion Details</h4>
          <strong>{info.customerPromo.promoName}</strong>
          <ul>
            {info.customerPromo.promoDetails.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="detail-grid">
        {sections.map((section) => (
          <Section key={section.label} title={section.label} lines={section.lines(info)} />
        ))}
        {info.material.length > 0 ? (
          <section className="detail-section">
            <h4>Information Online</h4>
            <ul>
              {info.material.map((m) => (
                <li key={m.url}>
                  <a href={m.url} target="_blank" rel="noreferrer">
                    {m.fileName}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
