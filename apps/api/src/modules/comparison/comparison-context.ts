import type { BuiltComparisonType, OverviewReply, ProductInfo } from '@portal/contracts';
import type { AppDeps } from '../../app-deps.js';
import { findCurrentDataset, loadProductInfos, type CurrentDataset } from '../products/products.service.js';
import { findInsurersOfVersion } from '../products/products.repository.js';
import { findDisplaySetting } from './display-settings.repository.js';

export type ComparisonDeps = Pick<AppDeps, 'db' | 'clock'>;

export interface SearchContext {
  dataset: CurrentDataset;
  /** The adviser's display setting for the type; empty means every insurer (spec 001 §3). */
  onlyInsurers: string[];
}

/** The dataset in force and the adviser's insurer filter; null when the type has no data yet. */
export async function loadSearchContext(deps: ComparisonDeps, adviserId: string, type: BuiltComparisonType): Promise<SearchContext | null> {
  const [dataset, onlyInsurers] = await Promise.all([findCurrentDataset(deps, type), findDisplaySetting(deps.db, adviserId, type)]);
  return dataset ? { dataset, onlyInsurers } : null;
}

/** Product info for the plans in the result, each once (spec 001 §7: result[1]). */
export async function infosFor(deps: ComparisonDeps, ctx: SearchContext, planIds: number[]): Promise<ProductInfo[]> {
  return (await loadProductInfos(deps, ctx.dataset, planIds)).map((r) => r.info);
}

/** spec 001 §2 Promo Y/N: a row has a promo when its plan's info has a valid one. */
export function promoLookup(infos: ProductInfo[]): (insurer: string, planName: string) => boolean {
  const valid = new Set(infos.filter((i) => i.customerPromo.valid).map((i) => `${i.insurer}|${i.planName}`));
  return (insurer, planName) => valid.has(`${insurer}|${planName}`);
}

export async function loadOverview(deps: ComparisonDeps, adviserId: string, type: BuiltComparisonType): Promise<OverviewReply> {
  const ctx = await loadSearchContext(deps, adviserId, type);
  const insurers = ctx ? await findInsurersOfVersion(deps.db, type, ctx.dataset.id) : [];
  return { comparisonType: type, insurers, onlyDisplayInsurers: ctx?.onlyInsurers ?? [], dataset: ctx?.dataset.info ?? null };
}
