import { API_PATHS, DEV_CODES, REFRESH_MESSAGES, SERVER_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { createAdviser } from '../../test/factories.js';
import { getHome, refresh, refreshCookieOf, REFRESH_COOKIE_NAME, signIn } from '../../test/http.js';
import { REFRESH_REUSE_GRACE_MS } from './session.service.js';

let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const refreshFailed = (message: string) => ({ message, devCode: DEV_CODES.refreshFailed });
const MINUTE = 60_000;

function isCookieCleared(res: Awaited<ReturnType<typeof refresh>>): boolean {
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME);
  return (
    cookie !== undefined && (cookie.value === '' || (cookie.expires?.getTime() ?? Infinity) <= Date.now())
  );
}

describe('GET /api/refresh', () => {
  it('rotates the refresh token and keeps the session end', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    ctx.clock.advance(10 * MINUTE);
    const res = await refresh(ctx, signedIn.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().sessionEndsAt).toBe(signedIn.reply.sessionEndsAt);
    const rotated = refreshCookieOf(res);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(signedIn.refreshToken);
    expect((await getHome(ctx, res.json().jwt)).statusCode).toBe(200);
    expect((await refresh(ctx, rotated)).statusCode).toBe(200);
  });

  it('revokes the whole session when an old token is presented again', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    const first = await refresh(ctx, signedIn.refreshToken);
    const newToken = refreshCookieOf(first);
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1000); // within the grace a second tab gets newToken (issue 9)
    const reuse = await refresh(ctx, signedIn.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(refreshFailed(REFRESH_MESSAGES.invalid));
    expect(isCookieCleared(reuse)).toBe(true);
    // The thief's copy and the rightful one both die, and so does the access token.
    expect((await refresh(ctx, newToken)).json()).toEqual(refreshFailed(REFRESH_MESSAGES.invalid));
    expect((await getHome(ctx, first.json().jwt)).statusCode).toBe(403);
  });

  it('ends the session two hours after 2FA, whatever the refreshes', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    let token = signedIn.refreshToken;
    for (let i = 0; i < 8; i++) {
      ctx.clock.advance(14 * MINUTE);
      const res = await refresh(ctx, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().sessionEndsAt).toBe(signedIn.reply.sessionEndsAt);
      token = refreshCookieOf(res) ?? '';
    }
    ctx.clock.advance(8 * MINUTE + 1000); // 2 h 0 min 1 s after sign-in
    const over = await refresh(ctx, token);
    expect(over.statusCode).toBe(401);
    expect(over.json()).toEqual(refreshFailed(REFRESH_MESSAGES.sessionOver));
  });

  it('answers "Token expired" without a cookie and "Invalid refresh token" for an unknown one', async () => {
    expect((await refresh(ctx, undefined)).json()).toEqual(refreshFailed(REFRESH_MESSAGES.tokenExpired));
    expect((await refresh(ctx, 'forged-token')).json()).toEqual(refreshFailed(REFRESH_MESSAGES.invalid));
  });
});

describe('access token', () => {
  it('answers 403 when expired; after a refresh the retry succeeds', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    ctx.clock.advance(16 * MINUTE);
    const expired = await getHome(ctx, signedIn.jwt);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      message: SERVER_MESSAGES.tokenExpired,
      devCode: DEV_CODES.invalidToken,
    });
    const refreshed = await refresh(ctx, signedIn.refreshToken);
    expect((await getHome(ctx, refreshed.json().jwt)).statusCode).toBe(200);
  });

  it('answers 403 for a missing, forged or tampered token', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    const invalid = { message: SERVER_MESSAGES.invalidToken, devCode: DEV_CODES.invalidToken };
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.home })).json()).toEqual(invalid);
    expect((await getHome(ctx, 'not.a.jwt')).json()).toEqual(invalid);
    const [header, payload] = signedIn.jwt.split('.');
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await getHome(ctx, noneAlg)).json()).toEqual(invalid);
    expect((await getHome(ctx, `${header}.${payload}.AAAA`)).json()).toEqual(invalid);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session server-side and clears the cookie', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      cookies: { [REFRESH_COOKIE_NAME]: signedIn.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(isCookieCleared(res)).toBe(true);
    expect((await refresh(ctx, signedIn.refreshToken)).statusCode).toBe(401);
    expect((await getHome(ctx, signedIn.jwt)).statusCode).toBe(403);
  });

  it('succeeds without any cookie or token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: API_PATHS.logout });
    expect(res.statusCode).toBe(200);
  });
});
