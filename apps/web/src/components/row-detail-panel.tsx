import type { ProductInfo } from '@portal/contracts';
import { formatDdMmYyyy } from '@portal/core';

/** The sections of spec 001 §2's row detail panel; Shield and Long Term Care use their own (spec 001 §3). */
export type DetailLayout = 'standard' | 'shield' | 'longTermCare';

const STANDARD: [keyof ProductInfo, string][] = [
  ['features', 'Features'],
  ['premiumHoliday', 'Premium Holiday Details'],
  ['partialSurrender', 'Partial Surrender Details'],
  ['fullSurrender', 'Full Surrender Details'],
  ['loan', 'Loan Details'],
  ['notes', 'Notes To Advisers & Clients'],
];
const SHIELD_EXTRA: [string, string][] = [
  ['congenital', 'Congenital'],
  ['cancerDrugCDL', 'Cancer Drug (CDL)'],
  ['cancerDrugService', 'Cancer Drug Services'],
  ['cancerDrugNonCDL', 'Cancer Drug (Non-CDL)'],
  ['preAuthorisation', 'Pre-Authorisation'],
  ['panelDoctors', 'Panel Doctors'],
  ['preAndPostHosp', 'Pre- and Post-Hospitalisation'],
];

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

export function RowDetailPanel({
  info,
  layout = 'standard',
  fallbackTitle,
}: {
  info: ProductInfo | undefined;
  layout?: DetailLayout;
  fallbackTitle: string;
}) {
  if (!info) return <p className="muted">No product information for {fallbackTitle}.</p>;
  const sections: [string, readonly string[] | undefined][] =
    layout === 'shield'
      ? [
          ...SHIELD_EXTRA.map(([key, title]): [string, string[] | undefined] => [title, info.extra[key]]),
          ['Highlights', info.usps],
          ['Notes To Advisers & Clients', info.notes],
        ]
      : layout === 'longTermCare'
        ? [
            ['Features', info.features],
            ['Highlights', info.usps],
            ['Notes To Advisers & Clients', info.notes],
          ]
        : STANDARD.map(([key, title]) => [title, info[key] as string[]]);
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
        {sections.map(([title, lines]) => (
          <Section key={title} title={title} lines={lines} />
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
