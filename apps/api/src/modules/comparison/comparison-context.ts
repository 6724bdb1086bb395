import type { BuiltComparisonType, OverviewReply, ProductInfo } from '@portal/contracts';
import type { AppDeps } from '../../app-deps.js';
import { loadProductInfos, todayInSingapore, type CurrentDataset } from '../products/products.service.js';
import { memoByVersion } from '../products/version-cache.js';
import { findVersionAndSetting } from './comparison.repository.js';
import { findInsurersOfVersion } from '../products/products.repository.js';

export type ComparisonDeps = Pick<AppDeps, 'db' | 'clock'>;

export interface SearchContext {
  dataset: CurrentDataset;
  /** The adviser's display setting for the type; empty means every insurer (spec 001 §3). */
  onlyInsurers: string[];
}

/** The dataset in force and the adviser's insurer filter; null when the type has no data yet. */
export async function loadSearchContext(
  deps: ComparisonDeps,
  adviserId: string,
  type: BuiltComparisonType,
): Promise<SearchContext | null> {
  const today = todayInSingapore(deps.clock.now());
  const row = await findVersionAndSetting(deps.db, type, today, adviserId);
  if (!row) return null;
  const dataset = { id: row.id, info: { effectiveDate: row.effectiveDate, isSample: row.isSample }, today };
  return { dataset, onlyInsurers: row.onlyInsurers ?? [] };
}

/** Premium rows of a version for one query (its version id and insurer filter included): immutable, so read once (ADR 0007). */
export function cachedRows<Q extends { versionId: number }, T>(
  deps: ComparisonDeps,
  name: string,
  load: (query: Q) => Promise<T>,
  query: Q,
): Promise<T> {
  return memoByVersion(deps.db, `rows|${name}|${JSON.stringify(query)}`, () => load(query));
}

/** Product info for the plans in the result, each once (spec 001 §7: result[1]). */
export async function infosFor(
  deps: ComparisonDeps,
  ctx: SearchContext,
  planIds: number[],
): Promise<ProductInfo[]> {
  return (await loadProductInfos(deps, ctx.dataset, planIds)).map((r) => r.info);
}

/** spec 001 §2 Promo Y/N: a row has a promo when its plan's info has a valid one. */
export function promoLookup(infos: ProductInfo[]): (insurer: string, planName: string) => boolean {
  const valid = new Set(infos.filter((i) => i.customerPromo.valid).map((i) => `${i.insurer}|${i.planName}`));
  return (insurer, planName) => valid.has(`${insurer}|${planName}`);
}

export async function loadOverview(
  deps: ComparisonDeps,
  adviserId: string,
  type: BuiltComparisonType,
): Promise<OverviewReply> {
  const ctx = await loadSearchContext(deps, adviserId, type);
  const insurers = ctx ? await findInsurersOfVersion(deps.db, type, ctx.dataset.id) : [];
  return {
    comparisonType: type,
    insurers,
    onlyDisplayInsurers: ctx?.onlyInsurers ?? [],
    dataset: ctx?.dataset.info ?? null,
  };
}
