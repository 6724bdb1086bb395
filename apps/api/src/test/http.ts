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

/** The device cookies a reply set (issue 9), as a browser would send them back. */
export function deviceCookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(
    res.cookies.filter((c) => c.name.startsWith('portal_device_')).map((c) => [c.name, c.value]),
  );
}

export async function login(
  ctx: TestContext,
  email: string,
  password: string,
  cookies: Record<string, string> = {},
) {
  return ctx.app.inject({ method: 'POST', url: API_PATHS.login, payload: { email, password }, cookies });
}

export async function verifyOtp(
  ctx: TestContext,
  id: string,
  otp: string,
  cookies: Record<string, string> = {},
) {
  return ctx.app.inject({ method: 'POST', url: API_PATHS.verifyOtp, payload: { id, otp }, cookies });
}

export interface SignedIn {
  reply: VerifyOtpReply;
  jwt: string;
  refreshToken: string;
  /** What makes this browser a known device for the adviser from now on. */
  deviceCookies: Record<string, string>;
}

/** Login plus 2FA with the adviser's current code; leaves the adviser signed in. */
export async function signIn(
  ctx: TestContext,
  adviser: TestAdviser,
  deviceCookies: Record<string, string> = {},
): Promise<SignedIn> {
  const loginRes = await login(ctx, adviser.email, adviser.password, deviceCookies);
  expect(loginRes.statusCode).toBe(200);
  const { id } = loginRes.json<{ id: string }>();
  const res = await verifyOtp(ctx, id, await totpAt(adviser.totpSecret, ctx.clock.now()), deviceCookies);
  expect(res.statusCode).toBe(200);
  const reply = verifyOtpReplySchema.parse(res.json());
  const refreshToken = refreshCookieOf(res);
  if (!refreshToken) throw new Error('verifyOTP set no refresh cookie');
  return { reply, jwt: reply.jwt, refreshToken, deviceCookies: deviceCookiesOf(res) };
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
