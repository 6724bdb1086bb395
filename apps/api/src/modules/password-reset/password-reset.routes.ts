import {
  RESET_PATHS,
  resetPasswordBodySchema,
  resetPasswordReplySchema,
  successReplySchema,
  updatePasswordBodySchema,
  validateResetTokenBodySchema,
  validateResetTokenReplySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requestMeta } from '../../platform/request-meta.js';
import { readKnownDevices } from '../auth/device-cookie.js';
import { requestPasswordReset, updatePassword, validateResetToken } from './password-reset.service.js';

export function passwordResetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      RESET_PATHS.resetPassword,
      { schema: { body: resetPasswordBodySchema, response: { 200: resetPasswordReplySchema } } },
      async (request) => {
        await requestPasswordReset(
          deps,
          request.body,
          requestMeta(request),
          readKnownDevices(deps.config, request.cookies),
        );
        return { success: true as const };
      },
    );

    app.post(
      RESET_PATHS.validateResetToken,
      { schema: { body: validateResetTokenBodySchema, response: { 200: validateResetTokenReplySchema } } },
      async (request) => validateResetToken(deps, request.body.token),
    );

    app.post(
      RESET_PATHS.updatePassword,
      { schema: { body: updatePasswordBodySchema, response: { 200: successReplySchema } } },
      async (request) => {
        await updatePassword(
          deps,
          request.body,
          requestMeta(request),
          readKnownDevices(deps.config, request.cookies),
        );
        return { success: true as const };
      },
    );
  };
}
