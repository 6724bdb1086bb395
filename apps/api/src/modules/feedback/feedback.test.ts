import { DEV_CODES, FEEDBACK_MESSAGES as M, FEEDBACK_PATHS, SERVER_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { signIn } from '../../test/http.js';
import { findFreePort, startSmtpServer } from '../../test/smtp.js';
import { AUDIT_EVENTS, findAudit } from '../audit/audit.service.js';
import { findMailTo } from '../mail/outbox.repository.js';
import { sendPendingMail } from '../mail/outbox.service.js';
import { callAs, signedInAdviser } from '../profile/profile-test-kit.js';
import { listFeedbackLines, MAX_FEEDBACK_PER_HOUR } from './feedback.service.js';

// spec 002 §2 Feedback, §5, §8 and issue 14: stored, and mailed to SUPPORT_EMAIL over real SMTP.
const SUPPORT = 'support@adviser-portal.test';
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  const port = await findFreePort();
  smtp = await startSmtpServer(port);
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}`, SUPPORT_EMAIL: SUPPORT });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const submit = (jwt: string | undefined, body: object) =>
  callAs(ctx, jwt, 'POST', FEEDBACK_PATHS.submit, body);

describe('POST submitFeedback', () => {
  it('stores the feedback and mails it to support', async () => {
    const adviser = await signedInAdviser(ctx);
    const text = 'The Term table shows the wrong premium for\r\nInsurer B at age 40.';
    const res = await submit(adviser.jwt, { category: 'Data correction', feedback: `  ${text}  ` });
    expect(res.json()).toEqual({ success: true, msg: M.submitted });

    const lines = await listFeedbackLines(ctx.deps);
    expect(lines.join('\n')).toContain(`Data correction  ${adviser.email}`);
    expect(lines).toContain('    Insurer B at age 40.');

    expect(await sendPendingMail(ctx.deps)).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([SUPPORT]);
    expect(mail?.raw).toMatch(/Subject: Feedback \(Data correction\) from RNF-/);
    expect(mail?.raw).toContain(adviser.email);
    expect(mail?.raw).toContain('Insurer B at age 40.');
    const [entry] = await findAudit(ctx.deps.db, {
      adviserId: adviser.id,
      event: AUDIT_EVENTS.feedbackSubmitted,
    });
    expect(entry?.details).toMatchObject({ category: 'Data correction' });
  });

  it.each([
    ['no category', { feedback: 'Great tool' }, M.categoryRequired],
    ['an unknown category', { category: 'Praise', feedback: 'Great tool' }, M.categoryRequired],
    ['no feedback', { category: 'Other' }, M.feedbackRequired],
    ['blank feedback', { category: 'Other', feedback: '   ' }, M.feedbackRequired],
    ['2,001 characters', { category: 'Other', feedback: 'x'.repeat(2001) }, M.tooLong],
  ])('refuses %s: %s, and stores nothing', async (_name, body, message) => {
    const adviser = await signedInAdviser(ctx);
    const before = (await listFeedbackLines(ctx.deps)).length;
    const res = await submit(adviser.jwt, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, devCode: DEV_CODES.validation });
    expect((await listFeedbackLines(ctx.deps)).length).toBe(before);
  });

  it('takes exactly 2,000 characters, and refuses a call without a token', async () => {
    const adviser = await signedInAdviser(ctx);
    expect((await submit(adviser.jwt, { category: 'Other', feedback: 'y'.repeat(2000) })).statusCode).toBe(
      200,
    );
    expect((await submit(undefined, { category: 'Other', feedback: 'hello' })).statusCode).toBe(403);
  });
});

describe('a flood of feedback', () => {
  it(`takes ${MAX_FEEDBACK_PER_HOUR} an hour from one adviser, then says to try later`, async () => {
    const adviser = await signedInAdviser(ctx);
    for (let i = 0; i < MAX_FEEDBACK_PER_HOUR; i += 1)
      expect((await submit(adviser.jwt, { category: 'Other', feedback: `Note ${i}` })).statusCode).toBe(200);
    const refused = await submit(adviser.jwt, { category: 'Other', feedback: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SERVER_MESSAGES.rateLimited, devCode: DEV_CODES.rateLimited });
    const other = await signedInAdviser(ctx);
    expect((await submit(other.jwt, { category: 'Other', feedback: 'Mine' })).statusCode).toBe(200);
    ctx.clock.advance(3_600_000);
    adviser.jwt = (await signIn(ctx, adviser)).jwt;
    expect((await submit(adviser.jwt, { category: 'Other', feedback: 'Later' })).statusCode).toBe(200);
  });
});

describe('racing submissions (issue 32 item 7)', () => {
  it(`store and mail exactly ${MAX_FEEDBACK_PER_HOUR} of 40 sent at once; the rest answer 429`, async () => {
    const adviser = await signedInAdviser(ctx);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => submit(adviser.jwt, { category: 'Other', feedback: `Race ${i}` })),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_FEEDBACK_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - MAX_FEEDBACK_PER_HOUR);
    const stored = (await listFeedbackLines(ctx.deps)).filter((l) => l.includes(adviser.email));
    expect(stored).toHaveLength(MAX_FEEDBACK_PER_HOUR);
    const mails = (await findMailTo(ctx.deps.db, SUPPORT)).filter((m) =>
      m.subject.endsWith(` ${adviser.rnf}`),
    );
    expect(mails).toHaveLength(MAX_FEEDBACK_PER_HOUR);
  });
});

describe('without SUPPORT_EMAIL', () => {
  it('stores the feedback and sends no mail', async () => {
    const quiet = await createTestContext();
    try {
      const adviser = await signedInAdviser(quiet);
      const res = await callAs(quiet, adviser.jwt, 'POST', FEEDBACK_PATHS.submit, {
        category: 'Feature request',
        feedback: 'Dark mode for the card',
      });
      expect(res.statusCode).toBe(200);
      expect((await listFeedbackLines(quiet.deps)).join('\n')).toContain('Dark mode for the card');
      expect(await sendPendingMail(quiet.deps)).toBe(0);
    } finally {
      await quiet.close();
    }
  });
});
