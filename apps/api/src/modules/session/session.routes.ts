import { API_PATHS, refreshReplySchema, successReplySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { HttpError } from '../../platform/http-error.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.js';
import { endSession, refreshSession } from './session.service.js';

export function sessionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // spec 000 §7: GET refresh, no auth header, cookies only.
    app.get(
      API_PATHS.refresh,
      { schema: { response: { 200: refreshReplySchema } } },
      async (request, reply) => {
        try {
          const issued = await refreshSession(deps, request.cookies[REFRESH_COOKIE]);
          setRefreshCookie(reply, deps.config, issued.refreshToken, issued.sessionEndsAt, deps.clock.now());
          return { jwt: issued.jwt, sessionEndsAt: issued.sessionEndsAt.toISOString() };
        } catch (error) {
          if (error instanceof HttpError) clearRefreshCookie(reply, deps.config);
          throw error;
        }
      },
    );

    app.post(
      API_PATHS.logout,
      { schema: { response: { 200: successReplySchema } } },
      async (request, reply) => {
        await endSession(deps, request.cookies[REFRESH_COOKIE]);
        clearRefreshCookie(reply, deps.config);
        return { success: true as const };
      },
    );
  };
}
