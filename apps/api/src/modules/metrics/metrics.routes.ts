import { DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Metrics } from './metrics.js';

export const METRICS_PATH = '/metrics';
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Issue 18: GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; anyone else, and
 * everyone when the token is unset, gets the API's ordinary 404, as if there were no such route.
 */
export function metricsRoutes(metrics: Metrics | undefined, token: string | undefined) {
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  return async (app: FastifyInstance) => {
    app.get(METRICS_PATH, async (request, reply) => {
      const given = request.headers.authorization;
      if (!metrics || !expected || !given || !timingSafeEqual(digest(given), expected))
        return reply.code(404).send({ message: SERVER_MESSAGES.notFound, devCode: DEV_CODES.notFound });
      reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  };
}
