import {
  DEV_CODES,
  ltcBodySchema,
  maternityBodySchema,
  multiCiBodySchema,
  shieldBodySchema,
  termBodySchema,
  type BuiltComparisonType,
  type DatasetInfo,
  type ProductInfo,
} from '@portal/contracts';
import type { z } from 'zod';
import {
  compareLongTermCare,
  compareMaternity,
  compareShield,
} from '../comparison/comparison-health.service.js';
import { compareMultiCi, compareTerm } from '../comparison/comparison-life.service.js';
import type { ComparisonDeps } from '../comparison/comparison-context.js';
import { HttpError } from '../../platform/http-error.js';

/** One comparison answer in the shape the snapshot keeps, whatever the tool. */
export interface ComparisonOutcome {
  query: Record<string, unknown>;
  rows: Record<string, unknown>[];
  infos: ProductInfo[];
  dataset: DatasetInfo | null;
}

/** The tool's own body schema picks its query fields out of the loose upload payload (spec 000 §3). */
function parseQuery<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid query', DEV_CODES.validation);
  return parsed.data;
}

type Runner = (deps: ComparisonDeps, adviserId: string, payload: unknown) => Promise<ComparisonOutcome>;

// Issue 6: the server runs the query again at publish time, through the same service the search uses.
export const PUBLISH_RUNNERS: Record<BuiltComparisonType, Runner> = {
  shieldSingle: async (deps, adviserId, payload) => {
    const query = parseQuery(shieldBodySchema, payload);
    const r = await compareShield(deps, adviserId, query);
    return { query, rows: r.result[0], infos: r.result[1], dataset: r.dataset };
  },
  longTermCare: async (deps, adviserId, payload) => {
    const query = parseQuery(ltcBodySchema, payload);
    const r = await compareLongTermCare(deps, adviserId, query);
    return { query, rows: r.result[0], infos: r.result[1], dataset: r.dataset };
  },
  maternity: async (deps, adviserId, payload) => {
    const query = parseQuery(maternityBodySchema, payload);
    const r = await compareMaternity(deps, adviserId, query);
    return { query, rows: r.result, infos: r.infos, dataset: r.dataset };
  },
  multiPayCI: async (deps, adviserId, payload) => {
    const query = parseQuery(multiCiBodySchema, payload);
    const r = await compareMultiCi(deps, adviserId, query);
    return { query, rows: r.result[0], infos: r.result[1], dataset: r.dataset };
  },
  term: async (deps, adviserId, payload) => {
    const query = parseQuery(termBodySchema, payload);
    const r = await compareTerm(deps, adviserId, query);
    return { query, rows: r.result[0], infos: r.result[1], dataset: r.dataset };
  },
};
