import {
  ILP_CUSTOM_PLANS,
  ilpCustomRow,
  ilpPiRow,
  ilpRankKey,
  type IlpBody,
  type IlpIllustration,
  type IlpRow,
  type ProductInfo,
} from '@portal/contracts';
import { ilpPlans, premiumFromRate } from '@portal/core';
import { ILP101_ILLUSTRATIONS } from '../../../db/premium-tables/ilp101.js';
import { loadProductInfos, type CurrentDataset } from '../../products/products.service.js';
import { findPremiumRows } from '../comparison.repository.js';
import type { ComparisonDeps } from '../comparison-context.js';
import { cachedRows, type ComparisonEngine } from './engine.js';

const findRows = (db: ComparisonDeps['db'], query: { versionId: number }) =>
  findPremiumRows(db, ILP101_ILLUSTRATIONS, query);
type IllustrationRow = Awaited<ReturnType<typeof findRows>>[number];

type IlpCandidate = { insurer: string; planName: string; planId: number; rowOf: (promo: boolean) => IlpRow };

/** Every illustrated plan of the version, its rows grouped; read once per version (ADR 0007). */
async function illustratedPlans(deps: ComparisonDeps, dataset: CurrentDataset) {
  const rows = await cachedRows(deps, 'findIlpIllustrations', (q) => findRows(deps.db, q), {
    versionId: dataset.id,
  });
  const byPlan = new Map<number, IllustrationRow[]>();
  for (const row of rows) byPlan.set(row.planId, [...(byPlan.get(row.planId) ?? []), row]);
  return [...byPlan.values()].map((planRows) => planRows as [IllustrationRow, ...IllustrationRow[]]);
}

/** A plan's illustration for the body's premium term, scaled by the monthly amount (core premiumFromRate). */
function illustrationOf(planRows: [IllustrationRow, ...IllustrationRow[]], term: number): IlpIllustration {
  const [first] = planRows;
  const ofTerm = planRows.filter((r) => r.policyTerm === term);
  const byYear = new Map(ofTerm.map((r) => [r.endOfYear, r.surrenderValuePerDollarCents]));
  return {
    insurer: first.insurer,
    insurerShortName: first.insurerShortName,
    planName: first.planName,
    planShortName: first.planShortName,
    terms: [...new Set(planRows.map((r) => r.policyTerm))],
    series:
      ofTerm.length === 0
        ? null
        : {
            minMonthlyCents: Math.max(...ofTerm.map((r) => r.minMonthlyPremiumCents)),
            years: Math.max(...ofTerm.map((r) => r.endOfYear)),
            surrenderValueCentsAt: (year, monthlyDollars) => {
              const rate = byYear.get(year);
              return rate === undefined ? undefined : premiumFromRate(rate, monthlyDollars, 1);
            },
          },
  };
}

/** spec 001 §7 ilp101PlanDetails: the details of every 101 plan in the version in force. */
export async function ilpPlanDetails(deps: ComparisonDeps, dataset: CurrentDataset): Promise<ProductInfo[]> {
  const plans = await illustratedPlans(deps, dataset);
  const loaded = await loadProductInfos(
    deps,
    dataset,
    plans.map(([first]) => first.planId),
  );
  return loaded.map((l) => l.info);
}

function customCandidates(plans: [IllustrationRow, ...IllustrationRow[]][], body: IlpBody): IlpCandidate[] {
  const byName = new Map(plans.map(([first]) => [first.planName, first]));
  return ILP_CUSTOM_PLANS.map((plan) => {
    const model = ilpPlans[plan.planKey];
    const stored = byName.get(model.planName);
    return {
      insurer: stored?.insurer ?? model.insurer,
      planName: model.planName,
      planId: stored?.planId ?? -1,
      rowOf: (promo) => ilpCustomRow(plan, body, (name) => byName.get(name)?.insurer, promo),
    };
  });
}

// spec 001 §2, §3, §7, §9; issue 13, ADR 0030. PI: the insurers' illustrations at 8% for the premium
// term, scaled to the monthly amount. Custom (publishing; the browser simulates the same rows itself):
// the five core models, their insurers named as the dataset names them.
export const ILP101_ENGINE: ComparisonEngine<'ilp101', IlpCandidate> = {
  async find(deps, dataset, body) {
    const plans = await illustratedPlans(deps, dataset);
    const candidates =
      body.comparisonType === 'custom'
        ? customCandidates(plans, body)
        : plans.map((planRows) => {
            const illustration = illustrationOf(planRows, body.policyPremiumTerm);
            return {
              insurer: illustration.insurer,
              planName: illustration.planName,
              planId: planRows[0].planId,
              rowOf: (promo: boolean) => ilpPiRow(illustration, body, promo),
            };
          });
    return { candidates, facts: {} };
  },
  toRows: (candidate, _body, promo) => [candidate.rowOf(promo)],
  rankKey: (row) => ilpRankKey(row),
};
