import { ENDOWMENT_COMPARE_AT_YEARS, type EndowmentFilters } from '@portal/contracts';
import type { EngineSearch } from './engine.js';
import type { ComparisonDeps } from '../comparison-context.js';
import type { CurrentDataset } from '../../products/products.service.js';
import {
  figuresOfScaled,
  findValueSeriesCandidates,
  scaledIllustrations,
  valueRowBase,
  valueRowRank,
  type ScaledIllustration,
  type ValueSeriesCandidate,
  type YearFigures,
} from './value-series-plans.js';

// Issue 11, spec 001 §3, §7, §9: Whole Life Endowment and Lifetime Income search alike (every plan
// priced for the insured's cell at the body's premium terms, else every term the tool sells) and rank
// alike; only how a row carries its figures at the compare years differs.

/** The body both tools share: the insured's cell and the adviser's filters. */
interface EndowmentBody extends EndowmentFilters {
  anb: number;
  gender: 'M' | 'F';
  smoker: 'NS' | 'S';
}

/** One row of a plan's scaled illustration, from the fields every row has and its compare-year figures. */
type RowOfFigures<Row> = (
  base: ReturnType<typeof valueRowBase>,
  scaled: ScaledIllustration,
  figures: readonly (YearFigures | null)[],
) => Row;

/** The engine of an endowment-family tool: `premiumTerms` it sells, `rowOf` its row. */
export function endowmentFamilyEngine<Row>(premiumTerms: readonly number[], rowOf: RowOfFigures<Row>) {
  return {
    async find(
      deps: ComparisonDeps,
      dataset: CurrentDataset,
      body: EndowmentBody,
    ): Promise<EngineSearch<ValueSeriesCandidate>> {
      const candidates = await findValueSeriesCandidates(deps, dataset, {
        entryAge: body.anb,
        gender: body.gender,
        smoker: body.smoker,
        premiumTerms: body.premiumTerms ?? premiumTerms,
        coverOption: '',
      });
      return { candidates, facts: { anb: body.anb, isIllustratedByEntryAge: true } };
    },
    toRows(candidate: ValueSeriesCandidate, body: EndowmentBody, promo: boolean): Row[] {
      const all = scaledIllustrations(candidate, body);
      const figuresOf = figuresOfScaled(all, ENDOWMENT_COMPARE_AT_YEARS);
      return all.map((scaled, k) =>
        rowOf(valueRowBase(candidate, scaled, body.anb, promo), scaled, figuresOf[k]!),
      );
    },
    rankKey: valueRowRank,
  };
}
