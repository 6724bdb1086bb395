import type { BuiltComparisonType, OverviewReply, ProductInfo } from '@portal/contracts';
import type { AppDeps } from '../../app-deps.js';
import { findCurrentDataset, type CurrentDataset } from '../products/products.service.js';
import { findInsurersOfVersion } from '../products/products.repository.js';
import { findInsurerFilter } from './display-settings.service.js';

export type ComparisonDeps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

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
  // Both reads are cached copies on PGlite (ADR 0009); on Postgres they run side by side.
  const [dataset, onlyInsurers] = await Promise.all([
    findCurrentDataset(deps, type),
    findInsurerFilter(deps, adviserId, type),
  ]);
  return dataset ? { dataset, onlyInsurers } : null;
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
