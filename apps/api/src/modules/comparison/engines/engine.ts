import type { BuiltComparisonType, ComparisonToolOf } from '@portal/contracts';
import type { z } from 'zod';
import type { CurrentDataset, loadProductInfos } from '../../products/products.service.js';
import type { ComparisonDeps } from '../comparison-context.js';
import type { OutcomeFacts } from '../search-outcome.js';

// Issue 10, ADR 0022: a tool's engine is the part of a search only that tool knows: which rows its
// query finds and how one becomes a result row. The pipeline does the rest, the same for every tool.

export type BodyOf<T extends BuiltComparisonType> = z.output<ComparisonToolOf<T>['bodySchema']>;
export type RowOf<T extends BuiltComparisonType> = z.output<ComparisonToolOf<T>['rowSchema']>;
export type ReplyOf<T extends BuiltComparisonType> = z.output<ComparisonToolOf<T>['replySchema']>;
export type ExtraOf<T extends BuiltComparisonType> = ComparisonToolOf<T>['emptyExtra'];
export type LoadedInfos = Awaited<ReturnType<typeof loadProductInfos>>;

/** A priced plan before it becomes result rows: whose it is, for the display filter and its info. */
export interface Candidate {
  insurer: string;
  planName: string;
  planId: number;
}

export interface EngineSearch<C extends Candidate> {
  /** Every insurer's candidates, before the adviser's display filter (issue 9 counts what it hid). */
  candidates: C[];
  /** What explains an empty result (issue 9), besides the tool's type. */
  facts: Omit<OutcomeFacts, 'type'>;
}

export interface ComparisonEngine<T extends BuiltComparisonType, C extends Candidate = Candidate> {
  find(deps: ComparisonDeps, dataset: CurrentDataset, body: BodyOf<T>): Promise<EngineSearch<C>>;
  /** The result rows of one shown candidate (Multi-pay CI lists one per sum insured). */
  toRows(candidate: C, body: BodyOf<T>, hasPromo: boolean): RowOf<T>[];
  /** spec 001 §2: results rank by this, lowest first, ties by insurer then plan. */
  rankKey(row: RowOf<T>, body: BodyOf<T>): number;
  /** What the reply carries beside rows and infos (Maternity's matrices); absent: the tool's empty one. */
  extraOf?(loaded: LoadedInfos): ExtraOf<T>;
}

/** Rows of a version for one query (version id and filters in the key): immutable, so read once (ADR 0007). */
export function cachedRows<Q extends { versionId: number }, R>(
  deps: ComparisonDeps,
  name: string,
  load: (query: Q) => PromiseLike<R>,
  query: Q,
): Promise<R> {
  return deps.cache.remember(`rows|${name}|${JSON.stringify(query)}`, () => load(query));
}
