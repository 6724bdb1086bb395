import {
  ENDOWMENT_COMPARE_AT_YEARS,
  WHOLE_LIFE_ENDOWMENT_PREMIUM_TERMS,
  type WholeLifeEndowmentRow,
} from '@portal/contracts';
import { endowmentFamilyEngine } from './endowment-family.js';
import type { ComparisonEngine } from './engine.js';
import type { ValueSeriesCandidate } from './value-series-plans.js';

/** spec 001 §3's KPI keys at each compare year, in order. */
const KPI_KEYS = ENDOWMENT_COMPARE_AT_YEARS.map((n) => ({
  svGtd: `surrenderValue${n}Gtd`,
  svTotal: `surrenderValue${n}Total`,
  xirrGtd: `xirr${n}_gtd`,
  xirrTotal: `xirr${n}_total`,
}));

// Issue 11, spec 001 §3, §7, §9 Whole Life Endowment: every plan at every total premium, premium term
// and rate for the insured's cell (the page filters locally); the body's filters, when given, narrow it.
export const WHOLE_LIFE_ENDOWMENT_ENGINE: ComparisonEngine<'wholeLifeEndowment', ValueSeriesCandidate> =
  endowmentFamilyEngine(WHOLE_LIFE_ENDOWMENT_PREMIUM_TERMS, (base, _scaled, figures) => {
    // One object, its keys named once (ADR 0031: a row's twenty KPI keys built by template and spread
    // into a copy were most of the table's time)
    const row: Record<string, unknown> = base;
    KPI_KEYS.forEach((keys, i) => {
      const at = figures[i];
      row[keys.svGtd] = at?.surrenderValueGtd ?? null;
      row[keys.svTotal] = at?.surrenderValueTotal ?? null;
      row[keys.xirrGtd] = at?.xirr_gtd ?? null;
      row[keys.xirrTotal] = at?.xirr_total ?? null;
    });
    return row as WholeLifeEndowmentRow;
  });
