import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { ipKey } from '../../platform/rate-limit.js';
import { REFRESH_COOKIE } from './refresh-cookie.js';
import { findSessionIdOfToken } from './session.service.js';

/**
 * Issue 9: refresh and logout are counted per session, so advisers behind one office address (or one
 * load balancer) never share a budget, and sign-in traffic cannot use it up. A cookie that belongs to
 * no session is counted by IP, so made-up cookies buy no fresh budget.
 */
export function sessionLimitKey(deps: Pick<AppDeps, 'db'>) {
  return async (request: FastifyRequest): Promise<string> => {
    const sessionId = await findSessionIdOfToken(deps, request.cookies[REFRESH_COOKIE]).catch(() => null);
    return sessionId ? `session:${sessionId}` : ipKey(request);
  };
}
