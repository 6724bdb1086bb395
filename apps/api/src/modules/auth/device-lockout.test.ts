import { API_PATHS, DEV_CODES, SERVER_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { findAudit } from '../audit/audit.service.js';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { createAdviser, totpAt, type TestAdviser } from '../../test/factories.js';
import { deviceCookiesOf, login, signIn, verifyOtp } from '../../test/http.js';
import { latestResetToken, requestReset } from '../../test/reset.js';
import { DEVICE_COOKIE_DAYS } from './device-cookie.js';

// Issue 9 and OWASP's device cookies: a browser that completed 2FA for an account keeps signing in
// while strangers who know the email fail, and its own failures use its own budget.
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const WRONG = 'Wrong#Pass1';
const DELAY_CAP_MS = 15 * 60_000;
const ATTACKER_IP = '198.51.100.66';
const tooMany = { message: SERVER_MESSAGES.tooManyAttempts, devCode: DEV_CODES.tooManyAttempts };
const locked = { message: SERVER_MESSAGES.accountLocked, devCode: DEV_CODES.accountLocked };

const attackerLogin = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { email, password },
    remoteAddress: ATTACKER_IP,
  });

/** Login and 2FA from the browser holding `cookies`; the status of each step. */
async function signInFrom(adviser: TestAdviser, cookies: Record<string, string>) {
  ctx.clock.advance(30_000); // a fresh TOTP step: each code signs in once
  const challenge = await login(ctx, adviser.email, adviser.password, cookies);
  if (challenge.statusCode !== 200) return { login: challenge.statusCode, otp: null };
  const otp = await verifyOtp(
    ctx,
    challenge.json().id,
    await totpAt(adviser.totpSecret, ctx.clock.now()),
    cookies,
  );
  return { login: challenge.statusCode, otp: otp.statusCode };
}

describe('device cookies against lockout by a stranger', () => {
  it("an attacker makes 110 failures; the adviser's known browser still signs in, an unknown one is locked out", async () => {
    const adviser = await createAdviser(ctx.deps);
    const { deviceCookies } = await signIn(ctx, adviser);
    expect(Object.keys(deviceCookies)).toHaveLength(1);

    const answers: number[] = [];
    for (let i = 0; i < 110; i++) {
      answers.push((await attackerLogin(adviser.email, WRONG)).statusCode);
      if (i === 10) {
        // in the middle of the growing delays: a new browser waits even with the right password ...
        expect((await login(ctx, adviser.email, adviser.password)).json()).toEqual(tooMany);
        // ... the known one does not
        expect(await signInFrom(adviser, deviceCookies)).toEqual({ login: 200, otp: 200 });
      }
      ctx.clock.advance(DELAY_CAP_MS);
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(100);
    expect(answers.slice(100)).toEqual(Array<number>(10).fill(423));

    expect((await login(ctx, adviser.email, adviser.password)).json()).toEqual(locked);
    expect(await signInFrom(adviser, deviceCookies)).toEqual({ login: 200, otp: 200 });
    // the known browser's success does not lift the lock the stranger caused
    expect((await login(ctx, adviser.email, adviser.password)).json()).toEqual(locked);
    expect((await findAudit(ctx.deps.db, { adviserId: adviser.id, event: 'account.locked' })).length).toBe(1);
  });

  it("a known browser's failures count against its own budget, not the account's", async () => {
    const adviser = await createAdviser(ctx.deps);
    const { deviceCookies } = await signIn(ctx, adviser);
    for (let i = 0; i < 5; i++)
      expect((await login(ctx, adviser.email, WRONG, deviceCookies)).statusCode).toBe(401);
    expect((await login(ctx, adviser.email, adviser.password, deviceCookies)).json()).toEqual(tooMany);
    // another browser of the adviser is not slowed by them
    expect(await signInFrom(adviser, {})).toEqual({ login: 200, otp: 200 });
  });

  it('a known browser that locks its own budget is treated as unknown again', async () => {
    const adviser = await createAdviser(ctx.deps);
    const { deviceCookies } = await signIn(ctx, adviser);
    for (let i = 0; i < 100; i++) {
      expect((await login(ctx, adviser.email, WRONG, deviceCookies)).statusCode).toBe(401);
      ctx.clock.advance(DELAY_CAP_MS);
    }
    // its next failures fall on the account's budget: free at first, then delayed
    for (let i = 0; i < 5; i++)
      expect((await login(ctx, adviser.email, WRONG, deviceCookies)).statusCode).toBe(401);
    expect((await login(ctx, adviser.email, adviser.password, deviceCookies)).json()).toEqual(tooMany);
    const lockAudit = await findAudit(ctx.deps.db, { adviserId: adviser.id, event: 'account.locked' });
    expect(lockAudit.map((e) => e.details)).toEqual([{ scope: 'one known device' }]);
  });

  it('a tampered cookie, or one made for another account, makes no known device', async () => {
    const victim = await createAdviser(ctx.deps);
    const other = await createAdviser(ctx.deps);
    const victimDevice = (await signIn(ctx, victim)).deviceCookies;
    const otherDevice = (await signIn(ctx, other)).deviceCookies;
    const [[name, value] = ['', '']] = Object.entries(victimDevice);
    const tampered = { [name]: `${value.split('.')[0]}.${'A'.repeat(43)}` };
    // the other account's cookie, renamed to the victim's cookie name
    const borrowed = { [name]: Object.values(otherDevice)[0] ?? '' };
    for (let i = 0; i < 5; i++) await attackerLogin(victim.email, WRONG);
    for (const cookies of [tampered, borrowed]) {
      expect((await login(ctx, victim.email, victim.password, cookies)).json()).toEqual(tooMany);
    }
    expect((await login(ctx, victim.email, victim.password, victimDevice)).statusCode).toBe(200);
  });

  it('the known browser can still ask for a reset mail while the account is locked', async () => {
    const adviser = await createAdviser(ctx.deps);
    const { deviceCookies } = await signIn(ctx, adviser);
    for (let i = 0; i < 100; i++) {
      await attackerLogin(adviser.email, WRONG);
      ctx.clock.advance(DELAY_CAP_MS);
    }
    expect((await attackerLogin(adviser.email, adviser.password)).json()).toEqual(locked);
    await requestReset(ctx, adviser.email, await totpAt(adviser.totpSecret, ctx.clock.now()));
    expect(await latestResetToken(ctx, adviser.email)).toBeUndefined(); // an unknown browser: refused
    ctx.clock.advance(30_000);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/non-auth/resetPassword',
      payload: { email: adviser.email, otp: await totpAt(adviser.totpSecret, ctx.clock.now()) },
      cookies: deviceCookies,
    });
    expect(await latestResetToken(ctx, adviser.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('the cookie is httpOnly, SameSite=Strict, only sent to the sign-in calls, long-lived, Secure over https', async () => {
    const adviser = await createAdviser(ctx.deps);
    const challenge = await login(ctx, adviser.email, adviser.password);
    const res = await verifyOtp(ctx, challenge.json().id, await totpAt(adviser.totpSecret, ctx.clock.now()));
    const cookie = res.cookies.find((c) => c.name.startsWith('portal_device_'));
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/non-auth',
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.name).not.toContain(adviser.email.split('@')[0]);

    const https = await buildApp({
      ...ctx.deps,
      config: { ...ctx.config, publicUrl: 'https://portal.example.sg' },
      webDistDir: null,
    });
    try {
      ctx.clock.advance(30_000);
      const secureChallenge = await https.inject({
        method: 'POST',
        url: API_PATHS.login,
        payload: { email: adviser.email, password: adviser.password },
      });
      const otp = await totpAt(adviser.totpSecret, ctx.clock.now());
      const secure = await https.inject({
        method: 'POST',
        url: API_PATHS.verifyOtp,
        payload: { id: secureChallenge.json().id, otp },
      });
      expect(Object.keys(deviceCookiesOf(secure))).toHaveLength(1);
      expect(secure.cookies.find((c) => c.name.startsWith('portal_device_'))?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });
});
