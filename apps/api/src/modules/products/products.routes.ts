import { DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { safeEqual } from '../../platform/crypto.js';
import { HttpError } from '../../platform/http-error.js';
import { DATASET_TYPES } from './dataset-file.js';
import { importDataset } from './products.service.js';
import { MAX_KEEP, pruneDatasets } from './dataset-prune.service.js';
import { requestMeta } from '../../platform/request-meta.js';

export const DATA_IMPORT_PATH = '/api/admin/data/import';
export const DATA_PRUNE_PATH = '/api/admin/data/prune';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const dataImportBodySchema = z.object({
  comparisonType: z.enum(DATASET_TYPES),
  dataset: z.unknown(),
  dryRun: z.boolean(),
  source: z.string().max(300),
  firstDataRow: z.number().int().min(1).max(2),
});
export const dataImportReplySchema = z.object({ ok: z.boolean(), lines: z.array(z.string()) });
export const dataPruneBodySchema = z.object({
  type: z.enum(DATASET_TYPES).optional(),
  keep: z.number().int().min(1).max(MAX_KEEP),
});

/** `npm run admin -- data import` and `data prune` while the server holds the PGlite directory (ADR 0002). */
export function productsAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const authoriseAdmin = async (request: FastifyRequest) => {
    const token = request.headers['x-admin-token'];
    const isLoopback = LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!isLoopback || typeof token !== 'string' || !safeEqual(token, deps.config.adminToken))
      throw new HttpError(403, SERVER_MESSAGES.forbidden, DEV_CODES.forbidden);
  };
  return async (app) => {
    app.post(
      DATA_IMPORT_PATH,
      {
        onRequest: authoriseAdmin,
        bodyLimit: 50 * 1024 * 1024,
        schema: { body: dataImportBodySchema, response: { 200: dataImportReplySchema } },
      },
      async (request) => {
        const { dataset, comparisonType, ...options } = request.body;
        const raw = dataset && typeof dataset === 'object' ? { ...dataset, comparisonType } : dataset;
        const outcome = await importDataset(deps, raw, options);
        return { ok: outcome.ok, lines: outcome.lines };
      },
    );
    // Issue 33: the audit entry names the CLI's request, as the other admin commands' do.
    app.post(
      DATA_PRUNE_PATH,
      {
        onRequest: authoriseAdmin,
        schema: { body: dataPruneBodySchema, response: { 200: dataImportReplySchema } },
      },
      async (request) => ({ ok: true, lines: await pruneDatasets(deps, request.body, requestMeta(request)) }),
    );
  };
}
