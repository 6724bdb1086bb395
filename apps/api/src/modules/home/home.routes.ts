import { API_PATHS, homeReplySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { listHomeEntries } from './home.service.js';

export function homeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API_PATHS.home,
      { onRequest: app.authenticate, schema: { response: { 200: homeReplySchema } } },
      async () => ({ entries: await listHomeEntries(deps) }),
    );
  };
}
