import {
  COMPARISON_TITLES,
  SEARCH_OUTCOME_MESSAGES,
  type BuiltComparisonType,
  type SearchOutcome,
} from '@portal/contracts';
import type { ComparisonDeps, SearchContext } from './comparison-context.js';
import * as repo from './comparison.repository.js';

// Issue 9: an empty result says why, and a result the display settings thinned says so. The reasons
// come from the query and from the data the search read, so they are true of this dataset version.

type Reason = string | null;

export interface OutcomeFacts {
  type: BuiltComparisonType;
  /** The insured's ANB; absent for a tool its plans sell at any age (101 plan, spec 001 §7). */
  anb?: number;
  /** The policy terms searched, for the types that sell by term (the ages differ by term). */
  policyTerms?: string[];
  /** How the tool names those terms in a sentence, e.g. "cover to 65". */
  termsLabel?: string;
  /**
   * A value-series tool: its plans are illustrated at a few entry ages only, so an ANB within its range
   * may still fall between them (ADR 0011).
   */
  isIllustratedByEntryAge?: boolean;
  /**
   * A value-series tool whose criteria pick the illustrations (Retirement Income's premium term and
   * retirement age): an ANB within the tool's range but outside what those criteria sell is told that
   * range, in `label`'s words (issue 33).
   */
  cell?: { premiumTerms: readonly number[]; coverOption: string; label: string };
  /** Reasons found before looking at the ages, e.g. a residency no plan is for. */
  before?: Reason;
  /** Reasons that only hold once the age is within range, e.g. a budget too small. */
  after?: () => Reason;
}

/** The rows the adviser's display setting shows (spec 001 §3: empty shows every insurer). */
export function shownRows<T extends { insurer: string }>(ctx: SearchContext, rows: T[]): T[] {
  if (ctx.onlyInsurers.length === 0) return rows;
  const allowed = new Set(ctx.onlyInsurers);
  return rows.filter((r) => allowed.has(r.insurer));
}

const insurerCount = (rows: { insurer: string }[]) => new Set(rows.map((r) => r.insurer)).size;

async function ageReason(deps: ComparisonDeps, ctx: SearchContext, facts: OutcomeFacts): Promise<Reason> {
  const { anb } = facts;
  if (anb === undefined) return null;
  const title = COMPARISON_TITLES[facts.type] ?? facts.type;
  const query = { type: facts.type, versionId: ctx.dataset.id, policyTerms: facts.policyTerms };
  const range = await deps.cache.remember(`anb-range|${JSON.stringify(query)}`, () =>
    repo.findAnbRange(deps.db, query),
  );
  if (!range) return null;
  if (anb >= range.min && anb <= range.max)
    return facts.cell ? cellReason(deps, ctx, facts.type, facts.cell, anb) : null;
  return facts.policyTerms && facts.termsLabel
    ? SEARCH_OUTCOME_MESSAGES.anbOutsideTerms(title, facts.termsLabel, range, anb)
    : SEARCH_OUTCOME_MESSAGES.anbOutside(title, range, anb);
}

/** An ANB the tool sells to, but not with the criteria searched: the ages those criteria sell to. */
async function cellReason(
  deps: ComparisonDeps,
  ctx: SearchContext,
  type: BuiltComparisonType,
  { label, ...cell }: NonNullable<OutcomeFacts['cell']>,
  anb: number,
): Promise<Reason> {
  const query = { type, versionId: ctx.dataset.id, cell };
  const range = await deps.cache.remember(`anb-range|${JSON.stringify(query)}`, () =>
    repo.findAnbRange(deps.db, query),
  );
  if (!range || (anb >= range.min && anb <= range.max)) return null;
  return SEARCH_OUTCOME_MESSAGES.anbOutsideTerms(COMPARISON_TITLES[type] ?? type, label, range, anb);
}

/**
 * An ANB within the tool's range that no illustration of the version is given for: the entry ages that
 * are. Null when the ANB is illustrated, so another criterion emptied the result.
 */
async function entryAgeReason(
  deps: ComparisonDeps,
  ctx: SearchContext,
  facts: OutcomeFacts,
): Promise<Reason> {
  const { anb } = facts;
  if (anb === undefined || !facts.isIllustratedByEntryAge) return null;
  const query = { type: facts.type, versionId: ctx.dataset.id };
  const ages = await deps.cache.remember(`entry-ages|${JSON.stringify(query)}`, () =>
    repo.findIllustratedEntryAges(deps.db, query),
  );
  if (ages.length === 0 || ages.includes(anb)) return null;
  return SEARCH_OUTCOME_MESSAGES.anbNotIllustrated(COMPARISON_TITLES[facts.type] ?? facts.type, ages, anb);
}

/** The outcome of a search given every insurer's rows and the rows it shows. */
export async function searchOutcome(
  deps: ComparisonDeps,
  ctx: SearchContext,
  all: { insurer: string }[],
  shown: { insurer: string }[],
  facts: OutcomeFacts,
): Promise<SearchOutcome> {
  const counts = { insurersMatching: insurerCount(all), insurersShown: insurerCount(shown) };
  if (shown.length > 0) return { ...counts, emptyReason: null };
  if (all.length > 0)
    return { ...counts, emptyReason: SEARCH_OUTCOME_MESSAGES.allHidden(counts.insurersMatching) };
  const reason =
    facts.before ??
    (await ageReason(deps, ctx, facts)) ??
    (await entryAgeReason(deps, ctx, facts)) ??
    facts.after?.() ??
    SEARCH_OUTCOME_MESSAGES.noMatch;
  return { ...counts, emptyReason: reason };
}

/** No dataset of the type is in force yet. */
export const noDataOutcome = (type: BuiltComparisonType): SearchOutcome => ({
  insurersMatching: 0,
  insurersShown: 0,
  emptyReason: SEARCH_OUTCOME_MESSAGES.noData(COMPARISON_TITLES[type] ?? type),
});
