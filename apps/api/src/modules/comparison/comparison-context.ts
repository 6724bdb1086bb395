import type { BuiltComparisonType, OverviewReply, ProductInfo } from '@portal/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { findCurrentDataset, loadProductInfos, type CurrentDataset } from '../products/products.service.js';
import { memoByVersion } from '../products/version-cache.js';
import { findDisplaySetting } from './display-settings.repository.js';
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
  // Both reads are in-process copies on PGlite (ADR 0009); on Postgres they run side by side.
  const [dataset, onlyInsurers] = await Promise.all([
    findCurrentDataset(deps, type),
    findDisplaySetting(deps.db, adviserId, type),
  ]);
  return dataset ? { dataset, onlyInsurers } : null;
}

/** Premium rows of a version for one query (its version id and insurer filter included): immutable, so read once (ADR 0007). */
export function cachedRows<Q extends { versionId: number }, T>(
  deps: ComparisonDeps,
  name: string,
  load: (query: Q) => PromiseLike<T>,
  query: Q,
): Promise<T> {
  return memoByVersion(deps.db, `rows|${name}|${JSON.stringify(query)}`, () => load(query));
}

/**
 * A search's reply as sent: validated against its contract and serialized once per (type, version in
 * force, Singapore day, insurer filter, body), which is everything it depends on; the adviser is not in
 * the key because nothing of the adviser's but the filter is in the reply (ADR 0009). No context (no
 * dataset yet): computed every time.
 */
export async function searchReplyJson(
  deps: ComparisonDeps,
  type: BuiltComparisonType,
  ctx: SearchContext | null,
  body: unknown,
  replySchema: z.ZodType,
  search: () => Promise<unknown>,
): Promise<string> {
  const toJson = async () => JSON.stringify(z.encode(replySchema, await search()));
  if (!ctx) return toJson();
  const { dataset, onlyInsurers } = ctx;
  const key = `reply|${type}|${dataset.id}|${dataset.today}|${JSON.stringify([onlyInsurers, body])}`;
  return memoByVersion(deps.db, key, toJson);
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
