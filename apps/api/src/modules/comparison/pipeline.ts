import { rankByPremium } from '@portal/core';
import { toolByType, type AnyComparisonTool, type BuiltComparisonType } from '@portal/contracts';
import { z } from 'zod';
import { loadProductInfos } from '../products/products.service.js';
import {
  loadSearchContext,
  promoLookup,
  type ComparisonDeps,
  type SearchContext,
} from './comparison-context.js';
import { ENGINES } from './engines/all-engines.generated.js';
import { encodedBytes, encodeReply, type EncodedReply } from './encoded-reply.js';
import type { BodyOf, ComparisonEngine, ReplyOf } from './engines/engine.js';
import { noDataOutcome, searchOutcome, shownRows } from './search-outcome.js';

// Issue 10, ADR 0022: every comparison, from the adviser's search and from publishing, runs here:
// version in force + the adviser's insurer filter -> the tool's engine -> rank -> reply -> cache.

/**
 * A search's reply as sent: validated against the tool's reply schema, serialized, encoded to UTF-8 and,
 * when large enough to gain, gzipped, once per (type, version in force, Singapore day, insurer filter,
 * body), which is everything it depends on; the adviser is not in the key because nothing of theirs but
 * the filter is in the reply (ADR 0009). A request then writes bytes already made: a string reply was
 * encoded again on every send, which on a load-all reply (Lifetime Income's 225 KB) cost most of the
 * request (ADR 0031). No dataset in force yet: computed every time.
 */
export async function runComparisonEncoded<T extends BuiltComparisonType>(
  deps: ComparisonDeps,
  adviserId: string,
  type: T,
  body: BodyOf<T>,
): Promise<EncodedReply> {
  const tool: AnyComparisonTool = toolByType(type);
  const ctx = await loadSearchContext(deps, adviserId, type);
  const encode = async () =>
    encodeReply(JSON.stringify(z.encode(tool.replySchema, await search(deps, type, ctx, body))));
  if (!ctx) return encode();
  const { dataset, onlyInsurers } = ctx;
  const key = `reply|${type}|${dataset.id}|${dataset.today}|${JSON.stringify([onlyInsurers, body])}`;
  // Sized by its bytes: brotli is made after it is kept, and is kept only when smaller than gzip.
  return deps.cache.remember(key, encode, { bytesOf: encodedBytes });
}

/** The same reply as data, for publishing: what the adviser's search answered, to the byte. */
export async function runComparison<T extends BuiltComparisonType>(
  deps: ComparisonDeps,
  adviserId: string,
  type: T,
  body: BodyOf<T>,
): Promise<ReplyOf<T>> {
  const { identity } = await runComparisonEncoded(deps, adviserId, type, body);
  return JSON.parse(identity.toString('utf8')) as ReplyOf<T>;
}

async function search(
  deps: ComparisonDeps,
  type: BuiltComparisonType,
  ctx: SearchContext | null,
  body: unknown,
): Promise<unknown> {
  const tool: AnyComparisonTool = toolByType(type);
  // Each engine is typed by its own tool; here every tool is handled alike.
  const engine = ENGINES[type] as unknown as ComparisonEngine<BuiltComparisonType>;
  const typedBody = body as BodyOf<BuiltComparisonType>;
  if (!ctx)
    return tool.toReply({
      rows: [],
      infos: [],
      dataset: null,
      outcome: noDataOutcome(type),
      extra: tool.emptyExtra,
    });
  const { candidates, facts } = await engine.find(deps, ctx.dataset, typedBody);
  const shown = shownRows(ctx, candidates);
  const outcome = await searchOutcome(deps, ctx, candidates, shown, { type, ...facts });
  const loaded = await loadProductInfos(
    deps,
    ctx.dataset,
    shown.map((c) => c.planId),
  );
  const infos = loaded.map((l) => l.info);
  const hasPromo = promoLookup(infos);
  const rows = shown.flatMap((c) => engine.toRows(c, typedBody, hasPromo(c.insurer, c.planName)));
  return tool.toReply({
    rows: rankByPremium(rows, (row) => engine.rankKey(row, typedBody)),
    infos,
    dataset: ctx.dataset.info,
    outcome,
    extra: engine.extraOf ? engine.extraOf(loaded) : tool.emptyExtra,
  });
}
