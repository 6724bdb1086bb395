import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createAdviser, totpAt } from '../../test/factories.js';
import { login, verifyOtp } from '../../test/http.js';
import {
  NEW_PASSWORD,
  queuedMailTo,
  requestReset,
  resetTokenFrom,
  updatePassword,
  validateToken,
} from '../../test/reset.js';
import { findFreePort, startSmtpServer, type ReceivedMail } from '../../test/smtp.js';
import { sendPendingMail } from '../mail/outbox.service.js';

// Issue 3: a real SMTP exchange over loopback, through nodemailer and the outbox, no mocks.
let ctx: TestContext;
let smtpPort: number;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
beforeAll(async () => {
  smtpPort = await findFreePort();
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
});
afterAll(async () => {
  await smtp?.close();
  await ctx.close();
});

const mailTo = (email: string): ReceivedMail | undefined =>
  smtp?.received.filter((m) => m.to.includes(email)).at(-1);

describe('password reset over real SMTP', () => {
  it('answers as usual while the SMTP port is closed, and delivers once the server is up', async () => {
    const adviser = await createAdviser(ctx.deps);
    const res = await requestReset(ctx, adviser.email, await totpAt(adviser.totpSecret, ctx.clock.now()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect(await sendPendingMail(ctx.deps)).toBe(0);
    const [pending] = await queuedMailTo(ctx, adviser.email);
    expect(pending).toMatchObject({ attempts: 1, sentAt: null });
    expect(pending?.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer(smtpPort);
    expect(await sendPendingMail(ctx.deps)).toBe(0); // backing off: not due yet
    ctx.clock.advance(30_000);
    expect(await sendPendingMail(ctx.deps)).toBe(1);
    expect(resetTokenFrom(mailTo(adviser.email)?.raw ?? '')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [sent] = await queuedMailTo(ctx, adviser.email);
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.body).toBeNull(); // the link does not linger in the database
  });

  it('mail -> link -> new password -> sign in with it', async () => {
    const adviser = await createAdviser(ctx.deps);
    ctx.clock.advance(30_000);
    await requestReset(ctx, adviser.email, await totpAt(adviser.totpSecret, ctx.clock.now()));
    expect(await sendPendingMail(ctx.deps)).toBe(1);
    const mail = mailTo(adviser.email);
    expect(mail?.raw).toMatch(/Subject: Reset your Adviser Portal password/);
    const unfolded = (mail?.raw ?? '').replace(/=\r?\n/g, '');
    const link = /http:\/\/portal\.test\/resetPassword\/[A-Za-z0-9_-]+/.exec(unfolded)?.[0] ?? '';
    const token = link.split('/').at(-1) ?? '';
    expect((await validateToken(ctx, token)).json()).toMatchObject({
      success: true,
      details: { isUsed: false },
    });

    ctx.clock.advance(30_000);
    const updated = await updatePassword(ctx, {
      password: NEW_PASSWORD,
      otp: await totpAt(adviser.totpSecret, ctx.clock.now()),
      token,
    });
    expect(updated.json()).toEqual({ success: true });
    expect(await sendPendingMail(ctx.deps)).toBe(1);
    expect(mailTo(adviser.email)?.raw).toMatch(/Subject: Your Adviser Portal password was changed/);

    ctx.clock.advance(30_000);
    const challenge = await login(ctx, adviser.email, NEW_PASSWORD);
    expect(challenge.statusCode).toBe(200);
    const signedIn = await verifyOtp(
      ctx,
      challenge.json().id,
      await totpAt(adviser.totpSecret, ctx.clock.now()),
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().userDetails.email).toBe(adviser.email);
  });
});
