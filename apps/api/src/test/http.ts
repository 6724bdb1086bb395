import { API_PATHS, REFRESH_CSRF_HEADER, verifyOtpReplySchema, type VerifyOtpReply } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestAdviser } from './factories.js';
import { totpAt } from './factories.js';
import type { TestContext } from './context.js';

export const REFRESH_COOKIE_NAME = 'portal_refresh';

/** The refresh token the reply set, or undefined when it set none (a cleared cookie counts as none). */
export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME);
  return cookie?.value ? cookie.value : undefined;
}

export async function login(ctx: TestContext, email: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: API_PATHS.login, payload: { email, password } });
}

export async function verifyOtp(ctx: TestContext, id: string, otp: string) {
  return ctx.app.inject({ method: 'POST', url: API_PATHS.verifyOtp, payload: { id, otp } });
}

export interface SignedIn {
  reply: VerifyOtpReply;
  jwt: string;
  refreshToken: string;
}

/** Login plus 2FA with the adviser's current code; leaves the adviser signed in. */
export async function signIn(ctx: TestContext, adviser: TestAdviser): Promise<SignedIn> {
  const loginRes = await login(ctx, adviser.email, adviser.password);
  expect(loginRes.statusCode).toBe(200);
  const { id } = loginRes.json<{ id: string }>();
  const res = await verifyOtp(ctx, id, await totpAt(adviser.totpSecret, ctx.clock.now()));
  expect(res.statusCode).toBe(200);
  const reply = verifyOtpReplySchema.parse(res.json());
  const refreshToken = refreshCookieOf(res);
  if (!refreshToken) throw new Error('verifyOTP set no refresh cookie');
  return { reply, jwt: reply.jwt, refreshToken };
}

/** GET /api/refresh as the web client sends it: same-origin, with the custom header (issue 3). */
export function refresh(
  ctx: TestContext,
  refreshToken: string | undefined,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'GET',
    url: API_PATHS.refresh,
    headers: { [REFRESH_CSRF_HEADER]: '1', 'sec-fetch-site': 'same-origin', ...headers },
    cookies: refreshToken ? { [REFRESH_COOKIE_NAME]: refreshToken } : {},
  });
}

export function getHome(ctx: TestContext, jwt: string) {
  return ctx.app.inject({ method: 'GET', url: API_PATHS.home, headers: { authorization: `Bearer ${jwt}` } });
}
