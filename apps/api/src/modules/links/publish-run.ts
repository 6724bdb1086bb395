import {
  DEV_CODES,
  datasetInfoSchema,
  toolByType,
  type AnyComparisonTool,
  type BuiltComparisonType,
  type DatasetInfo,
  type ProductInfo,
} from '@portal/contracts';
import type { ComparisonDeps } from '../comparison/comparison-context.js';
import type { BodyOf } from '../comparison/engines/engine.js';
import { runComparison } from '../comparison/pipeline.js';
import { HttpError } from '../../platform/http-error.js';

/** What a publish keeps of the comparison, whatever the tool. */
export interface PublishedComparisonRun {
  query: Record<string, unknown>;
  rows: Record<string, unknown>[];
  infos: ProductInfo[];
  dataset: DatasetInfo | null;
}

/**
 * Issue 10, ADR 0027: publishing runs the adviser's own search, through the same pipeline and cache,
 * with the query picked out of the loose upload payload by the tool's body schema (spec 000 §3). The
 * browser's rows are never trusted (ADR 0010).
 */
export async function runPublishedComparison(
  deps: ComparisonDeps,
  adviserId: string,
  type: BuiltComparisonType,
  payload: unknown,
): Promise<PublishedComparisonRun> {
  const tool: AnyComparisonTool = toolByType(type);
  const parsed = tool.bodySchema.safeParse(payload);
  if (!parsed.success)
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid query', DEV_CODES.validation);
  const query = parsed.data as BodyOf<BuiltComparisonType>;
  // The reply as the adviser's browser reads it: the JSON the search answered, parsed by its schema.
  const reply: unknown = tool.replySchema.parse(await runComparison(deps, adviserId, type, query));
  return {
    query: query as Record<string, unknown>,
    rows: tool.rowsOf(reply) as Record<string, unknown>[],
    infos: tool.infosOf(reply),
    dataset: datasetInfoSchema.nullable().parse((reply as { dataset?: unknown }).dataset ?? null),
  };
}
