import { API_PATHS, DEV_CODES, REFRESH_MESSAGES, SERVER_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { runAdminCommand } from './modules/admin/admin.service.js';
import { CLI_META, findAudit } from './modules/audit/audit.service.js';
import { REFRESH_REUSE_GRACE_MS } from './modules/session/session.service.js';
import type { TestContext } from './test/context.js';
import { testContextForFile } from './test/file-context.js';
import { createAdviser, createInvitation, totpAt, type TestAdviser } from './test/factories.js';
import { getHome, login, refresh, refreshCookieOf, signIn, verifyOtp } from './test/http.js';
import { latestResetToken, NEW_PASSWORD, requestReset, updatePassword } from './test/reset.js';

// Issue 3, "Tests that must exist": one named test per abuse-resistance control.
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const STEP = 30_000;
const invalidCredentials = {
  message: SERVER_MESSAGES.invalidCredentials,
  devCode: DEV_CODES.invalidCredentials,
};
const tooMany = { message: SERVER_MESSAGES.tooManyAttempts, devCode: DEV_CODES.tooManyAttempts };
const locked = { message: SERVER_MESSAGES.accountLocked, devCode: DEV_CODES.accountLocked };
const wrongCodeFor = async (a: TestAdviser) =>
  (await totpAt(a.totpSecret, ctx.clock.now())) === '000000' ? '111111' : '000000';
/** The same database under another configuration: a second app is cheap, a second database is not. */
async function appWith(config: Partial<TestContext['config']>) {
  const app = await buildApp({ ...ctx.deps, config: { ...ctx.config, ...config }, webDistDir: null });
  await app.ready();
  return app;
}
const answer = async (email: string, password: string) => {
  const res = await login(ctx, email, password);
  return { status: res.statusCode, body: res.json() };
};

describe('security controls', () => {
  it('lockout: after 5 failures each try waits a growing delay (injected clock); success resets it', async () => {
    const adviser = await createAdviser(ctx.deps);
    for (let i = 0; i < 5; i++)
      expect(await answer(adviser.email, 'Wrong#Pass1')).toEqual({ status: 401, body: invalidCredentials });
    expect(await answer(adviser.email, adviser.password)).toEqual({ status: 429, body: tooMany }); // even the right one waits
    ctx.clock.advance(1000);
    expect((await answer(adviser.email, 'Wrong#Pass1')).status).toBe(401); // 6th failure: now 2 s
    ctx.clock.advance(1000);
    expect((await answer(adviser.email, 'Wrong#Pass1')).body).toEqual(tooMany);
    ctx.clock.advance(1000);
    expect((await answer(adviser.email, 'Wrong#Pass1')).status).toBe(401); // 7th: now 4 s
    ctx.clock.advance(4000);
    const id = (await login(ctx, adviser.email, adviser.password)).json().id;
    expect((await verifyOtp(ctx, id, await totpAt(adviser.totpSecret, ctx.clock.now()))).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 5; i++) expect((await answer(adviser.email, 'Wrong#Pass1')).status).toBe(401);
  });

  it('lockout: unknown emails get exactly the same answers, so lockout reveals no account', async () => {
    const adviser = await createAdviser(ctx.deps);
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 7; i++) known.push(await answer(adviser.email, 'Wrong#Pass1'));
    for (let i = 0; i < 7; i++) unknown.push(await answer('ghost.adviser@example.sg', 'Wrong#Pass1'));
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toEqual({ status: 429, body: tooMany });
  });

  it('lockout: 2FA failures count too, 100 lock the account until an admin unlocks it; others are unaffected', async () => {
    const victim = await createAdviser(ctx.deps);
    const bystander = await createAdviser(ctx.deps);
    for (let i = 0; i < 100; i++) {
      // a wrong reset code is a 2FA failure; the attacker must sit out every delay
      expect(
        (await requestReset(ctx, victim.email, await wrongCodeFor(victim), '198.51.100.9')).statusCode,
      ).toBe(200);
      ctx.clock.advance(15 * 60_000);
    }
    expect(await answer(victim.email, victim.password)).toEqual({ status: 423, body: locked });
    expect((await login(ctx, bystander.email, bystander.password)).statusCode).toBe(200);
    expect((await findAudit(ctx.deps.db, { adviserId: victim.id, event: 'account.locked' })).length).toBe(1);
    await runAdminCommand(ctx.deps, { kind: 'adviser-unlock', email: victim.email }, CLI_META);
    expect((await login(ctx, victim.email, victim.password)).statusCode).toBe(200);
  });

  it('rate limit: each IP is limited on non-auth routes, without touching another IP', async () => {
    const limited = await appWith({ rateLimitPerMinute: 3 });
    try {
      const send = (ip: string) =>
        limited.inject({
          method: 'POST',
          url: API_PATHS.login,
          payload: { email: 'x@y.sg', password: 'p' },
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) expect((await send('203.0.113.1')).statusCode).toBe(401);
      const blocked = await send('203.0.113.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: SERVER_MESSAGES.rateLimited,
        devCode: DEV_CODES.rateLimited,
      });
      expect((await send('203.0.113.2')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('a replayed TOTP code is refused, on sign-in and on reset', async () => {
    const adviser = await createAdviser(ctx.deps);
    const code = await totpAt(adviser.totpSecret, ctx.clock.now());
    expect(
      (await verifyOtp(ctx, (await login(ctx, adviser.email, adviser.password)).json().id, code)).statusCode,
    ).toBe(200);
    const replay = await verifyOtp(ctx, (await login(ctx, adviser.email, adviser.password)).json().id, code);
    expect(replay.json().devCode).toBe(DEV_CODES.invalidOtp);
    await requestReset(ctx, adviser.email, code);
    expect(await latestResetToken(ctx, adviser.email)).toBeUndefined();
  });

  it('a reset token works once', async () => {
    const adviser = await createAdviser(ctx.deps);
    await requestReset(ctx, adviser.email, await totpAt(adviser.totpSecret, ctx.clock.now()));
    const token = (await latestResetToken(ctx, adviser.email)) ?? '';
    ctx.clock.advance(STEP);
    const first = await updatePassword(ctx, {
      password: NEW_PASSWORD,
      otp: await totpAt(adviser.totpSecret, ctx.clock.now()),
      token,
    });
    expect(first.statusCode).toBe(200);
    ctx.clock.advance(STEP);
    const second = await updatePassword(ctx, {
      password: 'Other#Pass2032',
      otp: await totpAt(adviser.totpSecret, ctx.clock.now()),
      token,
    });
    expect(second.json().devCode).toBe(DEV_CODES.resetFailed);
    expect((await login(ctx, adviser.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ten concurrent uses of one reset token: exactly one succeeds', async () => {
    const adviser = await createAdviser(ctx.deps);
    await requestReset(ctx, adviser.email, await totpAt(adviser.totpSecret, ctx.clock.now()));
    const token = (await latestResetToken(ctx, adviser.email)) ?? '';
    ctx.clock.advance(STEP);
    const otp = await totpAt(adviser.totpSecret, ctx.clock.now());
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => updatePassword(ctx, { password: `Racing#Pass${i}`, otp, token })),
    );
    const outcomes = replies.map((r) =>
      r.statusCode === 200 ? 'ok' : `${r.statusCode} ${r.json().devCode}`,
    );
    expect(outcomes.sort()).toEqual(
      ['400 RESET_FAILED', ...Array<string>(8).fill('400 RESET_FAILED'), 'ok'].sort(),
    );
  });

  it('refresh-token reuse revokes the session', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    const rotated = refreshCookieOf(await refresh(ctx, signedIn.refreshToken));
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await refresh(ctx, signedIn.refreshToken)).json().message).toBe(REFRESH_MESSAGES.invalid);
    expect((await refresh(ctx, rotated)).statusCode).toBe(401);
    expect(
      (await findAudit(ctx.deps.db, { event: 'session.revoked' })).some(
        (e) => e.details?.reason === 'refresh token reuse',
      ),
    ).toBe(true);
  });

  it('identical bodies for an unknown email and a wrong password: login, registration and reset', async () => {
    const adviser = await createAdviser(ctx.deps);
    const wrongPassword = await login(ctx, adviser.email, 'Wrong#Pass1');
    expect((await login(ctx, 'unknown.person@example.sg', 'Wrong#Pass1')).body).toBe(wrongPassword.body);
    const code = await totpAt(adviser.totpSecret, ctx.clock.now());
    const resetKnown = await requestReset(ctx, adviser.email, code === '000000' ? '111111' : '000000');
    expect((await requestReset(ctx, 'unknown.person@example.sg', code)).body).toBe(resetKnown.body);
    const registration = (email: string, invitationCode: string) =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.registration,
        payload: {
          invitationCode,
          rnfName: 'R',
          rnf: `R-${email.length}`,
          name: 'N',
          mobile: '91234567',
          email,
          password: 'Strong#Pass1',
          confirmedPassword: 'Strong#Pass1',
        },
      });
    const takenEmail = await registration(adviser.email, (await createInvitation(ctx.deps)).code);
    const badCode = await registration('free.email@example.sg', 'WRONG-CODE');
    expect(takenEmail.statusCode).toBe(400);
    expect(badCode.body).toBe(takenEmail.body);
  });

  it('cross-site refresh is refused: foreign Origin, cross-site Sec-Fetch-Site, no custom header', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    const crossSite = { message: SERVER_MESSAGES.crossSite, devCode: DEV_CODES.crossSite };
    expect((await refresh(ctx, signedIn.refreshToken, { origin: 'https://evil.example' })).json()).toEqual(
      crossSite,
    );
    expect((await refresh(ctx, signedIn.refreshToken, { 'sec-fetch-site': 'cross-site' })).json()).toEqual(
      crossSite,
    );
    const bare = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.refresh,
      cookies: { portal_refresh: signedIn.refreshToken },
    });
    expect(bare.statusCode).toBe(403);
    // none of that signed the adviser out
    expect((await refresh(ctx, signedIn.refreshToken, { origin: 'http://portal.test' })).statusCode).toBe(
      200,
    );
  });

  it('the 2-hour end is not extended by refreshes', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    let token = signedIn.refreshToken;
    for (let i = 0; i < 9; i++) {
      ctx.clock.advance(13 * 60_000);
      const res = await refresh(ctx, token);
      expect(res.json().sessionEndsAt).toBe(signedIn.reply.sessionEndsAt);
      token = refreshCookieOf(res) ?? '';
    }
    ctx.clock.advance(3 * 60_000 + 1000);
    expect((await refresh(ctx, token)).json().message).toBe(REFRESH_MESSAGES.sessionOver);
    expect((await getHome(ctx, signedIn.jwt)).statusCode).toBe(403);
  });

  it('security headers on every answer; HSTS only over https', async () => {
    for (const res of [
      await ctx.app.inject({ method: 'GET', url: API_PATHS.ready }),
      await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await login(ctx, 'a@b.sg', 'x'),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("img-src 'self' data:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const https = await appWith({ publicUrl: 'https://portal.example.sg' });
    try {
      const res = await https.inject({ method: 'GET', url: API_PATHS.ready });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await https.close();
    }
  });

  it('audit log: sign-in failure and success, 2FA failure, with time, IP and user agent; never a secret', async () => {
    const adviser = await createAdviser(ctx.deps);
    const headers = { 'user-agent': 'AuditTest/1.0' };
    await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { email: adviser.email, password: 'Wrong#Pass1' },
      headers,
      remoteAddress: '192.0.2.44',
    });
    const id = (await login(ctx, adviser.email, adviser.password)).json().id;
    const code = await totpAt(adviser.totpSecret, ctx.clock.now());
    await verifyOtp(ctx, id, code === '000000' ? '111111' : '000000');
    await verifyOtp(ctx, id, code);
    const entries = await findAudit(ctx.deps.db, { adviserId: adviser.id });
    expect(entries.map((e) => e.event).reverse()).toEqual([
      'sign_in.failed',
      'otp.failed',
      'sign_in.succeeded',
    ]);
    expect(entries.at(-1)).toMatchObject({
      ip: '192.0.2.44',
      userAgent: 'AuditTest/1.0',
      at: ctx.clock.now(),
    });
    const all = JSON.stringify(await findAudit(ctx.deps.db, {}));
    for (const secret of [adviser.password, 'Wrong#Pass1', code, adviser.totpSecret, id, NEW_PASSWORD])
      expect(all).not.toContain(secret);
  });
});
