import { formatDollars } from '@portal/core';
import { termLabel } from './comparison-format.js';
import { ILP_MODE_LABELS } from './tools/ilp101.js';
import { ULI_ALLOCATION_LABELS } from './tools/universal-life-index.js';
import { premiumTermLabel } from './tools/value-columns.js';
import { WHOLE_LIFE_COVER_LABELS } from './tools/whole-life.js';

// Issue 31: a comparison's criteria as the form names them ("Coverage Term: To 75; Death: S$2,000,000"),
// not as field names and raw values ("Term: PayTo75; Death: 2000000"). The export header and the
// client's page both say them, so the reader sees what the figures rest on. The labels are the criteria
// forms' (apps/web/src/features/comparison/tools/*-tool.tsx).

type Text = (value: unknown) => string;

/** The insured fields every comparison sends; the insured line says them once. */
const INSURED_KEYS = new Set(['anb', 'ageNearestBirthday', 'gender', 'smoker']);

const dollars: Text = (v) => (Number(v) === 0 ? 'None' : formatDollars(Number(v)));
const yesNo: Text = (v) => (v ? 'Yes' : 'No');
const years: Text = (v) => `${String(v)} years`;
const labelled =
  (labels: Record<string, string>): Text =>
  (v) =>
    labels[String(v)] ?? String(v);
/** spec 001 §3 Shield coverage types as the form lists them: GovWardB1_Max -> Gov Ward B1 (Max rider). */
const coverage: Text = (v) =>
  String(v)
    .replace('GovWard', 'Gov Ward ')
    .replace('GovStandard', 'Gov Standard')
    .replace('_Max', ' (Max rider)')
    .replace('_All', ' (All riders)');

const FIELDS: Record<string, readonly [label: string, text: Text]> = {
  residency: ['Residency', labelled({ SGPR: 'SG/PR', FR: 'Foreigner' })],
  ipWithRider: ['IP with Rider', yesNo],
  searchBySA: ['Search By', (v) => (v ? 'Sum Insured' : 'Premium')],
  sumInsured: ['Sum Insured', dollars],
  ltcSumInsured: ['Sum Insured (monthly)', dollars],
  premium: ['Premium (annual)', dollars],
  _2ADLs: ['2 ADLs', yesNo],
  _3ADLs: ['3 ADLs', yesNo],
  _escalation: ['Escalation', yesNo],
  pregnancyType: ['Pregnancy Type', labelled({ STD: 'Standard', IVF: 'IVF' })],
  policyType: ['Policy Type', String],
  searchType: ['Search By', labelled({ term: 'By Policy Term', sumInsured: 'By Sum Insured' })],
  // Multi-pay CI's term (an array) reads as its form's field: Policy Term, or Policy Terms (spec 001 §2)
  policyTerm: ['Policy Term', (v) => termLabel(String(v))],
  policyTerms: ['Policy Terms', (v) => termLabel(String(v))],
  term: ['Coverage Term', (v) => termLabel(String(v))],
  death: ['Death', dollars],
  tpd: ['TPD', dollars],
  ci: ['Advanced CI', dollars],
  eci: ['Early CI', dollars],
  retirementAge: ['Retirement Age', String],
  monthlyIncome: ['Monthly Income', dollars],
  period: ['Payout Period', (v) => `${String(v)} Years`],
  totalPremium: ['Total Premium', dollars],
  cover: ['Coverage Type', labelled(WHOLE_LIFE_COVER_LABELS)],
  multiplier: ['Multiplier', (v) => `${String(v)}X`],
  multiplierExpiryList: ['Multiplier Expiry Age', (v) => `Age ${String(v)}`],
  // after the fields before it on every form (Whole Life's and the endowments' list it last)
  premiumTerm: ['Premium Term', (v) => premiumTermLabel(Number(v))],
  premiumTerms: ['Premium Term', (v) => premiumTermLabel(Number(v))],
  premiumTermList: ['Premium Term', (v) => premiumTermLabel(Number(v))],
  allocationList: ['Account Allocation', labelled(ULI_ALLOCATION_LABELS)],
  policyPremiumTerm: ['Contribution Period', years],
  investmentPeriod: ['Investment Horizon', years],
  monthlyInvestmentAmount: ['Monthly Amount', dollars],
  growthRate: ['Growth Rate', (v) => `${String(v)}% p.a.`],
  initialDropPct: ['Initial Drop', (v) => `${String(v)}% in month 1`],
  illustrationRate: ['Illustration Rate', (v) => `${String(v)}% p.a.`],
};

/** ipWithRider -> Ip with rider: a field this list does not know still reads as words. */
function wordsOf(key: string): string {
  const text = key
    .replace(/^_/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One criterion as the form names it; the 101 plan's comparisonType is its mode, Shield's the coverage. */
function criterionOf(key: string, value: unknown): [string, string] {
  if (key === 'comparisonType') {
    const mode = ILP_MODE_LABELS[String(value) as keyof typeof ILP_MODE_LABELS];
    return mode ? ['Comparison Type', mode] : ['Coverage Type', coverage(value)];
  }
  const [label, text] = FIELDS[key] ?? [
    wordsOf(key),
    (v: unknown) => (typeof v === 'boolean' ? yesNo(v) : String(v)),
  ];
  return [label, Array.isArray(value) ? value.map(text).join(', ') : text(value)];
}

/** The form's order: the 101 plan's mode first, the fields as FIELDS lists them (Shield's coverage type after IP with Rider), others last. */
const ORDER = Object.keys(FIELDS);
const rankOf = ({ key, value }: { key: string; value: unknown }) => {
  if (key === 'comparisonType')
    return String(value) in ILP_MODE_LABELS ? -1 : ORDER.indexOf('ipWithRider') + 0.5;
  return ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length;
};

type Found = { key: string; value: unknown };

/**
 * Issue 31: the criteria a form shows for this body. Long Term Care shows the amount its Search By
 * picks, its sum insured as "Sum Insured (monthly)"; Multi-pay CI its open tab's fields in the tab's
 * order, the term as "Policy Term" or "Policy Terms"; the 101 plan's PI comparison neither growth rate
 * nor initial drop (the insurers' illustrations are at 8% p.a., and the form disables both).
 */
function asTheFormShows(found: Found[]): Found[] {
  const valueOf = (key: string) => found.find((f) => f.key === key)?.value;
  const searchBySA = valueOf('searchBySA');
  const searchType = valueOf('searchType');
  const unused = new Set<string>();
  if (typeof searchBySA === 'boolean') unused.add(searchBySA ? 'premium' : 'sumInsured');
  if (valueOf('comparisonType') === 'pi') for (const key of ['growthRate', 'initialDropPct']) unused.add(key);
  const shown = found.filter((f) => !unused.has(f.key));
  if (typeof searchBySA === 'boolean')
    return shown.map((f) => (f.key === 'sumInsured' ? { ...f, key: 'ltcSumInsured' } : f));
  if (searchType === 'term' || searchType === 'sumInsured') {
    const tab =
      searchType === 'term'
        ? ['searchType', 'policyTerm', 'sumInsured']
        : ['searchType', 'sumInsured', 'policyTerms'];
    const keyed = shown.map((f) =>
      f.key === 'term' && Array.isArray(f.value)
        ? { ...f, key: tab.find((k) => k.startsWith('policy'))! }
        : f,
    );
    const rank = (f: Found) => (tab.includes(f.key) ? tab.indexOf(f.key) : tab.length);
    return keyed.sort((a, b) => rank(a) - rank(b));
  }
  return shown;
}

/** The searched body's criteria in the form's order, nested query objects flattened, insured fields left out. */
export function criteriaLinesOf(body: unknown): [label: string, text: string][] {
  const found: Found[] = [];
  const walk = (value: Record<string, unknown>) => {
    for (const [key, inner] of Object.entries(value)) {
      if (INSURED_KEYS.has(key) || inner === undefined || inner === null) continue;
      if (typeof inner === 'object' && !Array.isArray(inner)) walk(inner as Record<string, unknown>);
      else found.push({ key, value: inner });
    }
  };
  if (body && typeof body === 'object') walk(body as Record<string, unknown>);
  // a stable sort: fields of equal rank keep the body's order
  const sorted = found.sort((a, b) => rankOf(a) - rankOf(b));
  return asTheFormShows(sorted).map((f) => criterionOf(f.key, f.value));
}

/** "Coverage Term: To 75; Death: S$2,000,000; ...". */
export const describeCriteriaText = (body: unknown): string =>
  criteriaLinesOf(body)
    .map(([label, text]) => `${label}: ${text}`)
    .join('; ');
