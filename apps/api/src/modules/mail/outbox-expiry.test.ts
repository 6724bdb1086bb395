import { RESET_TOKEN_MINUTES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createAdviser, totpAt } from '../../test/factories.js';
import { queuedMailTo, requestReset, resetTokenFrom, validateToken } from '../../test/reset.js';
import { findFreePort, startSmtpServer } from '../../test/smtp.js';
import { sendPendingMail } from './outbox.service.js';

// Issue 9: a reset mail is retried for as long as its link lives, and never sent after. Real SMTP over
// loopback (a closed port, then a server); the injected clock stands in for the sender's 2 s loop.
let ctx: TestContext;
let smtpPort: number;
const servers: Array<Awaited<ReturnType<typeof startSmtpServer>>> = [];
beforeAll(async () => {
  smtpPort = await findFreePort();
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await ctx.close();
});

const MINUTE = 60_000;
const TOKEN_LIFE_MS = RESET_TOKEN_MINUTES * MINUTE;

/** Runs the sender every 30 s of the injected clock for `ms`; how many mails it delivered. */
async function runSenderFor(ms: number): Promise<number> {
  let sent = 0;
  for (let elapsed = 0; elapsed < ms; elapsed += 30_000) {
    sent += await sendPendingMail(ctx.deps);
    ctx.clock.advance(30_000);
  }
  return sent;
}

async function askForReset() {
  const adviser = await createAdviser(ctx.deps);
  ctx.clock.advance(30_000);
  expect(
    (await requestReset(ctx, adviser.email, await totpAt(adviser.totpSecret, ctx.clock.now()))).statusCode,
  ).toBe(200);
  return adviser;
}

describe('reset mail during an SMTP outage', () => {
  it('keeps trying through 25 minutes of outage and delivers a live link when the server is back', async () => {
    const adviser = await askForReset();
    expect(await runSenderFor(25 * MINUTE)).toBe(0);
    const [pending] = await queuedMailTo(ctx, adviser.email);
    expect(pending).toMatchObject({ sentAt: null, failedAt: null });
    expect(pending?.attempts).toBeGreaterThanOrEqual(24); // at least once a minute, not 6 times in all

    const server = await startSmtpServer(smtpPort);
    servers.push(server);
    expect(await runSenderFor(MINUTE + 30_000)).toBe(1);
    const token = resetTokenFrom(server.received.find((m) => m.to.includes(adviser.email))?.raw ?? '') ?? '';
    expect((await validateToken(ctx, token)).json()).toMatchObject({
      success: true,
      details: { isUsed: false },
    });
    await server.close();
    servers.pop();
  });

  it('stops when the link expires: never sent afterwards, and the body is erased', async () => {
    const adviser = await askForReset();
    expect(await runSenderFor(TOKEN_LIFE_MS - MINUTE)).toBe(0);
    const [stillTrying] = await queuedMailTo(ctx, adviser.email);
    expect(stillTrying).toMatchObject({ sentAt: null, failedAt: null });

    expect(await runSenderFor(2 * MINUTE)).toBe(0);
    const server = await startSmtpServer(smtpPort);
    servers.push(server);
    expect(await runSenderFor(5 * MINUTE)).toBe(0);
    expect(server.received.filter((m) => m.to.includes(adviser.email))).toEqual([]);
    const [givenUp] = await queuedMailTo(ctx, adviser.email);
    expect(givenUp?.failedAt).not.toBeNull();
    expect(givenUp?.body).toBeNull();
    expect(givenUp?.failedAt?.getTime()).toBeLessThanOrEqual(
      (givenUp?.discardAfter?.getTime() ?? 0) + 30_000,
    );
  });
});
