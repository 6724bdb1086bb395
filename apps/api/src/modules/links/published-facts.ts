import {
  DEFAULT_ILLUSTRATION_RATE,
  ILP_TEXTS,
  criteriaLinesOf,
  ilpPlanLabel,
  type PublicComparison,
} from '@portal/contracts';
import type { ComparisonSnapshot } from './links.repository.js';

// Issue 31: a client's page states what its figures rest on. The criteria as the adviser's form named
// them, the tool's own assumptions (the 101 plan's growth, premiums, charges), the age the premiums are
// priced at (the engines price by age next birthday, spec 001 §7), and each plan listed as not
// available with why. Read from the frozen snapshot, so it is what was published (ADR 0010).

type Facts = NonNullable<PublicComparison['facts']>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** Issue 33: the tools that answer one LIA rate a reply, the body's or 4.25 % (rows do not carry it). */
const ONE_RATE_TOOLS = new Set(['wholeLifePlan', 'universalLifeIndexed']);

/** The value-series illustration rates the rows were read at, when the query does not name one. */
function ratesOf(comparisonType: string, snapshot: ComparisonSnapshot): [string, string][] {
  if ('illustrationRate' in snapshot.query) return [];
  if (ONE_RATE_TOOLS.has(comparisonType))
    return [['Illustration Rate', `${DEFAULT_ILLUSTRATION_RATE}% p.a.`]];
  const rates = [...new Set(snapshot.rows.map((r) => textOf(r.illustrationRate)).filter((r) => r !== null))];
  return rates.length ? [['Illustration Rate', rates.map((r) => `${r}% p.a.`).join(', ')]] : [];
}

function unavailableOf(snapshot: ComparisonSnapshot): Facts['unavailable'] {
  return snapshot.rows
    .filter((r) => r.availablity === false)
    .map((r) => {
      const planName = textOf(r.planName) ?? '';
      const variant = r.variant === 'fixed' || r.variant === 'flexible' ? r.variant : null;
      return {
        plan: `${textOf(r.insurer) ?? ''} ${ilpPlanLabel({ planName, variant })}`.trim(),
        reason: textOf(r.reason) ?? 'Not available for these criteria.',
      };
    });
}

export function publishedFactsOf(comparisonType: string, snapshot: ComparisonSnapshot): Facts {
  const { query } = snapshot;
  // Shield nests its criteria, the age among them, in `query` (spec 001 §3, §7)
  const nested =
    typeof query.query === 'object' && query.query !== null ? (query.query as Record<string, unknown>) : {};
  const anb = typeof query.anb === 'number' ? query.anb : typeof nested.anb === 'number' ? nested.anb : null;
  const mode = query.comparisonType === 'pi' ? 'pi' : 'custom';
  return {
    // The criteria as the form shows them: the fields a search does not use are left out (ADR 0043)
    criteria: [...criteriaLinesOf(query), ...ratesOf(comparisonType, snapshot)],
    assumptions: comparisonType === 'ilp101' ? [...ILP_TEXTS.assumptions[mode]] : [],
    pricedAtAnb: anb,
    unavailable: unavailableOf(snapshot),
  };
}
