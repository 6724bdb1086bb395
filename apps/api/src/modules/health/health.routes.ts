import { API_PATHS, readyReplySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readiness } from './health.service.js';

export function healthRoutes(readiness: Readiness): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API_PATHS.ready,
      { schema: { response: { 200: readyReplySchema, 503: readyReplySchema } } },
      async (_request, reply) =>
        readiness.current() ? { ready: true } : reply.code(503).send({ ready: false }),
    );
  };
}
