import { MATERNITY_MATRICES, SEARCH_OUTCOME_MESSAGES, type MaternityReply } from '@portal/contracts';
import { MATERNITY_PREMIUMS } from '../../../db/premium-tables/maternity.js';
import { findPremiumRows } from '../comparison.repository.js';
import type { ComparisonDeps } from '../comparison-context.js';
import { cachedRows, type ComparisonEngine } from './engine.js';

const findRows = (db: ComparisonDeps['db'], query: Parameters<(typeof MATERNITY_PREMIUMS)['where']>[0]) =>
  findPremiumRows(db, MATERNITY_PREMIUMS, query);

type MaternityCandidate = Awaited<ReturnType<typeof findRows>>[number];

const emptyMatrices = (): MaternityReply['matrices'] => ({
  featureTableData: {},
  pregnancyComplicationTableData: {},
  congenitalIllnessesTableData: {},
});

// spec 001 §2, §3, §6 Maternity: a female insured only; the reply carries each insurer's matrices.
export const MATERNITY_ENGINE: ComparisonEngine<'maternity', MaternityCandidate> = {
  async find(deps, dataset, body) {
    const isFemale = body.gender === 'F';
    const planTypes = body.policyType === 'All' ? ['Standalone', 'Bundle'] : [body.policyType];
    const candidates = isFemale
      ? await cachedRows(deps, 'findMaternityRows', (q) => findRows(deps.db, q), {
          versionId: dataset.id,
          anb: body.anb,
          sumInsuredCents: body.sumInsured * 100,
          pregnancyType: body.pregnancyType,
          planTypes,
        })
      : [];
    return {
      candidates,
      facts: { anb: body.anb, before: isFemale ? null : SEARCH_OUTCOME_MESSAGES.maternityFemaleOnly },
    };
  },
  toRows: (r, _body, promo) => [
    {
      uniqueID: `${r.insurer} - ${r.planName} - ${r.pregnancyType}`,
      insurer: r.insurer,
      insurerShortName: r.insurerShortName,
      planName: r.planName,
      planShortName: r.planShortName,
      coverIVF: r.pregnancyType === 'IVF',
      planType: r.planType === 'Bundle' ? 'Bundle' : 'Standalone',
      sumInsuredCents: r.sumInsuredCents,
      premiumCents: r.premiumCents,
      promo,
    },
  ],
  rankKey: (row) => row.premiumCents,
  // spec 001 §3: the three Yes/No grids are static per insurer, kept in the product info's extra.
  extraOf(loaded) {
    const matrices = emptyMatrices();
    for (const { row } of loaded) {
      for (const name of MATERNITY_MATRICES) {
        const grid = row.info.extra[name];
        if (grid && typeof grid === 'object' && !Array.isArray(grid))
          matrices[name][row.insurer] = grid as Record<string, string>;
      }
    }
    return matrices;
  },
};
