import { premiumFromRate } from '@portal/core';
import { MULTI_CI_PREMIUMS } from '../../../db/premium-tables/multi-pay-ci.js';
import { findPremiumRows } from '../comparison.repository.js';
import type { ComparisonDeps } from '../comparison-context.js';
import { cachedRows, type ComparisonEngine } from './engine.js';
import { policyTermsLabel } from './term-words.js';

const findRows = (db: ComparisonDeps['db'], query: Parameters<(typeof MULTI_CI_PREMIUMS)['where']>[0]) =>
  findPremiumRows(db, MULTI_CI_PREMIUMS, query);

type MultiCiCandidate = Awaited<ReturnType<typeof findRows>>[number];

// spec 001 §2, §3 Multi-pay CI: By Policy Term lists several amounts for one term; By Sum Insured
// several terms for one amount. Either way a row per (plan, term, amount), priced per 1,000.
export const MULTI_PAY_CI_ENGINE: ComparisonEngine<'multiPayCI', MultiCiCandidate> = {
  async find(deps, dataset, body) {
    const candidates = await cachedRows(deps, 'findMultiCiRows', (q) => findRows(deps.db, q), {
      versionId: dataset.id,
      anb: body.anb,
      gender: body.gender,
      smoker: body.smoker,
      policyTerms: body.term,
    });
    return {
      candidates,
      facts: { anb: body.anb, policyTerms: body.term, termsLabel: policyTermsLabel(body.term) },
    };
  },
  toRows: (r, body, promo) =>
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
      promo,
    })),
  rankKey: (row) => row.premiumCents,
};
