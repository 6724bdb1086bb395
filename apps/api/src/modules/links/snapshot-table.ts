import type { SnapshotTable } from '@portal/contracts';
import { formatMoney } from '@portal/core';

// The client's page shows the table as published, so headers and cells are formatted once, here,
// from the rows the comparison call answered, with the adviser table's headers (spec 001 §2).
const SKIPPED = new Set(['uniqueID', 'insurerShortName', 'planShortName', 'isMaxOpenEnded']);
const LABELS: Record<string, string> = {
  insurer: 'Insurer',
  planName: 'Plan',
  planTier: 'Tier',
  premiumMediSaveCents: 'MediSave Premium',
  premiumCashCents: 'Cash Premium',
  premiumTotalCents: 'Total Premium',
  premiumCents: 'Annual Premium',
  sumInsuredCents: 'Sum Insured',
  policyTerm: 'Policy Term',
  premiumTerm: 'Premium Term',
  maxClaimPct: 'Max',
  coverIVF: 'Pregnancy',
  planType: 'Plan Type',
  covers: 'Cover',
  type: 'Type',
  waiver: 'Waiver',
  promo: 'Promo',
};
/** Where a tool names a column its own way. */
const TYPE_LABELS: Record<string, Record<string, string>> = {
  longTermCare: { sumInsuredCents: 'Monthly Benefit', type: 'Claim Condition' },
  maternity: { premiumCents: 'Single Premium' },
};
const COVER_NAMES: Record<string, string> = { death: 'Death', tpd: 'TPD', ci: 'CI', eci: 'Early CI' };

/** "premiumTermCents" -> "Premium Term": readable headers for fields without a label. */
function humanize(key: string): string {
  const words = key.replace(/Cents$/, '').replace(/([a-z])([A-Z0-9])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Money is stored in cents (ARCHITECTURE §4); premiums with cents, sums insured in whole dollars.

function formatCell(key: string, value: unknown, row: Record<string, unknown>): string | null {
  if (key === 'covers' && Array.isArray(value))
    return (value as { cover: string; sumInsuredCents: number }[])
      .map(
        (c) => `${COVER_NAMES[c.cover] ?? c.cover} ${formatMoney(c.sumInsuredCents, { showCents: false })}`,
      )
      .join(' · ');
  if (key === 'coverIVF') return value ? 'IVF' : 'Standard';
  if (key === 'maxClaimPct') return `${String(value)}%${row.isMaxOpenEnded ? '+' : ''}`;
  if (key === 'policyTerm' && typeof value === 'string')
    return value.replace(/^PayTo/, 'To ').replace(/(\d+)Yrs$/, '$1 Years');
  if (value === null || value === undefined) return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return key.endsWith('Cents')
      ? formatMoney(value, { showCents: key.startsWith('premium') })
      : String(value);
  if (typeof value === 'string') return value;
  return null;
}

export function buildSnapshotTable(type: string, rows: Record<string, unknown>[]): SnapshotTable {
  const first = rows[0];
  const keys = first
    ? Object.keys(first).filter((k) => !SKIPPED.has(k) && formatCell(k, first[k], first) !== null)
    : [];
  const labels = { ...LABELS, ...TYPE_LABELS[type] };
  return {
    headers: keys.map((k) => labels[k] ?? humanize(k)),
    rows: rows.map((row) => ({
      uniqueID: String(row.uniqueID),
      insurer: String(row.insurer),
      planName: String(row.planName),
      cells: keys.map((k) => formatCell(k, row[k], row) ?? ''),
    })),
  };
}
