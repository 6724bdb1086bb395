import {
  AUTH_MESSAGES,
  DEV_CODES,
  FIELD_MESSAGES,
  PROFILE_MESSAGES as M,
  PROFILE_PATHS,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { totpAt } from '../../test/factories.js';
import { getHome, login, refresh, signIn } from '../../test/http.js';
import { findFreePort, startSmtpServer } from '../../test/smtp.js';
import { AUDIT_EVENTS, findAudit } from '../audit/audit.service.js';
import { sendPendingMail } from '../mail/outbox.service.js';
import { callAs, nextOtp, signedInAdviser } from './profile-test-kit.js';

// spec 002 §5 Password change and issue 14: registration rule, differs from the current, a fresh 2FA
// code; every other session ends, this one stays; a mail goes out over real SMTP (in-process).
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  const port = await findFreePort();
  smtp = await startSmtpServer(port);
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const NEW_PASSWORD = 'Fresh#Start2031';
const change = (jwt: string | undefined, body: object) =>
  callAs(ctx, jwt, 'POST', PROFILE_PATHS.updatePassword, body);

describe('POST updatePassword', () => {
  it('changes the password, ends the other sessions, keeps this one, and mails the adviser', async () => {
    const adviser = await signedInAdviser(ctx);
    ctx.clock.advance(30_000);
    const laptop = await signIn(ctx, adviser);
    const bystander = await signedInAdviser(ctx);

    const res = await change(adviser.jwt, {
      currentPassword: adviser.password,
      newPassword: NEW_PASSWORD,
      otp: await nextOtp(ctx, adviser),
    });
    expect(res.json()).toEqual({ success: true, msg: M.passwordUpdated });

    // This session carries on, with its access token and its refresh token.
    expect((await getHome(ctx, adviser.jwt)).statusCode).toBe(200);
    expect((await refresh(ctx, adviser.refreshToken)).statusCode).toBe(200);
    // The other one is over at once.
    expect((await getHome(ctx, laptop.jwt)).statusCode).toBe(403);
    expect((await refresh(ctx, laptop.refreshToken)).statusCode).toBe(401);
    // Another adviser is not touched.
    expect((await getHome(ctx, bystander.jwt)).statusCode).toBe(200);

    expect((await login(ctx, adviser.email, adviser.password)).statusCode).toBe(401);
    ctx.clock.advance(30_000);
    await signIn(ctx, { ...adviser, password: NEW_PASSWORD });

    expect(await sendPendingMail(ctx.deps)).toBeGreaterThanOrEqual(1);
    const mail = smtp.received.find((m) => m.to.includes(adviser.email));
    expect(mail?.raw).toMatch(/Subject: Your Adviser Portal password was changed/);
    expect(mail?.raw).toMatch(/Every other signed-in session was signed out/);
    expect(mail?.raw).not.toContain(NEW_PASSWORD);
    const [entry] = await findAudit(ctx.deps.db, {
      adviserId: adviser.id,
      event: AUDIT_EVENTS.passwordChanged,
    });
    expect(entry?.details).toEqual({ otherSessionsEnded: 1 });
  });

  describe('refusals leave the password as it was', () => {
    type Given = { password: string; otp: string };
    const otherCode = (otp: string) => (otp === '000000' ? '111111' : '000000');
    it.each([
      [
        'a wrong current password',
        () => ({ currentPassword: 'Wrong#Pass99' }),
        M.currentPasswordWrong,
        DEV_CODES.wrongPassword,
      ],
      [
        'the same password again',
        (g: Given) => ({ newPassword: g.password }),
        M.passwordUnchanged,
        DEV_CODES.passwordUnchanged,
      ],
      ['a weak new password', () => ({ newPassword: 'password1' }), M.passwordRule, DEV_CODES.validation],
      [
        'a wrong 2FA code',
        (g: Given) => ({ otp: otherCode(g.otp) }),
        AUTH_MESSAGES.otpInvalid,
        DEV_CODES.invalidOtp,
      ],
      ['no 2FA code', () => ({ otp: '' }), FIELD_MESSAGES.otpRequired, DEV_CODES.validation],
      [
        'no current password',
        () => ({ currentPassword: '' }),
        M.currentPasswordRequired,
        DEV_CODES.validation,
      ],
    ])('%s', async (_name, override, message, devCode) => {
      const adviser = await signedInAdviser(ctx);
      const otp = await nextOtp(ctx, adviser);
      const res = await change(adviser.jwt, {
        currentPassword: adviser.password,
        newPassword: NEW_PASSWORD,
        otp,
        ...override({ password: adviser.password, otp }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, devCode });
      ctx.clock.advance(30_000);
      expect((await login(ctx, adviser.email, adviser.password)).statusCode).toBe(200);
    });

    it('refuses a 2FA code that was already used', async () => {
      const adviser = await signedInAdviser(ctx);
      // The code of this very step signed the adviser in a moment ago.
      const used = await totpAt(adviser.totpSecret, ctx.clock.now());
      const res = await change(adviser.jwt, {
        currentPassword: adviser.password,
        newPassword: NEW_PASSWORD,
        otp: used,
      });
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpInvalid, devCode: DEV_CODES.invalidOtp });
      const failures = await findAudit(ctx.deps.db, {
        adviserId: adviser.id,
        event: AUDIT_EVENTS.passwordChangeFailed,
      });
      expect(failures[0]?.details).toEqual({ reason: '2FA code already used' });
    });

    it('refuses a call without a token', async () => {
      expect((await change(undefined, {})).statusCode).toBe(403);
    });
  });
});
