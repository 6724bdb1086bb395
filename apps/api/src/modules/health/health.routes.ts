import { API_PATHS, readyReplySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { isReady } from './health.service.js';

export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API_PATHS.ready,
      { schema: { response: { 200: readyReplySchema, 503: readyReplySchema } } },
      async (_request, reply) =>
        (await isReady(deps)) ? { ready: true } : reply.code(503).send({ ready: false }),
    );
  };
}
