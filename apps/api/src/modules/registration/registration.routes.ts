import { API_PATHS, registrationBodySchema, registrationReplySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { register } from './registration.service.js';

export function registrationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API_PATHS.registration,
      { schema: { body: registrationBodySchema, response: { 201: registrationReplySchema } } },
      async (request, reply) => reply.code(201).send(await register(deps, request.body)),
    );
  };
}
