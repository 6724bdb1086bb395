import {
  BUILT_COMPARISON_TYPES,
  DEV_CODES,
  LINK_PATHS,
  SERVER_MESSAGES,
  disableBodySchema,
  republishBodySchema,
  republishReplySchema,
  disableReplySchema,
  editBodySchema,
  editReplySchema,
  listBodySchema,
  listReplySchema,
  publicComparisonSchema,
  uploadBodySchema,
  uploadReplySchema,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { HttpError } from '../../platform/http-error.js';
import { requireAdviserId } from '../session/authenticate.js';
import * as links from './links.service.js';
import { viewsOfRequest } from './link-notices.js';
import type { LinkGuard } from './link-guard.js';
import type { ViewRecorder } from './view-recorder.js';

/** Issue 6: what a client link answers never lands in a cache, a search index or a Referer header. */
export function setPublicLinkHeaders(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
  reply.header('referrer-policy', 'no-referrer');
}

export const linkParamsSchema = z.object({ rnf: z.string().max(40), id: z.string().max(64) });

// spec 000 §7 upload and spec 002 §7 manager calls, with the adviser's bearer token.
export function linksRoutes(deps: AppDeps, guard: LinkGuard, views: ViewRecorder): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: app.authenticate };
    app.post(
      LINK_PATHS.list,
      { ...auth, schema: { body: listBodySchema, response: { 200: listReplySchema } } },
      (request) => links.listComparisons(deps, views, requireAdviserId(request), request.body.RNF),
    );
    app.post(
      LINK_PATHS.edit,
      { ...auth, schema: { body: editBodySchema, response: { 200: editReplySchema } } },
      (request) => links.editComparison(deps, requireAdviserId(request), request.body),
    );
    app.post(
      LINK_PATHS.disable,
      { ...auth, schema: { body: disableBodySchema, response: { 200: disableReplySchema } } },
      (request) => links.disableComparison(deps, requireAdviserId(request), request.body.uniqueID),
    );
    app.post(
      LINK_PATHS.republish,
      { ...auth, schema: { body: republishBodySchema, response: { 200: republishReplySchema } } },
      (request) => links.republishComparison(deps, requireAdviserId(request), request.body.id),
    );
    app.post(
      LINK_PATHS.upload,
      {
        ...auth,
        schema: {
          params: z.object({ type: z.enum(BUILT_COMPARISON_TYPES) }),
          body: uploadBodySchema,
          response: { 200: uploadReplySchema },
        },
      },
      (request) => {
        if (request.body.type !== request.params.type)
          throw new HttpError(400, SERVER_MESSAGES.invalidBody, DEV_CODES.validation);
        return links.publishComparison(deps, requireAdviserId(request), request.body);
      },
    );
    app.get(
      LINK_PATHS.publicView,
      { schema: { params: linkParamsSchema, response: { 200: publicComparisonSchema } } },
      async (request, reply) => {
        setPublicLinkHeaders(reply);
        if (!guard.admit(request.ip))
          throw new HttpError(429, SERVER_MESSAGES.rateLimited, DEV_CODES.rateLimited);
        const { rnf, id } = request.params;
        const counted = viewsOfRequest(deps.config.jwtSecret, views, id, request.query);
        const found = await links.openPublished(deps, counted, rnf, id);
        if (!found) {
          await guard.recordMiss(request.ip);
          throw new HttpError(404, SERVER_MESSAGES.notFound, DEV_CODES.notFound);
        }
        return found;
      },
    );
  };
}
