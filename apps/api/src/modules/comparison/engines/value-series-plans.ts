import {
  DEFAULT_ILLUSTRATION_RATE,
  ENDOWMENT_TOTAL_PREMIUMS,
  type EndowmentFilters,
} from '@portal/contracts';
import {
  breakEvenYears,
  irrToYear,
  lastPolicyYear,
  payoutsReceivedToYear,
  scaleUnitSeries,
  surrenderValueAtYear,
  type ValueSeries,
} from '@portal/core';
import {
  findIllustrations,
  findPlanNames,
  type StoredIllustration,
} from '../../products/illustrations.repository.js';
import type { CurrentDataset } from '../../products/products.service.js';
import type { ComparisonDeps } from '../comparison-context.js';
import { cachedRows, type Candidate } from './engine.js';

// Issue 11, ADR 0031: what the value-series engines share: a plan's stored illustrations for the
// insured's cell (every premium term and rate asked for), named, and scaled to each total premium the
// form offers.

export interface ValueSeriesCandidate extends Candidate {
  insurerShortName: string;
  planShortName: string;
  illustrations: StoredIllustration[];
}

interface CellQuery {
  versionId: number;
  entryAge: number;
  gender: 'M' | 'F';
  smoker: 'NS' | 'S';
  premiumTerms: readonly number[];
  coverOption: string;
}

async function loadCandidates(deps: ComparisonDeps, q: CellQuery): Promise<ValueSeriesCandidate[]> {
  const found = await findIllustrations(deps.db, { ...q, datasetVersionId: q.versionId });
  const planIds = [...new Set(found.map((f) => f.planId))];
  if (planIds.length === 0) return [];
  const named = await findPlanNames(deps.db, planIds);
  return named.map((plan) => ({ ...plan, illustrations: found.filter((f) => f.planId === plan.planId) }));
}

/** Every plan with an illustration for the insured's cell, read once per version and cell. */
export const findValueSeriesCandidates = (
  deps: ComparisonDeps,
  dataset: CurrentDataset,
  cell: Omit<CellQuery, 'versionId'>,
) =>
  cachedRows(deps, 'findValueSeriesCandidates', (q) => loadCandidates(deps, q), {
    ...cell,
    versionId: dataset.id,
  });

/**
 * Issue 33: a tool that answers one LIA rate a reply (Whole Life, Universal Life Index) keeps each
 * plan's illustrations at the body's rate (4.25 when not given), and the plans that have one.
 */
export function atOneRate<C extends ValueSeriesCandidate>(
  candidates: readonly C[],
  rate: string | undefined,
): C[] {
  const wanted = rate ?? DEFAULT_ILLUSTRATION_RATE;
  return candidates
    .map((c) => ({ ...c, illustrations: c.illustrations.filter((i) => i.illustrationRate === wanted) }))
    .filter((c) => c.illustrations.length > 0);
}

/** One illustration of a plan scaled to one total premium: the row's series and what it is for. */
export interface ScaledIllustration {
  illustrationRate: '4.25' | '3.00';
  premiumTerm: number;
  totalPremiumDollars: number;
  series: ValueSeries;
}

/**
 * Each stored illustration at each total premium of spec 001 §9, kept when the body's filters let it
 * through (a load-all body has none).
 */
export function scaledIllustrations(
  candidate: ValueSeriesCandidate,
  filters: EndowmentFilters,
): ScaledIllustration[] {
  return candidate.illustrations.flatMap((stored) =>
    ENDOWMENT_TOTAL_PREMIUMS.filter(
      (dollars) =>
        (filters.totalPremium === undefined || filters.totalPremium === dollars) &&
        (filters.premiumTerms === undefined || filters.premiumTerms.includes(stored.premiumTerm)) &&
        (filters.illustrationRate === undefined || filters.illustrationRate === stored.illustrationRate),
    ).map((dollars) => ({
      illustrationRate: stored.illustrationRate as '4.25' | '3.00',
      premiumTerm: stored.premiumTerm,
      totalPremiumDollars: dollars,
      series: scaleUnitSeries(stored.years, dollars * 100),
    })),
  );
}

/**
 * An IRR as the reply carries it: to 10 decimal places of the fraction (a millionth of a basis point;
 * the page shows two decimals of a percent). The solver's last digits are noise that compression cannot
 * shrink: they were a fifth of Lifetime Income's compressed reply (ADR 0045).
 */
export const replyRate = (rate: number | null): number | null =>
  rate === null ? null : Math.round(rate * 1e10) / 1e10;

/** The figures at the end of policy year `n`, null past the illustration (issue 11 definitions). */
export type YearFigures = {
  surrenderValueGtd: number;
  surrenderValueTotal: number;
  receivedGtd: number;
  receivedTotal: number;
  xirr_gtd: number | null;
  xirr_total: number | null;
};

/**
 * The figures at each compare year, in order; each IRR starts from the previous year's rate (ADR 0031:
 * the same root, found in fewer steps), else from the spreadsheet's 10 %. `guaranteedFrom`: the figures
 * of a series whose guaranteed flows are this one's (`sameGuaranteed`), whose guaranteed half is taken
 * as it is: the same flows and the same chain of starting rates give the same numbers.
 */
export function figuresAtYears(
  series: ValueSeries,
  years: readonly number[],
  guaranteedFrom?: readonly (YearFigures | null)[],
  guessesFrom?: readonly (YearFigures | null)[],
): (YearFigures | null)[] {
  let guess = { gtd: 0.1, total: 0.1 };
  return years.map((n, i) => {
    if (n > lastPolicyYear(series)) return null;
    const known = guaranteedFrom?.[i];
    const near = guessesFrom?.[i];
    const xirr_gtd = known ? known.xirr_gtd : irrToYear(series, n, 'guaranteed', near?.xirr_gtd ?? guess.gtd);
    const xirr_total = irrToYear(series, n, 'total', near?.xirr_total ?? guess.total);
    guess = { gtd: xirr_gtd ?? guess.gtd, total: xirr_total ?? guess.total };
    return {
      xirr_gtd: replyRate(xirr_gtd),
      xirr_total: replyRate(xirr_total),
      surrenderValueGtd: known ? known.surrenderValueGtd : surrenderValueAtYear(series, n, 'guaranteed'),
      surrenderValueTotal: surrenderValueAtYear(series, n, 'total'),
      receivedGtd: known ? known.receivedGtd : payoutsReceivedToYear(series, n, 'guaranteed'),
      receivedTotal: payoutsReceivedToYear(series, n, 'total'),
    };
  });
}

/** Whether two series have the same guaranteed flows every year (premiums, guaranteed values, payouts). */
export function sameGuaranteed(a: ValueSeries, b: ValueSeries): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    if (
      x.premiumDueCents !== y.premiumDueCents ||
      x.surrenderValueGtdCents !== y.surrenderValueGtdCents ||
      x.payoutGtdCents !== y.payoutGtdCents
    )
      return false;
  }
  return true;
}

/**
 * `figuresAtYears` of each scaled illustration, in order. Guaranteed values are the same at both rates
 * (ADR 0011), so an illustration at the same premium and term as an earlier one with the same guaranteed
 * flows takes its guaranteed figures (half the IRR solves; checked, never assumed).
 */
export function figuresOfScaled(
  all: readonly ScaledIllustration[],
  years: readonly number[],
): (YearFigures | null)[][] {
  const done: { scaled: ScaledIllustration; figures: (YearFigures | null)[] }[] = [];
  return all.map((scaled) => {
    const twin = done.find(
      (d) =>
        d.scaled.totalPremiumDollars === scaled.totalPremiumDollars &&
        d.scaled.premiumTerm === scaled.premiumTerm &&
        sameGuaranteed(d.scaled.series, scaled.series),
    );
    // The same stored illustration at another total premium: the same flows scaled, but for cents, so
    // its rates are where the solver starts (a step or two instead of five; the root is solved anew).
    const sibling = done.findLast(
      (d) =>
        d.scaled.premiumTerm === scaled.premiumTerm &&
        d.scaled.illustrationRate === scaled.illustrationRate &&
        d.scaled.totalPremiumDollars !== scaled.totalPremiumDollars,
    );
    const figures = figuresAtYears(scaled.series, years, twin?.figures, sibling?.figures);
    done.push({ scaled, figures });
    return figures;
  });
}

/** The row fields both tools share. */
export function valueRowBase(
  candidate: ValueSeriesCandidate,
  scaled: ScaledIllustration,
  entryAge: number,
  promo: boolean,
) {
  const breakEven = breakEvenYears(scaled.series);
  return {
    uniqueID: `${candidate.insurer} - ${candidate.planName} - ${scaled.totalPremiumDollars} - ${scaled.premiumTerm} - ${scaled.illustrationRate}`,
    insurer: candidate.insurer,
    insurerShortName: candidate.insurerShortName,
    planName: candidate.planName,
    planShortName: candidate.planShortName,
    promo,
    illustrationRate: scaled.illustrationRate,
    entryAge,
    comparisonTotalPremium: scaled.totalPremiumDollars,
    premiumTerm: scaled.premiumTerm,
    annualPremiumCents: scaled.series[0]?.premiumDueCents ?? 0,
    breakEvenYear_Guaranteed: breakEven.guaranteed,
    breakEvenYear_Total: breakEven.total,
  };
}

/** Rows by premium term, the upper rate first, then insurer and plan (the pipeline's ties). */
export const valueRowRank = (row: {
  comparisonTotalPremium: number;
  premiumTerm: number;
  illustrationRate: string;
}) => -row.comparisonTotalPremium * 1000 + row.premiumTerm * 10 + (row.illustrationRate === '4.25' ? 0 : 1);
