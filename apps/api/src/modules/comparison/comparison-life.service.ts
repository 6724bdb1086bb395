import {
  SEARCH_OUTCOME_MESSAGES,
  type MultiCiBody,
  type MultiCiReply,
  type TermBody,
  type TermReply,
  type TermRow,
} from '@portal/contracts';
import { premiumFromRate, priceTermPlans, rankByPremium, requestedTermCovers } from '@portal/core';
import {
  cachedRows,
  infosFor,
  loadSearchContext,
  promoLookup,
  type ComparisonDeps,
  type SearchContext,
} from './comparison-context.js';
import * as repo from './comparison.repository.js';
import { noDataOutcome, searchOutcome, shownRows } from './search-outcome.js';

/** How a sentence names policy terms: PayTo65 -> "to 65", 20Yrs -> "for 20 years" (spec 001 §9). */
const termWords = (term: string) =>
  term === 'PayToMax'
    ? 'to the maximum age'
    : term.startsWith('PayTo')
      ? `to ${term.slice(5)}`
      : `for ${term.replace(/Yrs$/, '')} years`;
const coverLabel = (terms: readonly string[]) => `cover ${terms.map(termWords).join(', ')}`;
const COVER_NAMES = { ci: 'Advanced CI', eci: 'Early CI', tpd: 'TPD', death: 'death' } as const;

export async function compareMultiCi(
  deps: ComparisonDeps,
  adviserId: string,
  body: MultiCiBody,
): Promise<MultiCiReply> {
  return searchMultiCi(deps, await loadSearchContext(deps, adviserId, 'multiPayCI'), body);
}

/** The search itself, given the version in force and the insurer filter it was keyed on. */
export async function searchMultiCi(
  deps: ComparisonDeps,
  ctx: SearchContext | null,
  body: MultiCiBody,
): Promise<MultiCiReply> {
  if (!ctx) return { success: true, result: [[], []], dataset: null, outcome: noDataOutcome('multiPayCI') };
  const all = await cachedRows(deps, 'findMultiCiRows', (q) => repo.findMultiCiRows(deps.db, q), {
    versionId: ctx.dataset.id,
    anb: body.anb,
    gender: body.gender,
    smoker: body.smoker,
    policyTerms: body.term,
  });
  const rates = shownRows(ctx, all);
  const outcome = await searchOutcome(deps, ctx, all, rates, {
    type: 'multiPayCI',
    anb: body.anb,
    policyTerms: body.term,
    termsLabel: coverLabel(body.term),
  });
  const infos = await infosFor(
    deps,
    ctx,
    rates.map((r) => r.planId),
  );
  const hasPromo = promoLookup(infos);
  // spec 001 §2: By Policy Term lists several amounts for one term; By Sum Insured several terms.
  const result = rates.flatMap((r) =>
    body.sumInsured.map((sumInsured) => ({
      uniqueID: `${r.insurer} - ${r.planName} - ${r.policyTerm} - ${sumInsured}`,
      insurer: r.insurer,
      insurerShortName: r.insurerShortName,
      planName: r.planName,
      planShortName: r.planShortName,
      maxClaimPct: r.maxClaimPct,
      isMaxOpenEnded: r.isMaxOpenEnded,
      type: r.coverType,
      sumInsuredCents: sumInsured * 100,
      policyTerm: r.policyTerm,
      waiver: r.waiver,
      premiumCents: premiumFromRate(r.ratePer1000Cents, sumInsured, 1000),
      promo: hasPromo(r.insurer, r.planName),
    })),
  );
  return {
    success: true,
    result: [rankByPremium(result, (r) => r.premiumCents), infos],
    dataset: ctx.dataset.info,
    outcome,
  };
}

export async function compareTerm(
  deps: ComparisonDeps,
  adviserId: string,
  body: TermBody,
): Promise<TermReply> {
  return searchTerm(deps, await loadSearchContext(deps, adviserId, 'term'), body);
}

/** The search itself, given the version in force and the insurer filter it was keyed on. */
export async function searchTerm(
  deps: ComparisonDeps,
  ctx: SearchContext | null,
  body: TermBody,
): Promise<TermReply> {
  if (!ctx) return { success: true, result: [[], []], dataset: null, outcome: noDataOutcome('term') };
  const requested = requestedTermCovers(body);
  const rates = await cachedRows(deps, 'findTermRates', (q) => repo.findTermRates(deps.db, q), {
    versionId: ctx.dataset.id,
    anb: body.anb,
    gender: body.gender,
    smoker: body.smoker,
    policyTerms: [body.term],
    covers: requested.map((r) => r.cover),
  });
  const plansByKey = new Map(rates.map((r) => [String(r.planId), r]));
  // spec 001 §5: a plan lacking a requested cover drops out, whichever insurer it is.
  const all = priceTermPlans(
    rates.map((r) => ({
      planKey: String(r.planId),
      cover: r.cover as TermRow['covers'][number]['cover'],
      ratePer1000Cents: r.ratePer1000Cents,
    })),
    requested,
  ).flatMap((p) => {
    const plan = plansByKey.get(p.planKey);
    return plan ? [{ ...p, plan, insurer: plan.insurer }] : [];
  });
  const priced = shownRows(ctx, all);
  const extraCovers = requested.filter((r) => r.cover === 'ci' || r.cover === 'eci');
  const outcome = await searchOutcome(deps, ctx, all, priced, {
    type: 'term',
    anb: body.anb,
    policyTerms: [body.term],
    termsLabel: coverLabel([body.term]),
    after: () =>
      rates.length > 0 && extraCovers.length > 0
        ? SEARCH_OUTCOME_MESSAGES.termCovers(extraCovers.map((c) => COVER_NAMES[c.cover]).join(' and '))
        : null,
  });
  const infos = await infosFor(
    deps,
    ctx,
    priced.map((p) => Number(p.planKey)),
  );
  const hasPromo = promoLookup(infos);
  const result: TermRow[] = priced.map(({ plan, covers, premiumCents }) => ({
    uniqueID: `${plan.insurer} - ${plan.planName} - ${body.term}`,
    insurer: plan.insurer,
    insurerShortName: plan.insurerShortName,
    planName: plan.planName,
    planShortName: plan.planShortName,
    policyTerm: body.term,
    covers: covers.map((c) => ({
      cover: c.cover,
      sumInsuredCents: c.sumInsured * 100,
      premiumCents: c.premiumCents,
    })),
    premiumCents,
    promo: hasPromo(plan.insurer, plan.planName),
  }));
  return {
    success: true,
    result: [rankByPremium(result, (r) => r.premiumCents), infos],
    dataset: ctx.dataset.info,
    outcome,
  };
}
