import {
  BUILT_COMPARISON_TYPES,
  COMPARISON_PATHS,
  COMPARISON_TOOLS,
  displaySettingReplySchema,
  displaySettingSchema,
  displaySettingsListSchema,
  ILP_PLAN_DETAILS_PATH,
  ilpPlanDetailsReplySchema,
  overviewReplySchema,
  type BuiltComparisonType,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireAdviserId } from '../session/authenticate.js';
import { loadOverview } from './comparison-context.js';
import { listDisplaySettings, saveDisplaySetting } from './display-settings.service.js';
import type { BodyOf } from './engines/engine.js';
import { ilpPlanDetails } from './engines/ilp101.js';
import { runComparisonEncoded } from './pipeline.js';
import { sendEncoded } from './encoded-reply.js';
import { findCurrentDataset } from '../products/products.service.js';

// spec 001 §7: the comparison calls, POST with the adviser's bearer token, one per tool of the registry
// (ADR 0022); spec 000 §7 display settings.
export function comparisonRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: app.authenticate };
    // The answer is the bytes the pipeline keeps per version in force (ADR 0009, 0031), already checked
    // against the tool's reply schema, so Fastify sends them as they are. The body schema parsed the body.
    const search = (type: BuiltComparisonType) => async (request: FastifyRequest, reply: FastifyReply) => {
      const body = request.body as BodyOf<typeof type>;
      const encoded = await runComparisonEncoded(deps, requireAdviserId(request), type, body);
      return sendEncoded(request, reply, encoded);
    };
    for (const tool of COMPARISON_TOOLS)
      app.post(
        tool.apiPath,
        { ...auth, schema: { body: tool.bodySchema, response: { 200: tool.replySchema } } },
        search(tool.type),
      );
    app.get(
      COMPARISON_PATHS.overview,
      {
        ...auth,
        schema: {
          params: z.object({ comparisonType: z.enum(BUILT_COMPARISON_TYPES) }),
          response: { 200: overviewReplySchema },
        },
      },
      (request) => loadOverview(deps, requireAdviserId(request), request.params.comparisonType),
    );
    // spec 001 §7 ilp101PlanDetails (GET): the 101 plans' details, which the page fetches once.
    app.get(
      ILP_PLAN_DETAILS_PATH,
      { ...auth, schema: { response: { 200: ilpPlanDetailsReplySchema } } },
      async () => {
        const dataset = await findCurrentDataset(deps, 'ilp101');
        return {
          success: true as const,
          result: dataset ? await ilpPlanDetails(deps, dataset) : [],
          dataset: dataset?.info ?? null,
        };
      },
    );
    app.post(
      COMPARISON_PATHS.displaySettings,
      { ...auth, schema: { body: displaySettingSchema, response: { 200: displaySettingReplySchema } } },
      (request) => saveDisplaySetting(deps, requireAdviserId(request), request.body),
    );
    app.get(
      COMPARISON_PATHS.displaySettings,
      { ...auth, schema: { response: { 200: displaySettingsListSchema } } },
      (request) => listDisplaySettings(deps, requireAdviserId(request)),
    );
  };
}
