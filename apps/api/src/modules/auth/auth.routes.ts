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
import { readKnownDevices, setDeviceCookie } from './device-cookie.js';

export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.login,
      { schema: { body: loginBodySchema, response: { 200: loginReplySchema } } },
      async (request) =>
        login(deps, request.body, requestMeta(request), readKnownDevices(deps.config, request.cookies)),
    );

    app.post(
      API_PATHS.verifyOtp,
      { schema: { body: verifyOtpBodySchema, response: { 200: verifyOtpReplySchema } } },
      async (request, reply) => {
        const knownDevices = readKnownDevices(deps.config, request.cookies);
        const verified = await verifyOtp(deps, request.body, requestMeta(request), knownDevices);
        setRefreshCookie(reply, deps.config, verified.refreshToken, verified.sessionEndsAt, deps.clock.now());
        // Issue 9: this browser has now proved itself for the account.
        setDeviceCookie(reply, deps.config, verified.userDetails.email);
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
