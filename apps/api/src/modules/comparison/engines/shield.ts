import { SEARCH_OUTCOME_MESSAGES } from '@portal/contracts';
import { splitShieldPremium } from '@portal/core';
import { SHIELD_PREMIUMS } from '../../../db/premium-tables/shield.js';
import { findPremiumRows } from '../comparison.repository.js';
import type { ComparisonDeps } from '../comparison-context.js';
import { cachedRows, type ComparisonEngine } from './engine.js';

const findRows = (db: ComparisonDeps['db'], query: Parameters<(typeof SHIELD_PREMIUMS)['where']>[0]) =>
  findPremiumRows(db, SHIELD_PREMIUMS, query);

type ShieldCandidate = Awaited<ReturnType<typeof findRows>>[number];

// spec 001 §2, §3 Integrated Shield: one premium per plan tier by ANB and coverage type.
export const SHIELD_ENGINE: ComparisonEngine<'shieldSingle', ShieldCandidate> = {
  async find(deps, dataset, { query }) {
    // spec 001 §2: SG citizens and PRs only; FR is offered but disabled, so it finds no plans.
    const isResident = query.residency === 'SGPR';
    const candidates = isResident
      ? await cachedRows(deps, 'findShieldRows', (q) => findRows(deps.db, q), {
          versionId: dataset.id,
          anb: query.anb,
          coverageType: query.comparisonType,
        })
      : [];
    return {
      candidates,
      facts: { anb: query.anb, before: isResident ? null : SEARCH_OUTCOME_MESSAGES.shieldResidency },
    };
  },
  toRows: (r, { query }, promo) => {
    // CPF's withdrawal limit for this insured's age, whatever the insurer's sheet quoted (core rule)
    const paid = splitShieldPremium({ medisaveCents: r.medisaveCents, cashCents: r.cashCents }, query.anb);
    return [
      {
        uniqueID: `${r.insurer} - ${r.planName}`,
        insurer: r.insurer,
        insurerShortName: r.insurerShortName,
        planName: r.planName,
        planShortName: r.planShortName,
        planTier: r.planTier,
        premiumMediSaveCents: paid.medisaveCents,
        premiumCashCents: paid.cashCents,
        premiumTotalCents: paid.medisaveCents + paid.cashCents,
        promo,
      },
    ];
  },
  rankKey: (row) => row.premiumTotalCents,
};
