import { DEV_CODES, SERVER_MESSAGES, type ErrorReply } from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, toLoggableError } from '../db/errors.js';
import { HttpError } from './http-error.js';

/** Pages that answer errors in HTML rather than JSON (the client's link page, issue 9). */
export interface HtmlErrorPages {
  isHtmlPath(path: string): boolean;
  render(status: number): string;
}

// ARCHITECTURE §3: every error is `{ message, devCode }`; stacks and SQL stay in the log.
function toErrorReply(error: unknown): { status: number; body: ErrorReply } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { message: error.message, devCode: error.devCode } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    // A missing or non-object body fails at the root, where no field message applies.
    const isFieldIssue = first && first.instancePath !== '/';
    return {
      status: 400,
      body: {
        message: (isFieldIssue ? first.message : undefined) ?? SERVER_MESSAGES.invalidBody,
        devCode: DEV_CODES.validation,
      },
    };
  }
  // Issue 9: a database that is down or too slow is a 503 the client may retry, not a 500.
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { message: SERVER_MESSAGES.serverBusy, devCode: DEV_CODES.databaseUnavailable },
    };
  }
  const status = (error as Partial<FastifyError>).statusCode ?? 500;
  if (status === 413)
    return { status, body: { message: SERVER_MESSAGES.tooLarge, devCode: DEV_CODES.tooLarge } };
  if (status >= 400 && status < 500) {
    return { status, body: { message: SERVER_MESSAGES.invalidBody, devCode: DEV_CODES.validation } };
  }
  return { status: 500, body: { message: SERVER_MESSAGES.internal, devCode: DEV_CODES.internal } };
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

export function registerErrorHandlers(
  app: FastifyInstance,
  serveSpa: boolean,
  htmlPages?: HtmlErrorPages,
): (request: FastifyRequest, reply: FastifyReply, error: unknown) => FastifyReply {
  const sendError = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const { status, body } = toErrorReply(error);
    if (status === 503) request.log.warn({ err: toLoggableError(error) }, 'database unavailable');
    else if (status >= 500) request.log.error({ err: toLoggableError(error) }, 'request failed');
    if (htmlPages?.isHtmlPath(pathOf(request)))
      return reply.code(status).type('text/html; charset=utf-8').send(htmlPages.render(status));
    return reply.code(status).send(body);
  };
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    const isApi = path === '/api' || path.startsWith('/api/');
    // Client-side routing: any other GET gets the SPA's index.html (spec 000 §2: "any other path").
    // A path with a file extension is a missing file, not a client route.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (!isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD') && serveSpa) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: SERVER_MESSAGES.notFound, devCode: DEV_CODES.notFound });
  });
  return sendError;
}
