import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../app-deps.js';

/** The caller's IP and user agent for the audit log (issue 3). */
export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
