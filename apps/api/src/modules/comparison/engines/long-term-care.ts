import { LTC_DEFAULTS, SEARCH_OUTCOME_MESSAGES } from '@portal/contracts';
import { isEscalationPlan, ltcBenefitForBudget, premiumFromRate } from '@portal/core';
import { LTC_PREMIUMS } from '../../../db/premium-tables/long-term-care.js';
import { findPremiumRows } from '../comparison.repository.js';
import type { ComparisonDeps } from '../comparison-context.js';
import { cachedRows, type ComparisonEngine } from './engine.js';

const findRows = (db: ComparisonDeps['db'], query: Parameters<(typeof LTC_PREMIUMS)['where']>[0]) =>
  findPremiumRows(db, LTC_PREMIUMS, query);

type LtcRate = Awaited<ReturnType<typeof findRows>>[number];
type LtcCandidate = LtcRate & { sumInsured: number; premiumCents: number };

// spec 001 §2, §3, §5 Long Term Care: priced by sum insured, or the largest benefit a premium buys.
export const LONG_TERM_CARE_ENGINE: ComparisonEngine<'longTermCare', LtcCandidate> = {
  async find(deps, dataset, body) {
    const adls = [...(body._2ADLs ? [2] : []), ...(body._3ADLs ? [3] : [])];
    const rates = await cachedRows(deps, 'findLtcRows', (q) => findRows(deps.db, q), {
      versionId: dataset.id,
      anb: body.anb,
      gender: body.gender,
      adls,
    });
    // spec 001 §5: plans whose name contains % are escalation plans, shown only when asked for.
    const eligible = rates.filter((r) => body._escalation || !isEscalationPlan(r.planName));
    const sumInsured = body.sumInsured ?? LTC_DEFAULTS.sumInsured;
    const candidates = eligible.flatMap((r) => {
      const price = body.searchBySA
        ? { sumInsured, premiumCents: premiumFromRate(r.ratePer100Cents, sumInsured, 100) }
        : ltcBenefitForBudget(Math.round((body.premium ?? 0) * 100), r.ratePer100Cents);
      return price.sumInsured > 0 ? [{ ...r, ...price }] : [];
    });
    return {
      candidates,
      facts: {
        anb: body.anb,
        after: () =>
          eligible.length === 0 && rates.length > 0
            ? SEARCH_OUTCOME_MESSAGES.ltcEscalationOnly
            : eligible.length > 0 && !body.searchBySA
              ? SEARCH_OUTCOME_MESSAGES.ltcBudgetTooLow(body.premium ?? 0)
              : null,
      },
    };
  },
  toRows: (r, _body, promo) => [
    {
      uniqueID: `${r.insurer} - ${r.planName} - ${r.adls} ADLs`,
      insurer: r.insurer,
      insurerShortName: r.insurerShortName,
      planName: r.planName,
      planShortName: r.planShortName,
      type: `${r.adls} ADLs`,
      sumInsuredCents: r.sumInsured * 100,
      premiumTerm: r.premiumTerm,
      premiumCents: r.premiumCents,
      promo,
    },
  ],
  // By premium, the larger benefit for the budget ranks first; by sum insured, the lower premium.
  rankKey: (row, body) => (body.searchBySA ? row.premiumCents : -row.sumInsuredCents),
};
