import {
  BUILT_COMPARISON_TYPES,
  COMPARISON_PATHS,
  displaySettingReplySchema,
  displaySettingSchema,
  displaySettingsListSchema,
  ltcBodySchema,
  ltcReplySchema,
  maternityBodySchema,
  maternityReplySchema,
  multiCiBodySchema,
  multiCiReplySchema,
  overviewReplySchema,
  shieldBodySchema,
  shieldReplySchema,
  termBodySchema,
  termReplySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireAdviserId } from '../session/authenticate.js';
import { loadOverview } from './comparison-context.js';
import { compareLongTermCare, compareMaternity, compareShield } from './comparison-health.service.js';
import { compareMultiCi, compareTerm } from './comparison-life.service.js';
import * as displaySettings from './display-settings.repository.js';

// spec 001 §7: the comparison calls, POST with the adviser's bearer token; spec 000 §7 display settings.
export function comparisonRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: app.authenticate };
    app.post(
      COMPARISON_PATHS.shieldSingle,
      { ...auth, schema: { body: shieldBodySchema, response: { 200: shieldReplySchema } } },
      (request) => compareShield(deps, requireAdviserId(request), request.body),
    );
    app.post(
      COMPARISON_PATHS.longTermCare,
      { ...auth, schema: { body: ltcBodySchema, response: { 200: ltcReplySchema } } },
      (request) => compareLongTermCare(deps, requireAdviserId(request), request.body),
    );
    app.post(
      COMPARISON_PATHS.maternity,
      { ...auth, schema: { body: maternityBodySchema, response: { 200: maternityReplySchema } } },
      (request) => compareMaternity(deps, requireAdviserId(request), request.body),
    );
    app.post(
      COMPARISON_PATHS.multiPayCI,
      { ...auth, schema: { body: multiCiBodySchema, response: { 200: multiCiReplySchema } } },
      (request) => compareMultiCi(deps, requireAdviserId(request), request.body),
    );
    app.post(
      COMPARISON_PATHS.term,
      { ...auth, schema: { body: termBodySchema, response: { 200: termReplySchema } } },
      (request) => compareTerm(deps, requireAdviserId(request), request.body),
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
    app.post(
      COMPARISON_PATHS.displaySettings,
      { ...auth, schema: { body: displaySettingSchema, response: { 200: displaySettingReplySchema } } },
      async (request) => {
        await displaySettings.upsertDisplaySetting(
          deps.db,
          requireAdviserId(request),
          request.body,
          deps.clock.now(),
        );
        return { success: true as const, data: request.body };
      },
    );
    app.get(
      COMPARISON_PATHS.displaySettings,
      { ...auth, schema: { response: { 200: displaySettingsListSchema } } },
      async (request) => ({
        data: displaySettingSchema
          .array()
          .parse(await displaySettings.findDisplaySettings(deps.db, requireAdviserId(request))),
      }),
    );
  };
}
