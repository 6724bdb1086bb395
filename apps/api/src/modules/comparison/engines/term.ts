import { SEARCH_OUTCOME_MESSAGES, type TermCover } from '@portal/contracts';
import { priceTermPlans, requestedTermCovers } from '@portal/core';
import { TERM_PREMIUMS } from '../../../db/premium-tables/term.js';
import { findPremiumRows } from '../comparison.repository.js';
import type { ComparisonDeps } from '../comparison-context.js';
import { cachedRows, type ComparisonEngine } from './engine.js';
import { policyTermsLabel } from './term-words.js';

const findRows = (db: ComparisonDeps['db'], query: Parameters<(typeof TERM_PREMIUMS)['where']>[0]) =>
  findPremiumRows(db, TERM_PREMIUMS, query);

type TermPlan = Awaited<ReturnType<typeof findRows>>[number];
type TermCandidate = ReturnType<typeof priceTermPlans>[number] & {
  plan: TermPlan;
  insurer: string;
  planName: string;
  planId: number;
};

const COVER_NAMES = { ci: 'Advanced CI', eci: 'Early CI', tpd: 'TPD', death: 'death' } as const;

// spec 001 §2, §3, §5 Term: the premium is summed across the requested covers; a plan lacking one drops out.
export const TERM_ENGINE: ComparisonEngine<'term', TermCandidate> = {
  async find(deps, dataset, body) {
    const requested = requestedTermCovers(body);
    const rates = await cachedRows(deps, 'findTermRates', (q) => findRows(deps.db, q), {
      versionId: dataset.id,
      anb: body.anb,
      gender: body.gender,
      smoker: body.smoker,
      policyTerms: [body.term],
      covers: requested.map((r) => r.cover),
    });
    const plansByKey = new Map(rates.map((r) => [String(r.planId), r]));
    const candidates = priceTermPlans(
      rates.map((r) => ({
        planKey: String(r.planId),
        cover: r.cover as TermCover,
        ratePer1000Cents: r.ratePer1000Cents,
      })),
      requested,
    ).flatMap((p) => {
      const plan = plansByKey.get(p.planKey);
      return plan
        ? [{ ...p, plan, insurer: plan.insurer, planName: plan.planName, planId: plan.planId }]
        : [];
    });
    const extraCovers = requested.filter((r) => r.cover === 'ci' || r.cover === 'eci');
    return {
      candidates,
      facts: {
        anb: body.anb,
        policyTerms: [body.term],
        termsLabel: policyTermsLabel([body.term]),
        after: () =>
          rates.length > 0 && extraCovers.length > 0
            ? SEARCH_OUTCOME_MESSAGES.termCovers(extraCovers.map((c) => COVER_NAMES[c.cover]).join(' and '))
            : null,
      },
    };
  },
  toRows: ({ plan, covers, premiumCents }, body, promo) => [
    {
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
      promo,
    },
  ],
  rankKey: (row) => row.premiumCents,
};
