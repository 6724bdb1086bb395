import {
  API_PATHS,
  DEFAULT_CLIENT_PAGE_SETTINGS,
  FEEDBACK_PATHS,
  PICTURE_PATHS,
  PROFILE_PATHS,
  profileReplySchema,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { signIn } from '../../test/http.js';
import { listFeedbackLines } from '../feedback/feedback.service.js';
import { askUploadUrl, listOf, makeImage, putFile, uploadAndRecord } from '../pictures/pictures-test-kit.js';
import { findPictures } from '../pictures/pictures.repository.js';
import { callAs, nextOtp, signedInAdviser, type SignedInAdviser } from '../profile/profile-test-kit.js';
import { runAdminCommand } from '../admin/admin.service.js';
import { CLI_META, findAudit } from './audit.service.js';

// Issue 32 item 2: with the audit table refusing rows (as a locked audit_log ends in a statement
// timeout), every audited change answers an error and keeps nothing: the change and its audit row
// commit together or not at all. A trigger stands in for the lock, on PGlite and Postgres alike.
let ctx: TestContext;
// One adviser throughout: every change below is refused, so each test starts from the same state.
let adviser: SignedInAdviser;
beforeAll(async () => {
  ctx = await createTestContext({ SUPPORT_EMAIL: 'support@adviser-portal.test' });
  adviser = await signedInAdviser(ctx);
  await ctx.deps.db.execute(sql`create function refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit_log refused'; end $$`);
});
afterAll(async () => ctx.close());

async function withAuditRefused<T>(work: () => Promise<T>): Promise<T> {
  await ctx.deps.db.execute(
    sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
  );
  try {
    return await work();
  } finally {
    await ctx.deps.db.execute(sql`drop trigger refuse_audit on audit_log`);
  }
}

const profileOf = async () =>
  profileReplySchema.parse((await callAs(ctx, adviser.jwt, 'GET', PROFILE_PATHS.userDetails)).json());
const queuedMail = async () =>
  Number(
    (
      (await ctx.deps.db.execute(sql`select count(*)::int as n from mail_outbox`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe('an audited change whose audit row cannot be written', () => {
  it('preferred name: answers an error and keeps the old name', async () => {
    const res = await withAuditRefused(() =>
      callAs(ctx, adviser.jwt, 'POST', PROFILE_PATHS.updateInfo, {
        name: 'Changed Name',
        mobile: '81234567',
      }),
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const profile = await profileOf();
    expect({ name: profile.name, mobile: profile.mobile }).toEqual({
      name: adviser.name,
      mobile: adviser.mobile,
    });
    expect(await findAudit(ctx.deps.db, { adviserId: adviser.id, event: 'profile.changed' })).toEqual([]);
  });

  it('client-page title, social links and display settings: nothing saved', async () => {
    const before = await profileOf();
    const replies = await withAuditRefused(async () => [
      await callAs(ctx, adviser.jwt, 'POST', PROFILE_PATHS.clientPage, {
        ...DEFAULT_CLIENT_PAGE_SETTINGS,
        showTitle: true,
        title: 'Senior Adviser',
      }),
      await callAs(ctx, adviser.jwt, 'POST', PROFILE_PATHS.updateSocial, {
        linkedin: 'https://linkedin.com/in/x',
      }),
      await callAs(ctx, adviser.jwt, 'POST', API_PATHS.theme, {
        menuMode: 'slim',
        colorScheme: 'dark',
        inputStyle: 'filled',
        menuTheme: 'primary',
        componentTheme: 'teal',
      }),
    ]);
    for (const res of replies) expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const after = await profileOf();
    expect(after.clientPage).toEqual(before.clientPage);
    expect(after.socialMediaAccounts).toEqual(before.socialMediaAccounts);
    ctx.clock.advance(30_000);
    expect((await signIn(ctx, adviser)).reply.userUiSettings).toBeNull();
  });

  it('rnf change request and feedback: no request, no feedback, no mail queued', async () => {
    const mailBefore = await queuedMail();
    const feedbackBefore = (await listFeedbackLines(ctx.deps)).length;
    const replies = await withAuditRefused(async () => [
      await callAs(ctx, adviser.jwt, 'GET', PROFILE_PATHS.requestUpdate),
      await callAs(ctx, adviser.jwt, 'POST', FEEDBACK_PATHS.submit, { category: 'Other', feedback: 'Hello' }),
    ]);
    for (const res of replies) expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect((await profileOf()).openRequestAt).toBeNull();
    expect((await listFeedbackLines(ctx.deps)).length).toBe(feedbackBefore);
    expect(await queuedMail()).toBe(mailBefore);
  });

  it('picture upload and list change: the list, the rows and the files stay as they were', async () => {
    const listed = await uploadAndRecord(ctx, adviser.jwt, 'avatarURL', await makeImage(300, 300));
    const { url, fileName } = (await askUploadUrl(ctx, adviser.jwt, 'avatarURL')).json();
    const image = await makeImage(320, 320);
    const put = await withAuditRefused(() => putFile(ctx, adviser.jwt, url, image));
    expect(put.statusCode).toBeGreaterThanOrEqual(500);
    expect(await ctx.deps.storage.get(fileName)).toBeNull();

    const cleared = await withAuditRefused(() =>
      callAs(ctx, adviser.jwt, 'POST', PICTURE_PATHS.managePic, { type: 'avatarURL', arr: [] }),
    );
    expect(cleared.statusCode).toBeGreaterThanOrEqual(500);
    expect((await listOf(ctx, adviser.jwt, 'avatarURL')).pictures.map((p) => p.fileName)).toEqual([
      listed.fileName,
    ]);
    expect(await findPictures(ctx.deps.db, adviser.id, 'avatarURL')).toHaveLength(1);
    expect(await ctx.deps.storage.get(listed.fileName ?? '')).not.toBeNull();
  });

  it('admin command: a disable whose audit row fails leaves the adviser enabled', async () => {
    const command = { kind: 'adviser-disable', email: adviser.email } as const;
    await expect(withAuditRefused(() => runAdminCommand(ctx.deps, command, CLI_META))).rejects.toThrow();
    ctx.clock.advance(30_000);
    expect((await signIn(ctx, adviser)).jwt).toEqual(expect.any(String));
  });

  it('password change: the old password still signs in and the mail is not queued', async () => {
    const mailBefore = await queuedMail();
    const otp = await nextOtp(ctx, adviser);
    const res = await withAuditRefused(() =>
      callAs(ctx, adviser.jwt, 'POST', PROFILE_PATHS.updatePassword, {
        currentPassword: adviser.password,
        newPassword: 'Fresh#Start2031',
        otp,
      }),
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(await queuedMail()).toBe(mailBefore);
    ctx.clock.advance(60_000);
    expect((await signIn(ctx, adviser)).jwt).toEqual(expect.any(String));
  });
});
