import { DEV_CODES, OTP_COUNTDOWN_SECONDS, SERVER_MESSAGES, AUTH_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { advisers } from '../../db/schema.js';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { createAdviser, totpAt } from '../../test/factories.js';
import { login, refreshCookieOf, verifyOtp } from '../../test/http.js';

let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const invalidCredentials = {
  message: SERVER_MESSAGES.invalidCredentials,
  devCode: DEV_CODES.invalidCredentials,
};
const invalidOtp = { message: AUTH_MESSAGES.otpInvalid, devCode: DEV_CODES.invalidOtp };

async function challengeFor(adviser: { email: string; password: string }): Promise<string> {
  const res = await login(ctx, adviser.email, adviser.password);
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string }>().id;
}

describe('POST /api/non-auth/login', () => {
  it('answers validLogin with an opaque challenge id, not the adviser id', async () => {
    const adviser = await createAdviser(ctx.deps);
    const res = await login(ctx, adviser.email.toUpperCase(), adviser.password);
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ validLogin: true, qrCodeSetupReq: false });
    expect(reply.id).not.toBe(adviser.id);
    expect(reply.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.qrCodeDataURL).toBeUndefined();
  });

  it('includes the QR setup while the authenticator is not confirmed', async () => {
    const adviser = await createAdviser(ctx.deps, { totpConfirmed: false });
    const reply = (await login(ctx, adviser.email, adviser.password)).json();
    expect(reply.qrCodeSetupReq).toBe(true);
    expect(reply.qrCodeDataURL).toMatch(/^data:image\/png;base64,/);
    expect(reply.otpauthUrl).toContain(`secret=${adviser.totpSecret}`);
  });

  it('gives a wrong password and an unknown email the very same 401', async () => {
    const adviser = await createAdviser(ctx.deps);
    const wrongPassword = await login(ctx, adviser.email, 'Wrong#Pass1');
    const unknownEmail = await login(ctx, 'nobody@example.sg', adviser.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(invalidCredentials);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('answers the spec messages for missing fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/non-auth/login',
      payload: { password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Email is required', devCode: DEV_CODES.validation });
  });

  it('refuses an adviser whose membership has ended', async () => {
    const adviser = await createAdviser(ctx.deps, { validUntil: new Date(ctx.clock.now().getTime() - 1000) });
    const res = await login(ctx, adviser.email, adviser.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: SERVER_MESSAGES.membershipExpired,
      devCode: DEV_CODES.membershipExpired,
    });
  });
});

describe('POST /api/non-auth/login, refusals after the right password (issue 3)', () => {
  it('tells a disabled adviser so, only after the right password', async () => {
    const adviser = await createAdviser(ctx.deps);
    await ctx.deps.db
      .update(advisers)
      .set({ disabledAt: ctx.clock.now() })
      .where(eq(advisers.id, adviser.id));
    expect((await login(ctx, adviser.email, 'Wrong#Pass1')).json()).toEqual(invalidCredentials);
    expect((await login(ctx, adviser.email, adviser.password)).json()).toEqual({
      message: SERVER_MESSAGES.accountDisabled,
      devCode: DEV_CODES.accountDisabled,
    });
  });
});

describe('POST /api/non-auth/verifyOTP', () => {
  it('signs in with the current code: jwt, session end two hours ahead, user details and refresh cookie', async () => {
    const adviser = await createAdviser(ctx.deps);
    const id = await challengeFor(adviser);
    const res = await verifyOtp(ctx, id, await totpAt(adviser.totpSecret, ctx.clock.now()));
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({
      success: true,
      sessionEndsAt: new Date(ctx.clock.now().getTime() + 2 * 3600_000).toISOString(),
      userDetails: {
        name: adviser.name,
        mobile: adviser.mobile,
        email: adviser.email,
        rnf: adviser.rnf,
        avatarURL: [],
        backgroundURL: [],
      },
      userUiSettings: null,
    });
    expect(reply.jwt.split('.')).toHaveLength(3);
    const cookie = res.cookies.find((c) => c.name === 'portal_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(refreshCookieOf(res)?.length).toBeGreaterThanOrEqual(43);
  });

  it('accepts a code one step old (clock drift) but not two', async () => {
    const adviser = await createAdviser(ctx.deps);
    const oneStepOld = await totpAt(adviser.totpSecret, new Date(ctx.clock.now().getTime() - 30_000));
    expect((await verifyOtp(ctx, await challengeFor(adviser), oneStepOld)).statusCode).toBe(200);
    const other = await createAdviser(ctx.deps);
    const twoStepsOld = await totpAt(other.totpSecret, new Date(ctx.clock.now().getTime() - 65_000));
    expect((await verifyOtp(ctx, await challengeFor(other), twoStepsOld)).json()).toEqual(invalidOtp);
  });

  it('answers a wrong code with the spec message, and the challenge still takes the right one', async () => {
    const adviser = await createAdviser(ctx.deps);
    const id = await challengeFor(adviser);
    const good = await totpAt(adviser.totpSecret, ctx.clock.now());
    const wrong = good === '000000' ? '111111' : '000000';
    const res = await verifyOtp(ctx, id, wrong);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(invalidOtp);
    expect((await verifyOtp(ctx, id, good)).statusCode).toBe(200);
  });

  it('refuses a code that was already used, even with a new challenge', async () => {
    const adviser = await createAdviser(ctx.deps);
    const code = await totpAt(adviser.totpSecret, ctx.clock.now());
    expect((await verifyOtp(ctx, await challengeFor(adviser), code)).statusCode).toBe(200);
    const replay = await verifyOtp(ctx, await challengeFor(adviser), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(invalidOtp);
  });

  it('refuses a used challenge', async () => {
    const adviser = await createAdviser(ctx.deps);
    const id = await challengeFor(adviser);
    expect((await verifyOtp(ctx, id, await totpAt(adviser.totpSecret, ctx.clock.now()))).statusCode).toBe(
      200,
    );
    ctx.clock.advance(30_000);
    const again = await verifyOtp(ctx, id, await totpAt(adviser.totpSecret, ctx.clock.now()));
    expect(again.statusCode).toBe(401);
    expect(again.json().devCode).toBe(DEV_CODES.challengeExpired);
  });

  it('refuses a challenge older than the 2FA countdown', async () => {
    const adviser = await createAdviser(ctx.deps);
    const id = await challengeFor(adviser);
    ctx.clock.advance(OTP_COUNTDOWN_SECONDS * 1000 + 1000);
    const res = await verifyOtp(ctx, id, await totpAt(adviser.totpSecret, ctx.clock.now()));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: SERVER_MESSAGES.challengeExpired,
      devCode: DEV_CODES.challengeExpired,
    });
  });

  it('kills the challenge after five wrong codes', async () => {
    const adviser = await createAdviser(ctx.deps);
    const id = await challengeFor(adviser);
    const good = await totpAt(adviser.totpSecret, ctx.clock.now());
    const wrong = good === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await verifyOtp(ctx, id, wrong)).json()).toEqual(invalidOtp);
    }
    const sixth = await verifyOtp(ctx, id, good);
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().devCode).toBe(DEV_CODES.challengeExpired);
  });

  it('counts parallel guesses: at most five are checked', async () => {
    const adviser = await createAdviser(ctx.deps);
    const id = await challengeFor(adviser);
    const good = await totpAt(adviser.totpSecret, ctx.clock.now());
    const guesses = Array.from({ length: 12 }, (_, i) => String(100000 + i)).filter((g) => g !== good);
    const replies = await Promise.all(guesses.map(async (g) => (await verifyOtp(ctx, id, g)).json().devCode));
    expect(replies.filter((c) => c === DEV_CODES.invalidOtp)).toHaveLength(5);
    expect((await verifyOtp(ctx, id, good)).json().devCode).toBe(DEV_CODES.challengeExpired);
  });

  it('refuses an unknown challenge and a malformed code', async () => {
    expect((await verifyOtp(ctx, 'made-up-challenge', '123456')).json().devCode).toBe(
      DEV_CODES.challengeExpired,
    );
    const bad = await verifyOtp(ctx, 'made-up-challenge', '12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Please key in the 2FA shown on your authentication app',
      devCode: DEV_CODES.validation,
    });
  });
});
