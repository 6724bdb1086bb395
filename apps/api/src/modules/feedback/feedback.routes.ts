import { FEEDBACK_PATHS, submitFeedbackBodySchema, submitFeedbackReplySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { requestMeta } from '../../platform/request-meta.js';
import { requireAdviserId } from '../session/authenticate.js';
import { submitFeedback } from './feedback.service.js';

// spec 002 §7 submitFeedback.
export function feedbackRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      FEEDBACK_PATHS.submit,
      {
        onRequest: app.authenticate,
        schema: { body: submitFeedbackBodySchema, response: { 200: submitFeedbackReplySchema } },
      },
      (request) => submitFeedback(deps, requireAdviserId(request), request.body, requestMeta(request)),
    );
  };
}
