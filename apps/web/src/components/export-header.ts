import type { DatasetInfo, Insured } from '@portal/contracts';
import type { ExportHeader } from './results-export';

// ADR 0012: the header block of a results export says what was compared, for whom, on which data and by whom.

/** The insured fields every comparison sends; the Insured line says them once. */
const INSURED_KEYS = new Set(['anb', 'ageNearestBirthday', 'gender', 'smoker']);
const ACRONYMS: Record<string, string> = {
  ip: 'IP',
  tpd: 'TPD',
  ci: 'CI',
  eci: 'Early CI',
  sa: 'SA',
  adls: 'ADLs',
};

/** ipWithRider -> IP with rider, _2ADLs -> 2 ADLs, searchBySA -> Search by SA. */
export function labelOfKey(key: string): string {
  const words = key
    .replace(/^_/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/\s+/)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const textOf = (value: unknown): string =>
  typeof value === 'boolean'
    ? value
      ? 'Yes'
      : 'No'
    : Array.isArray(value)
      ? value.map(textOf).join(', ')
      : String(value);

/** The searched criteria as "Label: value" pairs, nested query objects flattened, insured fields left out. */
export function describeCriteria(body: unknown): string {
  const pairs: string[] = [];
  const walk = (value: Record<string, unknown>) => {
    for (const [key, inner] of Object.entries(value)) {
      if (INSURED_KEYS.has(key) || inner === undefined || inner === null) continue;
      if (typeof inner === 'object' && !Array.isArray(inner)) walk(inner as Record<string, unknown>);
      else pairs.push(`${labelOfKey(key)}: ${textOf(inner)}`);
    }
  };
  if (body && typeof body === 'object') walk(body as Record<string, unknown>);
  return pairs.join('; ');
}

/** The comparison engines price by age next birthday (spec 001 §7), so that is the age basis named. */
export const describeInsured = (insured: Insured) =>
  `${insured.gender}, ${insured.smokingStatus}, ANB ${insured.anb} (age next birthday)`;

const ddMmYyyy = (iso: string) => iso.split('-').reverse().join('/');

export function buildExportHeader({
  tool,
  insured,
  body,
  dataset,
  adviser,
}: {
  tool: string;
  insured: Insured;
  body: unknown;
  dataset: DatasetInfo | null;
  adviser: { name: string; rnf: string } | null;
}): ExportHeader {
  return [
    ['Tool', tool],
    ['Insured', describeInsured(insured)],
    ['Criteria', describeCriteria(body)],
    [
      'Data version',
      dataset ? `${ddMmYyyy(dataset.effectiveDate)}${dataset.isSample ? ' (sample data)' : ''}` : 'Not known',
    ],
    ['Adviser', adviser ? `${adviser.name} (RNF ${adviser.rnf})` : 'Not signed in'],
  ];
}
