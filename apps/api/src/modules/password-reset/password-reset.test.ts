import { DEV_CODES, FIELD_MESSAGES, RESET_PATHS, SERVER_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { createAdviser, totpAt, type TestAdviser } from '../../test/factories.js';
import { getHome, login, signIn } from '../../test/http.js';
import {
  latestResetToken,
  NEW_PASSWORD,
  queuedMailTo,
  requestReset,
  updatePassword,
  validateToken,
} from '../../test/reset.js';
import { findAudit } from '../audit/audit.service.js';

let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const STEP = 30_000;
const codeNow = (adviser: TestAdviser) => totpAt(adviser.totpSecret, ctx.clock.now());
const resetFailed = { message: SERVER_MESSAGES.resetFailed, devCode: DEV_CODES.resetFailed };

/** Requests a reset with the current code and returns the token from the queued mail. */
async function tokenFor(adviser: TestAdviser): Promise<string> {
  expect((await requestReset(ctx, adviser.email, await codeNow(adviser))).statusCode).toBe(200);
  const token = await latestResetToken(ctx, adviser.email);
  if (!token) throw new Error('no reset mail queued');
  ctx.clock.advance(STEP); // the next code is a new time step
  return token;
}

describe('POST /api/non-auth/resetPassword', () => {
  it('queues a mail with a 256-bit link to PUBLIC_URL/resetPassword/{token}', async () => {
    const adviser = await createAdviser(ctx.deps);
    const res = await requestReset(ctx, adviser.email.toUpperCase(), await codeNow(adviser));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [mail] = await queuedMailTo(ctx, adviser.email);
    expect(mail?.subject).toBe('Reset your Adviser Portal password');
    expect(mail?.body).toMatch(/http:\/\/portal\.test\/resetPassword\/[A-Za-z0-9_-]{43}\n/);
    expect(mail?.discardAfter?.getTime()).toBe(ctx.clock.now().getTime() + 30 * 60_000);
  });

  it('sends nothing for a wrong code or an unknown email, and answers the same', async () => {
    const adviser = await createAdviser(ctx.deps);
    const good = await codeNow(adviser);
    const wrong = await requestReset(ctx, adviser.email, good === '000000' ? '111111' : '000000');
    const unknown = await requestReset(ctx, 'nobody.here@example.sg', good);
    expect(wrong.body).toBe('{"success":true}');
    expect(unknown.body).toBe(wrong.body);
    expect(await queuedMailTo(ctx, adviser.email)).toEqual([]);
    expect(await queuedMailTo(ctx, 'nobody.here@example.sg')).toEqual([]);
  });

  it('answers the spec messages for a missing email or 2FA code', async () => {
    const noOtp = await ctx.app.inject({
      method: 'POST',
      url: RESET_PATHS.resetPassword,
      payload: { email: 'a@b.sg' },
    });
    expect(noOtp.json()).toEqual({ message: FIELD_MESSAGES.otpRequiredShort, devCode: DEV_CODES.validation });
    const noEmail = await ctx.app.inject({
      method: 'POST',
      url: RESET_PATHS.resetPassword,
      payload: { otp: '123456' },
    });
    expect(noEmail.json()).toEqual({ message: FIELD_MESSAGES.emailRequired, devCode: DEV_CODES.validation });
  });
});

describe('POST /api/non-auth/validateResetToken', () => {
  it('describes a live token, then a used one; an unknown token is not a success', async () => {
    const adviser = await createAdviser(ctx.deps);
    const token = await tokenFor(adviser);
    const live = (await validateToken(ctx, token)).json();
    expect(live).toEqual({
      success: true,
      details: { isUsed: false, expiry: expect.any(String), name: adviser.name },
    });
    expect(
      (await updatePassword(ctx, { password: NEW_PASSWORD, otp: await codeNow(adviser), token })).statusCode,
    ).toBe(200);
    expect((await validateToken(ctx, token)).json().details.isUsed).toBe(true);
    expect((await validateToken(ctx, 'no-such-token')).json()).toEqual({ success: false });
  });
});

describe('POST /api/non-auth/updatePassword', () => {
  it('sets the new password, ends every session, mails a notification and audits it', async () => {
    const adviser = await createAdviser(ctx.deps);
    const signedIn = await signIn(ctx, adviser);
    ctx.clock.advance(STEP); // sign-in used this step's code
    const token = await tokenFor(adviser);
    const res = await updatePassword(ctx, { password: NEW_PASSWORD, otp: await codeNow(adviser), token });
    expect(res.json()).toEqual({ success: true });
    expect((await getHome(ctx, signedIn.jwt)).statusCode).toBe(403);
    expect((await login(ctx, adviser.email, adviser.password)).statusCode).toBe(401);
    expect((await login(ctx, adviser.email, NEW_PASSWORD)).statusCode).toBe(200);
    const subjects = (await queuedMailTo(ctx, adviser.email)).map((m) => m.subject);
    expect(subjects).toContain('Your Adviser Portal password was changed');
    const events = (await findAudit(ctx.deps.db, { adviserId: adviser.id })).map((e) => e.event);
    expect(events).toEqual(
      expect.arrayContaining(['password_reset.requested', 'password_reset.completed', 'session.revoked']),
    );
  });

  it('refuses an expired token (30 minutes) and a wrong code, keeping the old password', async () => {
    const adviser = await createAdviser(ctx.deps);
    const token = await tokenFor(adviser);
    const good = await codeNow(adviser);
    const wrong = await updatePassword(ctx, {
      password: NEW_PASSWORD,
      otp: good === '000000' ? '111111' : '000000',
      token,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(resetFailed);
    ctx.clock.advance(30 * 60_000);
    const expired = await updatePassword(ctx, { password: NEW_PASSWORD, otp: await codeNow(adviser), token });
    expect(expired.json()).toEqual(resetFailed);
    expect((await login(ctx, adviser.email, adviser.password)).statusCode).toBe(200);
  });

  it('answers the spec password rule for a weak password', async () => {
    const res = await updatePassword(ctx, { password: 'weak', otp: '123456', token: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: FIELD_MESSAGES.passwordRule, devCode: DEV_CODES.validation });
  });
});
