import { API_PATHS, successReplySchema, uiSettingsSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requestMeta } from '../../platform/request-meta.js';
import { requireAdviserId } from '../session/authenticate.js';
import { saveUiSettings } from './theme.service.js';

export function themeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.theme,
      {
        onRequest: app.authenticate,
        schema: { body: uiSettingsSchema, response: { 200: successReplySchema } },
      },
      async (request) => {
        await saveUiSettings(deps, requireAdviserId(request), request.body, requestMeta(request));
        return { success: true as const };
      },
    );
  };
}
