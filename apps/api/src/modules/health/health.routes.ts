import { API_PATHS, readyReplySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Drain } from '../../platform/drain.js';
import type { Readiness } from './health.service.js';

/** Issue 18: for load balancers and orchestrators (docs/deploy.md, ADR 0019); the SPA never calls them. */
export const HEALTH_PATHS = { live: '/api/live', ready: '/api/ready' } as const;

const liveReplySchema = z.object({ live: z.literal(true) });

export function healthRoutes(readiness: Readiness, drain: Drain): FastifyPluginAsyncZod {
  return async (app) => {
    // spec 000 §2.1: the sign-in page's check; it reports the database only, as it always has.
    app.get(
      API_PATHS.ready,
      { schema: { response: { 200: readyReplySchema, 503: readyReplySchema } } },
      async (_request, reply) =>
        readiness.current() ? { ready: true } : reply.code(503).send({ ready: false }),
    );
    // Liveness: the process answers; no database, so a slow database never gets the process restarted.
    app.get(HEALTH_PATHS.live, { schema: { response: { 200: liveReplySchema } } }, () => ({
      live: true as const,
    }));
    // Readiness: 503 from the first moment of a drain, else whether the database answers.
    app.get(
      HEALTH_PATHS.ready,
      { schema: { response: { 200: readyReplySchema, 503: readyReplySchema } } },
      async (_request, reply) => {
        const ready = !drain.isDraining && readiness.current();
        // A proxy must always ask again rather than reuse an answer.
        reply.header('cache-control', 'no-store');
        return ready ? { ready } : reply.code(503).send({ ready });
      },
    );
  };
}
