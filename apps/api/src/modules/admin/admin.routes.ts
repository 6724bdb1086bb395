import {
  ADMIN_PATHS,
  adminCommandReplySchema,
  adminCommandSchema,
  createInvitationBodySchema,
  createInvitationReplySchema,
  currentOtpBodySchema,
  currentOtpReplySchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { safeEqual } from '../../platform/crypto.js';
import { requestMeta } from '../../platform/request-meta.js';
import { createInvitation, currentOtpFor, forbidden, runAdminCommand } from './admin.service.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // ARCHITECTURE §3: admin calls come from the CLI on the same machine, holding ADMIN_TOKEN.
  const authoriseAdmin = async (request: FastifyRequest) => {
    const token = request.headers['x-admin-token'];
    const isLoopback = LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!isLoopback || typeof token !== 'string' || !safeEqual(token, deps.config.adminToken))
      throw forbidden();
  };

  return async (app) => {
    app.post(
      ADMIN_PATHS.invitations,
      {
        onRequest: authoriseAdmin,
        schema: { body: createInvitationBodySchema, response: { 201: createInvitationReplySchema } },
      },
      async (request, reply) => {
        const { code, expiresAt } = await createInvitation(deps, request.body.expiresDays);
        return reply.code(201).send({ code, expiresAt: expiresAt.toISOString() });
      },
    );

    app.post(
      ADMIN_PATHS.otp,
      {
        onRequest: authoriseAdmin,
        schema: { body: currentOtpBodySchema, response: { 200: currentOtpReplySchema } },
      },
      async (request) => ({ otp: await currentOtpFor(deps, request.body.email) }),
    );

    // Every `npm run admin` command while the server holds the database (ADR 0002).
    app.post(
      ADMIN_PATHS.commands,
      {
        onRequest: authoriseAdmin,
        schema: { body: adminCommandSchema, response: { 200: adminCommandReplySchema } },
      },
      async (request) => ({ lines: await runAdminCommand(deps, request.body, requestMeta(request)) }),
    );
  };
}
