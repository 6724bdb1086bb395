import {
  API_PATHS,
  loginBodySchema,
  loginReplySchema,
  verifyOtpBodySchema,
  verifyOtpReplySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requestMeta } from '../../platform/request-meta.js';
import { setRefreshCookie } from '../session/refresh-cookie.js';
import { login, verifyOtp } from './auth.service.js';

export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.login,
      { schema: { body: loginBodySchema, response: { 200: loginReplySchema } } },
      async (request) => login(deps, request.body, requestMeta(request)),
    );

    app.post(
      API_PATHS.verifyOtp,
      { schema: { body: verifyOtpBodySchema, response: { 200: verifyOtpReplySchema } } },
      async (request, reply) => {
        const verified = await verifyOtp(deps, request.body, requestMeta(request));
        setRefreshCookie(reply, deps.config, verified.refreshToken, verified.sessionEndsAt, deps.clock.now());
        return {
          success: true as const,
          jwt: verified.jwt,
          sessionEndsAt: verified.sessionEndsAt.toISOString(),
          userDetails: verified.userDetails,
          userUiSettings: verified.userUiSettings,
        };
      },
    );
  };
}
