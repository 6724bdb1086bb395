import {
  BUILT_COMPARISON_TYPES,
  type BuiltComparisonType,
  type LtcBody,
  type MaternityBody,
  type MultiCiBody,
  type ShieldBody,
  type TermBody,
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { requireAdviserId } from '../session/authenticate.js';
import {
  loadOverview,
  loadSearchContext,
  searchReplyJson,
  type SearchContext,
} from './comparison-context.js';
import { searchLongTermCare, searchMaternity, searchShield } from './comparison-health.service.js';
import { searchMultiCi, searchTerm } from './comparison-life.service.js';
import * as displaySettings from './display-settings.repository.js';

// spec 001 §7: the comparison calls, POST with the adviser's bearer token; spec 000 §7 display settings.
export function comparisonRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { onRequest: app.authenticate };
    // Each search answers the JSON string kept per version in force (ADR 0009); the string was checked
    // against the same reply schema, so Fastify sends it as it is.
    const search =
      <B>(
        type: BuiltComparisonType,
        replySchema: z.ZodType,
        run: (ctx: SearchContext | null, body: B) => Promise<unknown>,
      ) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        // The route's body schema has parsed it before the handler runs.
        const body = request.body as B;
        const ctx = await loadSearchContext(deps, requireAdviserId(request), type);
        const json = await searchReplyJson(deps, type, ctx, body, replySchema, () => run(ctx, body));
        return reply.type('application/json; charset=utf-8').send(json);
      };
    app.post(
      COMPARISON_PATHS.shieldSingle,
      { ...auth, schema: { body: shieldBodySchema, response: { 200: shieldReplySchema } } },
      search('shieldSingle', shieldReplySchema, (ctx, body: ShieldBody) => searchShield(deps, ctx, body)),
    );
    app.post(
      COMPARISON_PATHS.longTermCare,
      { ...auth, schema: { body: ltcBodySchema, response: { 200: ltcReplySchema } } },
      search('longTermCare', ltcReplySchema, (ctx, body: LtcBody) => searchLongTermCare(deps, ctx, body)),
    );
    app.post(
      COMPARISON_PATHS.maternity,
      { ...auth, schema: { body: maternityBodySchema, response: { 200: maternityReplySchema } } },
      search('maternity', maternityReplySchema, (ctx, body: MaternityBody) =>
        searchMaternity(deps, ctx, body),
      ),
    );
    app.post(
      COMPARISON_PATHS.multiPayCI,
      { ...auth, schema: { body: multiCiBodySchema, response: { 200: multiCiReplySchema } } },
      search('multiPayCI', multiCiReplySchema, (ctx, body: MultiCiBody) => searchMultiCi(deps, ctx, body)),
    );
    app.post(
      COMPARISON_PATHS.term,
      { ...auth, schema: { body: termBodySchema, response: { 200: termReplySchema } } },
      search('term', termReplySchema, (ctx, body: TermBody) => searchTerm(deps, ctx, body)),
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
