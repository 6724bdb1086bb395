import {
  ENDOWMENT_COMPARE_AT_YEARS,
  WHOLE_LIFE_ENDOWMENT_PREMIUM_TERMS,
  type WholeLifeEndowmentRow,
} from '@portal/contracts';
import type { ComparisonEngine } from './engine.js';
import {
  figuresOfScaled,
  findValueSeriesCandidates,
  scaledIllustrations,
  valueRowBase,
  valueRowRank,
  type ValueSeriesCandidate,
} from './value-series-plans.js';

// Issue 11, spec 001 §3, §7, §9 Whole Life Endowment: every plan at every total premium, premium term
// and rate for the insured's cell (the page filters locally); the body's filters, when given, narrow it.
export const WHOLE_LIFE_ENDOWMENT_ENGINE: ComparisonEngine<'wholeLifeEndowment', ValueSeriesCandidate> = {
  async find(deps, dataset, body) {
    const candidates = await findValueSeriesCandidates(deps, dataset, {
      entryAge: body.anb,
      gender: body.gender,
      smoker: body.smoker,
      premiumTerms: body.premiumTerms ?? WHOLE_LIFE_ENDOWMENT_PREMIUM_TERMS,
      coverOption: '',
    });
    return { candidates, facts: { anb: body.anb } };
  },
  toRows: (candidate, body, promo) => {
    const all = scaledIllustrations(candidate, body);
    const figuresOf = figuresOfScaled(all, ENDOWMENT_COMPARE_AT_YEARS);
    return all.map((scaled, k): WholeLifeEndowmentRow => {
      const kpis: Record<string, number | null> = {};
      const figures = figuresOf[k]!;
      ENDOWMENT_COMPARE_AT_YEARS.forEach((n, i) => {
        const at = figures[i];
        kpis[`surrenderValue${n}Gtd`] = at?.surrenderValueGtd ?? null;
        kpis[`surrenderValue${n}Total`] = at?.surrenderValueTotal ?? null;
        kpis[`xirr${n}_gtd`] = at?.xirr_gtd ?? null;
        kpis[`xirr${n}_total`] = at?.xirr_total ?? null;
      });
      return { ...valueRowBase(candidate, scaled, body.anb, promo), ...kpis } as WholeLifeEndowmentRow;
    });
  },
  rankKey: valueRowRank,
};
