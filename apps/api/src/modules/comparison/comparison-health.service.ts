import {
  LTC_DEFAULTS,
  MATERNITY_MATRICES,
  SEARCH_OUTCOME_MESSAGES,
  type LtcBody,
  type LtcReply,
  type LtcRow,
  type MaternityBody,
  type MaternityReply,
  type ShieldBody,
  type ShieldReply,
} from '@portal/contracts';
import { isEscalationPlan, ltcBenefitForBudget, premiumFromRate, rankByPremium } from '@portal/core';
import { loadProductInfos } from '../products/products.service.js';
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

export async function compareShield(
  deps: ComparisonDeps,
  adviserId: string,
  body: ShieldBody,
): Promise<ShieldReply> {
  return searchShield(deps, await loadSearchContext(deps, adviserId, 'shieldSingle'), body);
}

/** The search itself, given the version in force and the insurer filter it was keyed on. */
export async function searchShield(
  deps: ComparisonDeps,
  ctx: SearchContext | null,
  { query }: ShieldBody,
): Promise<ShieldReply> {
  if (!ctx) return { success: true, result: [[], []], dataset: null, outcome: noDataOutcome('shieldSingle') };
  // spec 001 §2: SG citizens and PRs only; FR is offered but disabled, so it finds no plans.
  const isResident = query.residency === 'SGPR';
  const all = isResident
    ? await cachedRows(deps, 'findShieldRows', (q) => repo.findShieldRows(deps.db, q), {
        versionId: ctx.dataset.id,
        anb: query.anb,
        coverageType: query.comparisonType,
      })
    : [];
  const rows = shownRows(ctx, all);
  const outcome = await searchOutcome(deps, ctx, all, rows, {
    type: 'shieldSingle',
    anb: query.anb,
    before: isResident ? null : SEARCH_OUTCOME_MESSAGES.shieldResidency,
  });
  const infos = await infosFor(
    deps,
    ctx,
    rows.map((r) => r.planId),
  );
  const hasPromo = promoLookup(infos);
  const result = rows.map((r) => ({
    uniqueID: `${r.insurer} - ${r.planName}`,
    insurer: r.insurer,
    insurerShortName: r.insurerShortName,
    planName: r.planName,
    planShortName: r.planShortName,
    planTier: r.planTier,
    premiumMediSaveCents: r.medisaveCents,
    premiumCashCents: r.cashCents,
    premiumTotalCents: r.medisaveCents + r.cashCents,
    promo: hasPromo(r.insurer, r.planName),
  }));
  return {
    success: true,
    result: [rankByPremium(result, (r) => r.premiumTotalCents), infos],
    dataset: ctx.dataset.info,
    outcome,
  };
}

export async function compareLongTermCare(
  deps: ComparisonDeps,
  adviserId: string,
  body: LtcBody,
): Promise<LtcReply> {
  return searchLongTermCare(deps, await loadSearchContext(deps, adviserId, 'longTermCare'), body);
}

/** The search itself, given the version in force and the insurer filter it was keyed on. */
export async function searchLongTermCare(
  deps: ComparisonDeps,
  ctx: SearchContext | null,
  body: LtcBody,
): Promise<LtcReply> {
  if (!ctx) return { success: true, result: [[], []], dataset: null, outcome: noDataOutcome('longTermCare') };
  const adls = [...(body._2ADLs ? [2] : []), ...(body._3ADLs ? [3] : [])];
  const rates = await cachedRows(deps, 'findLtcRows', (q) => repo.findLtcRows(deps.db, q), {
    versionId: ctx.dataset.id,
    anb: body.anb,
    gender: body.gender,
    adls,
  });
  // spec 001 §5: plans whose name contains % are escalation plans, shown only when asked for.
  const eligible = rates.filter((r) => body._escalation || !isEscalationPlan(r.planName));
  const priced = eligible.flatMap((r) => {
    const price = body.searchBySA
      ? {
          sumInsured: body.sumInsured ?? LTC_DEFAULTS.sumInsured,
          premiumCents: premiumFromRate(r.ratePer100Cents, body.sumInsured ?? LTC_DEFAULTS.sumInsured, 100),
        }
      : ltcBenefitForBudget(Math.round((body.premium ?? 0) * 100), r.ratePer100Cents);
    return price.sumInsured > 0 ? [{ ...r, ...price }] : [];
  });
  const shown = shownRows(ctx, priced);
  const outcome = await searchOutcome(deps, ctx, priced, shown, {
    type: 'longTermCare',
    anb: body.anb,
    after: () =>
      eligible.length === 0 && rates.length > 0
        ? SEARCH_OUTCOME_MESSAGES.ltcEscalationOnly
        : eligible.length > 0 && !body.searchBySA
          ? SEARCH_OUTCOME_MESSAGES.ltcBudgetTooLow(body.premium ?? 0)
          : null,
  });
  const infos = await infosFor(
    deps,
    ctx,
    shown.map((r) => r.planId),
  );
  const hasPromo = promoLookup(infos);
  const result: LtcRow[] = shown.map((r) => ({
    uniqueID: `${r.insurer} - ${r.planName} - ${r.adls} ADLs`,
    insurer: r.insurer,
    insurerShortName: r.insurerShortName,
    planName: r.planName,
    planShortName: r.planShortName,
    type: `${r.adls} ADLs`,
    sumInsuredCents: r.sumInsured * 100,
    premiumTerm: r.premiumTerm,
    premiumCents: r.premiumCents,
    promo: hasPromo(r.insurer, r.planName),
  }));
  // By premium, the larger benefit for the budget ranks first; by sum insured, the lower premium.
  const ranked = body.searchBySA
    ? rankByPremium(result, (r) => r.premiumCents)
    : rankByPremium(result, (r) => -r.sumInsuredCents);
  return { success: true, result: [ranked, infos], dataset: ctx.dataset.info, outcome };
}

export async function compareMaternity(
  deps: ComparisonDeps,
  adviserId: string,
  body: MaternityBody,
): Promise<MaternityReply> {
  return searchMaternity(deps, await loadSearchContext(deps, adviserId, 'maternity'), body);
}

/** The search itself, given the version in force and the insurer filter it was keyed on. */
export async function searchMaternity(
  deps: ComparisonDeps,
  ctx: SearchContext | null,
  body: MaternityBody,
): Promise<MaternityReply> {
  const empty = {
    featureTableData: {},
    pregnancyComplicationTableData: {},
    congenitalIllnessesTableData: {},
  };
  if (!ctx)
    return {
      success: true,
      result: [],
      infos: [],
      matrices: empty,
      dataset: null,
      outcome: noDataOutcome('maternity'),
    };
  // spec 001 §6: maternity plans are for a female insured only.
  const isFemale = body.gender === 'F';
  const planTypes = body.policyType === 'All' ? ['Standalone', 'Bundle'] : [body.policyType];
  const all = isFemale
    ? await cachedRows(deps, 'findMaternityRows', (q) => repo.findMaternityRows(deps.db, q), {
        versionId: ctx.dataset.id,
        anb: body.anb,
        sumInsuredCents: body.sumInsured * 100,
        pregnancyType: body.pregnancyType,
        planTypes,
      })
    : [];
  const rows = shownRows(ctx, all);
  const outcome = await searchOutcome(deps, ctx, all, rows, {
    type: 'maternity',
    anb: body.anb,
    before: isFemale ? null : SEARCH_OUTCOME_MESSAGES.maternityFemaleOnly,
  });
  const loaded = await loadProductInfos(
    deps,
    ctx.dataset,
    rows.map((r) => r.planId),
  );
  const infos = loaded.map((l) => l.info);
  const hasPromo = promoLookup(infos);
  const matrices = structuredClone(empty) as MaternityReply['matrices'];
  for (const { row } of loaded) {
    for (const name of MATERNITY_MATRICES) {
      const grid = row.info.extra[name];
      if (grid && typeof grid === 'object' && !Array.isArray(grid))
        matrices[name][row.insurer] = grid as Record<string, string>;
    }
  }
  const result = rows.map((r) => ({
    uniqueID: `${r.insurer} - ${r.planName} - ${r.pregnancyType}`,
    insurer: r.insurer,
    insurerShortName: r.insurerShortName,
    planName: r.planName,
    planShortName: r.planShortName,
    coverIVF: r.pregnancyType === 'IVF',
    planType: r.planType === 'Bundle' ? ('Bundle' as const) : ('Standalone' as const),
    sumInsuredCents: r.sumInsuredCents,
    premiumCents: r.premiumCents,
    promo: hasPromo(r.insurer, r.planName),
  }));
  return {
    success: true,
    result: rankByPremium(result, (r) => r.premiumCents),
    infos,
    matrices,
    dataset: ctx.dataset.info,
    outcome,
  };
}
