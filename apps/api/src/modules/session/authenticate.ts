import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { AccessClaims } from './jwt.js';
import { authenticateAccess } from './session.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of every signed-in route (before body validation): a valid access JWT of an open session, else 403. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

export function registerAuthenticate(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.auth = await authenticateAccess(deps, request.headers.authorization);
  });
}

/** The signed-in adviser's id; only called behind `authenticate`. */
export function requireAdviserId(request: FastifyRequest): string {
  if (!request.auth) throw new Error('requireAdviserId used on a route without authenticate');
  return request.auth.adviserId;
}
