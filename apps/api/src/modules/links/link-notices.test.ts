import {
  LINK_PATHS,
  PROFILE_PATHS,
  listReplySchema,
  profileReplySchema,
  uploadPathFor,
  uploadReplySchema,
  type SavedComparison,
} from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { signIn } from '../../test/http.js';
import { findFreePort, startSmtpServer } from '../../test/smtp.js';
import { sendPendingMail } from '../mail/outbox.service.js';
import { seedSampleData } from '../products/products.service.js';
import { callAs, signedInAdviser, type SignedInAdviser } from '../profile/profile-test-kit.js';
import { noticeFirstOpen, noticeUnopenedLinks } from './link-notices.js';
import { uploadPayload } from './links-test-kit.js';
import { createViewRecorder } from './view-recorder.js';

// Issue 36: the adviser hears, through the outbox and over real SMTP, when a client first opens a link
// (not the adviser's own preview) and when a link is two days from expiring unopened; each once, and
// neither once turned off in Profile.
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mei: SignedInAdviser;
const DAY = 86_400_000;

beforeAll(async () => {
  const port = await findFreePort();
  smtp = await startSmtpServer(port);
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  await seedSampleData(ctx.deps, ['term']);
  mei = await signedInAdviser(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  // Mail queued by an earlier test goes first; each test reads what it caused.
  await sendPendingMail(ctx.deps);
  smtp.received.length = 0;
});

async function publish(validityPeriod = 8) {
  const res = await callAs(ctx, mei.jwt, 'POST', uploadPathFor('term'), {
    ...uploadPayload('term', mei.rnf),
    clientName: 'Tan Mei Ling',
    validityPeriod,
  });
  expect(res.statusCode, res.body).toBe(200);
  return uploadReplySchema.parse(res.json()).id;
}
/** The manager's list: it writes the views waiting in memory first (and so tells of first opens). */
async function listed(): Promise<Map<string, SavedComparison>> {
  const res = await callAs(ctx, mei.jwt, 'POST', LINK_PATHS.list, { RNF: mei.rnf });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(listReplySchema.parse(res.json()).data.map((l) => [l._id, l]));
}
const open = (url: string) => ctx.app.inject({ method: 'GET', url: url.replace('http://portal.test', '') });
/** The clock moved past the session's two hours: sign in again (with the next 2FA code). */
const freshToken = async () => {
  ctx.clock.advance(30_000);
  mei = { ...mei, jwt: (await signIn(ctx, mei)).jwt };
};
const setNotices = (body: object) => callAs(ctx, mei.jwt, 'POST', PROFILE_PATHS.linkNotices, body);

describe('the adviser knows when the client looks (issue 36)', () => {
  it('mails the first open once, never for the preview, and the manager shows first, last and count', async () => {
    const id = await publish();
    const fresh = (await listed()).get(id)!;
    expect(fresh).toMatchObject({ firstOpened: null, openCount: 0 });

    // The preview page, its PDF (the page's link keeps the token) and the JSON call it stands for.
    const preview = await open(fresh.previewLink!);
    expect(preview.statusCode).toBe(200);
    const token = new URL(fresh.previewLink!).searchParams.get('preview')!;
    const pdfHref = `${encodeURIComponent(id)}/pdf?preview=${token}`;
    expect(preview.body).toContain(`href="${pdfHref}"`);
    expect((await open(`${fresh.link}/pdf?preview=${token}`)).statusCode).toBe(200);
    const json = LINK_PATHS.publicView.replace(':rnf', mei.rnf).replace(':id', id);
    expect((await open(`${json}?preview=${token}`)).statusCode).toBe(200);
    expect((await listed()).get(id)).toMatchObject({ firstOpened: null, openCount: 0, lastViewed: [] });
    expect(await sendPendingMail(ctx.deps)).toBe(0);

    const firstAt = ctx.clock.now().toISOString();
    expect((await open(fresh.link)).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    expect((await open(fresh.link)).statusCode).toBe(200);
    expect((await open(`${fresh.link}/pdf`)).statusCode).toBe(200);
    expect((await open(json)).statusCode).toBe(200);
    const seen = (await listed()).get(id)!;
    expect(seen).toMatchObject({ firstOpened: firstAt, openCount: 4 });
    expect(seen.lastViewed.at(-1)).toBe(ctx.clock.now().toISOString());

    expect(await sendPendingMail(ctx.deps)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([mei.email]);
    expect(mail?.raw).toContain('Subject: Tan Mei Ling opened your Term comparison');
    // Another open later: no second mail.
    await open(fresh.link);
    await listed();
    expect(await sendPendingMail(ctx.deps)).toBe(0);
    // A preview token of another link is not a preview of this one.
    const other = await publish();
    const forged = `${(await listed()).get(other)!.link}?preview=${fresh.previewLink!.split('preview=')[1]}`;
    await open(forged);
    expect((await listed()).get(other)).toMatchObject({ openCount: 1 });
    expect(await sendPendingMail(ctx.deps)).toBe(1);
  });

  it('writes a first open and queues its mail together: when the mail cannot be queued, both wait', async () => {
    const id = await publish();
    let refuseMail = true;
    const recorder = createViewRecorder(ctx.deps.db, {
      keep: 10,
      flushEveryMs: 3_600_000,
      onFirstOpen: async (tx, linkId, at) => {
        await noticeFirstOpen({ ...ctx.deps, db: tx }, linkId, at);
        if (refuseMail) throw new Error('the outbox refused the mail');
      },
    });
    try {
      const firstAt = ctx.clock.now();
      recorder.record(id, firstAt);
      await recorder.flush();
      // Neither the open nor the mail queued before the failure was kept.
      expect((await listed()).get(id)).toMatchObject({ firstOpened: null, openCount: 0 });
      expect(await sendPendingMail(ctx.deps)).toBe(0);

      refuseMail = false;
      await recorder.flush();
      expect((await listed()).get(id)).toMatchObject({ firstOpened: firstAt.toISOString(), openCount: 1 });
      expect(await sendPendingMail(ctx.deps)).toBe(1);
      expect(smtp.received[0]?.raw).toContain('Subject: Tan Mei Ling opened your Term comparison');
    } finally {
      await recorder.close();
    }
  });

  it('mails once two days before an unopened link expires, and never for an opened one', async () => {
    const unopened = await publish(3);
    const opened = await publish(3);
    // Published for one day: it never had two days to run, so it is not told of.
    await publish(1);
    await open((await listed()).get(opened)!.link);
    await listed();
    await sendPendingMail(ctx.deps);
    smtp.received.length = 0;

    expect(await noticeUnopenedLinks(ctx.deps)).toBe(0);
    ctx.clock.advance(DAY + 60_000);
    await freshToken();
    // Two checks at once, as two instances would run them: one mail.
    const sent = await Promise.all([noticeUnopenedLinks(ctx.deps), noticeUnopenedLinks(ctx.deps)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await noticeUnopenedLinks(ctx.deps)).toBe(0);
    expect(await sendPendingMail(ctx.deps)).toBe(1);
    expect(smtp.received[0]?.raw).toContain('Subject: Tan Mei Ling has not opened your Term comparison yet');
    expect(smtp.received[0]?.raw).toContain('has not been opened');
    // The opened link, and the unopened one already told of, are never mailed about again.
    ctx.clock.advance(DAY);
    await freshToken();
    expect(await noticeUnopenedLinks(ctx.deps)).toBe(0);
    expect((await listed()).get(unopened)).toMatchObject({ firstOpened: null, openCount: 0 });
  });

  it('sends neither once turned off in Profile, and Profile says what is on', async () => {
    await freshToken();
    const before = profileReplySchema.parse(
      (await callAs(ctx, mei.jwt, 'GET', PROFILE_PATHS.userDetails)).json(),
    );
    expect(before.linkNotices).toEqual({ firstOpen: true, unopenedBeforeExpiry: true });
    const saved = await setNotices({ firstOpen: false, unopenedBeforeExpiry: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = profileReplySchema.parse(
      (await callAs(ctx, mei.jwt, 'GET', PROFILE_PATHS.userDetails)).json(),
    );
    expect(after.linkNotices).toEqual({ firstOpen: false, unopenedBeforeExpiry: false });

    const id = await publish(3);
    await open((await listed()).get(id)!.link);
    await listed();
    await publish(3);
    ctx.clock.advance(DAY + 60_000);
    await freshToken();
    expect(await noticeUnopenedLinks(ctx.deps)).toBe(0);
    expect(await sendPendingMail(ctx.deps)).toBe(0);
    expect(smtp.received).toEqual([]);
    expect((await setNotices({ firstOpen: 'yes' })).statusCode).toBe(400);
    await setNotices({ firstOpen: true, unopenedBeforeExpiry: true });
  });
});
