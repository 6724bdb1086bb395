import {
  LTC_DEFAULTS,
  MATERNITY_MATRICES,
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
  // spec 001 §2: SG citizens and PRs only; FR is offered but disabled, so it finds no plans.
  if (!ctx || query.residency !== 'SGPR')
    return { success: true, result: [[], []], dataset: ctx?.dataset.info ?? null };
  const rows = await cachedRows(deps, 'findShieldRows', (q) => repo.findShieldRows(deps.db, q), {
    versionId: ctx.dataset.id,
    anb: query.anb,
    coverageType: query.comparisonType,
    onlyInsurers: ctx.onlyInsurers,
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
  if (!ctx) return { success: true, result: [[], []], dataset: null };
  const adls = [...(body._2ADLs ? [2] : []), ...(body._3ADLs ? [3] : [])];
  const rates = await cachedRows(deps, 'findLtcRows', (q) => repo.findLtcRows(deps.db, q), {
    versionId: ctx.dataset.id,
    anb: body.anb,
    gender: body.gender,
    adls,
    onlyInsurers: ctx.onlyInsurers,
  });
  // spec 001 §5: plans whose name contains % are escalation plans, shown only when asked for.
  const eligible = rates.filter((r) => body._escalation || !isEscalationPlan(r.planName));
  const infos = await infosFor(
    deps,
    ctx,
    eligible.map((r) => r.planId),
  );
  const hasPromo = promoLookup(infos);
  const result: LtcRow[] = eligible.flatMap((r) => {
    const priced = body.searchBySA
      ? {
          sumInsured: body.sumInsured ?? LTC_DEFAULTS.sumInsured,
          premiumCents: premiumFromRate(r.ratePer100Cents, body.sumInsured ?? LTC_DEFAULTS.sumInsured, 100),
        }
      : ltcBenefitForBudget(Math.round((body.premium ?? 0) * 100), r.ratePer100Cents);
    if (priced.sumInsured <= 0) return [];
    return [
      {
        uniqueID: `${r.insurer} - ${r.planName} - ${r.adls} ADLs`,
        insurer: r.insurer,
        insurerShortName: r.insurerShortName,
        planName: r.planName,
        planShortName: r.planShortName,
        type: `${r.adls} ADLs`,
        sumInsuredCents: priced.sumInsured * 100,
        premiumTerm: r.premiumTerm,
        premiumCents: priced.premiumCents,
        promo: hasPromo(r.insurer, r.planName),
      },
    ];
  });
  // By premium, the larger benefit for the budget ranks first; by sum insured, the lower premium.
  const ranked = body.searchBySA
    ? rankByPremium(result, (r) => r.premiumCents)
    : rankByPremium(result, (r) => -r.sumInsuredCents);
  return { success: true, result: [ranked, infos], dataset: ctx.dataset.info };
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
  // spec 001 §6: maternity plans are for a female insured only.
  if (!ctx || body.gender !== 'F')
    return { success: true, result: [], infos: [], matrices: empty, dataset: ctx?.dataset.info ?? null };
  const planTypes = body.policyType === 'All' ? ['Standalone', 'Bundle'] : [body.policyType];
  const rows = await cachedRows(deps, 'findMaternityRows', (q) => repo.findMaternityRows(deps.db, q), {
    versionId: ctx.dataset.id,
    anb: body.anb,
    sumInsuredCents: body.sumInsured * 100,
    pregnancyType: body.pregnancyType,
    planTypes,
    onlyInsurers: ctx.onlyInsurers,
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
  };
}
