import {
  API_PATHS,
  DEV_CODES,
  REFRESH_CSRF_HEADER,
  refreshReplySchema,
  SERVER_MESSAGES,
  successReplySchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import type { Config } from '../../platform/config.js';
import { HttpError } from '../../platform/http-error.js';
import { requestMeta } from '../../platform/request-meta.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.js';
import { endSession, refreshSession } from './session.service.js';

/**
 * Issue 3: the refresh call only from our own pages. SameSite=Strict already keeps the cookie off
 * cross-site requests; this also refuses a cross-site Origin or Sec-Fetch-Site, and requires a custom
 * header, which a cross-site page can only send after a CORS preflight that we never grant.
 */
export function isSameSiteRefresh(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    const publicHost = config.publicUrl ? new URL(config.publicUrl).host : undefined;
    if (host !== request.headers.host && host !== publicHost) return false;
  }
  return typeof request.headers[REFRESH_CSRF_HEADER] === 'string';
}

export function sessionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // spec 000 §7: GET refresh, no auth header, cookies only.
    app.get(
      API_PATHS.refresh,
      { schema: { response: { 200: refreshReplySchema } } },
      async (request, reply) => {
        // Refused without touching the cookie: a hostile page must not be able to sign the adviser out.
        if (!isSameSiteRefresh(request, deps.config))
          throw new HttpError(403, SERVER_MESSAGES.crossSite, DEV_CODES.crossSite);
        try {
          const issued = await refreshSession(deps, request.cookies[REFRESH_COOKIE], requestMeta(request));
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
        await endSession(deps, request.cookies[REFRESH_COOKIE], requestMeta(request));
        clearRefreshCookie(reply, deps.config);
        return { success: true as const };
      },
    );
  };
}
