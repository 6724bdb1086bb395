import { DEV_CODES, SERVER_MESSAGES, findTextFault, type TextFault } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

export const controlCharactersError = () =>
  new HttpError(400, SERVER_MESSAGES.controlCharacters, DEV_CODES.controlCharacters);

const invalidTextError = () => new HttpError(400, SERVER_MESSAGES.invalidText, DEV_CODES.invalidText);

/**
 * Issue 9: one guard for every route, present and future. A NUL byte used to reach Postgres (which
 * refuses it in text) and answer 500; now any control character in a path parameter or query value,
 * or in a JSON body string other than TAB/LF/CR, answers 400 before validation (ADR 0015).
 * Issue 32: a lone UTF-16 surrogate ("\ud800") answered 500 wherever text went into a json column;
 * it is refused the same way. Registered on the root instance before any route, so every scope
 * inherits it.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const fault: TextFault =
      findTextFault(request.params) ?? findTextFault(request.query) ?? findTextFault(request.body, true);
    if (fault === 'controlCharacter') throw controlCharactersError();
    if (fault === 'loneSurrogate') throw invalidTextError();
  });
}

/**
 * Fastify's own answer to `/api/%c0` echoes the path and has no devCode; `send` replies on the same
 * footing as every other error (HTML under the client page's prefix, JSON elsewhere).
 */
export function badUrlHandler(
  send: (request: FastifyRequest, reply: FastifyReply, error: HttpError) => unknown,
) {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
    const replyError =
      error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new HttpError(400, SERVER_MESSAGES.badUrl, DEV_CODES.badUrl)
        : new HttpError(400, SERVER_MESSAGES.invalidBody, DEV_CODES.validation);
    return send(request, reply, replyError);
  };
}
