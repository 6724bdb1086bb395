import { regexes } from 'zod/v4/core';
import type { LoginBody, LoginReply, ReadyReply } from './auth.js';
import type { ErrorReply } from './errors.js';
import { FIELD_MESSAGES as M } from './messages.js';

// Issue 34: what the sign-in page checks, without zod's runtime, so a phone's first download stays small:
// loginBodySchema's rules and the readers of the replies the page gets (ready, sign-in, an error), written
// once more in plain code. plain-checks.test.ts holds each to its zod schema's answers for every kind of
// input. Everything past sign-in validates with the contracts schemas themselves.

export type LoginFieldErrors = Partial<Record<keyof LoginBody, string>>;

function checkEmail(value: unknown): { email: string } | { error: string } {
  if (typeof value !== 'string') return { error: M.emailRequired };
  const email = value.trim().toLowerCase();
  if (email.length === 0) return { error: M.emailRequired };
  if (email.length > 254 || !regexes.email.test(email)) return { error: M.emailInvalid };
  return { email };
}

function checkPassword(value: unknown): { password: string } | { error: string } {
  // loginPasswordField's one message covers every refusal, its 256-character cap included.
  if (typeof value !== 'string' || value.length === 0 || value.length > 256)
    return { error: M.passwordRequired };
  return { password: value };
}

/** loginBodySchema's answer: the body to send, or one message per field. */
export function checkLoginBody(
  input: Record<string, unknown>,
): { body: LoginBody; errors: null } | { body: null; errors: LoginFieldErrors } {
  const email = checkEmail(input.email);
  const password = checkPassword(input.password);
  if ('email' in email && 'password' in password)
    return { body: { email: email.email, password: password.password }, errors: null };
  return {
    body: null,
    errors: {
      ...('error' in email ? { email: email.error } : {}),
      ...('error' in password ? { password: password.error } : {}),
    },
  };
}

const isObject = (json: unknown): json is Record<string, unknown> =>
  typeof json === 'object' && json !== null && !Array.isArray(json);

/** readyReplySchema as a parser: `{ ready: boolean }` (unknown keys dropped, as zod's objects do). */
export const readyReplyReader = {
  parse(json: unknown): ReadyReply {
    const ready = isObject(json) ? json.ready : undefined;
    if (typeof ready !== 'boolean') throw new TypeError('The readiness reply is not { ready: boolean }');
    return { ready };
  },
};

const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === 'string';

/** loginReplySchema as a parser, so the sign-in step loads no zod before the 2FA page (issue 34). */
export const loginReplyReader = {
  parse(json: unknown): LoginReply {
    if (isObject(json)) {
      const { validLogin, id, qrCodeSetupReq, qrCodeDataURL, otpauthUrl } = json;
      if (
        typeof validLogin === 'boolean' &&
        typeof id === 'string' &&
        typeof qrCodeSetupReq === 'boolean' &&
        isOptionalString(qrCodeDataURL) &&
        isOptionalString(otpauthUrl)
      )
        return {
          validLogin,
          id,
          qrCodeSetupReq,
          ...(qrCodeDataURL === undefined ? {} : { qrCodeDataURL }),
          ...(otpauthUrl === undefined ? {} : { otpauthUrl }),
        };
    }
    throw new TypeError('The sign-in reply does not have the shape of loginReplySchema');
  },
};

/** errorReplySchema's answer without zod: `{ message, devCode }`, or null when the body is not one. */
export function readErrorReply(json: unknown): ErrorReply | null {
  if (!isObject(json)) return null;
  const { message, devCode } = json;
  return typeof message === 'string' && typeof devCode === 'string' ? { message, devCode } : null;
}
