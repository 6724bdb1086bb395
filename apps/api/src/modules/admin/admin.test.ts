import { ADMIN_PATHS, DEV_CODES, LINK_PATHS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { createAdviser, totpAt, type TestAdviser } from '../../test/factories.js';
import { refresh, signIn } from '../../test/http.js';
import { INVITATION_CODE_PATTERN } from '../../platform/crypto.js';
import { AUDIT_EVENTS, CLI_META, findAudit } from '../audit/audit.service.js';
import { findAdviserById } from '../auth/auth.repository.js';
import { insertLinkDirectly } from '../links/links-test-kit.js';
import { findOpenRequest } from '../profile/profile.repository.js';
import { requestUpdate } from '../profile/profile.service.js';
import { runAdminCommand } from './admin.service.js';

let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const createInvite = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: ADMIN_PATHS.invitations,
    payload: { expiresDays: 3 },
    headers,
    remoteAddress,
  });

describe('admin routes', () => {
  it('create an invitation code from loopback with the admin token', async () => {
    const res = await createInvite({ 'x-admin-token': ctx.config.adminToken });
    expect(res.statusCode).toBe(201);
    const reply = res.json();
    expect(reply.code).toMatch(INVITATION_CODE_PATTERN);
    expect(new Date(reply.expiresAt).getTime()).toBe(ctx.clock.now().getTime() + 3 * 86_400_000);
  });

  it('refuse a missing or wrong token, and any call from another machine', async () => {
    const forbidden = { message: 'Forbidden', devCode: DEV_CODES.forbidden };
    expect((await createInvite({})).json()).toEqual(forbidden);
    expect((await createInvite({ 'x-admin-token': `${ctx.config.adminToken}x` })).statusCode).toBe(403);
    const remote = await createInvite({ 'x-admin-token': ctx.config.adminToken }, '203.0.113.7');
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual(forbidden);
  });

  it("tell an adviser's current code in development", async () => {
    const adviser = await createAdviser(ctx.deps);
    const res = await ctx.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.otp,
      payload: { email: adviser.email },
      headers: { 'x-admin-token': ctx.config.adminToken },
    });
    expect(res.json()).toEqual({ otp: await totpAt(adviser.totpSecret, ctx.clock.now()) });
  });
});

describe('admin lists name Singapore days', () => {
  it('an invitation made at 17:00 UTC on 15 Jan was created on 16 Jan in Singapore', async () => {
    ctx.clock.set(new Date('2030-01-15T17:00:00.000Z'));
    const [, code = ''] = await runAdminCommand(
      ctx.deps,
      { kind: 'invite-create', expiresDays: 3 },
      CLI_META,
    );
    const lines = await runAdminCommand(ctx.deps, { kind: 'invite-list' }, CLI_META);
    const line = lines.find((l) => l.startsWith(`${code.slice(0, 4)}-`));
    // created 2030-01-16 01:00 SGT; expires 3 days later, 2030-01-19 01:00 SGT
    expect(line).toMatch(/active\s+2030-01-16\s+2030-01-19$/);
  });
});

// Issue 31: `adviser update` carries out an rnf change request (spec 002 §7 GET requestUpdate), through
// the loopback admin API as the CLI does beside a running server (ADR 0002).
describe('admin adviser update', () => {
  const run = (command: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.commands,
      payload: { kind: 'adviser-update', ...command },
      headers: { 'x-admin-token': ctx.config.adminToken },
    });
  const rowOf = async (id: string) => (await findAdviserById(ctx.deps.db, id))!;

  /** A link published under the adviser's rnf of today (the snapshot as publishing stored it). */
  async function publishLink(adviser: TestAdviser): Promise<string> {
    return insertLinkDirectly(ctx, adviser, {
      comparisonType: 'term',
      clientDescription: 'Roadshow',
      advisorRecommendation: 'Alpha Term suits you.',
      snapshot: {
        query: {},
        rows: [{ uniqueID: 'Alpha - Alpha Term', insurer: 'Alpha', planName: 'Alpha Term' }],
        table: {
          headers: ['Insurer', 'Plan'],
          rows: [
            {
              uniqueID: 'Alpha - Alpha Term',
              insurer: 'Alpha',
              planName: 'Alpha Term',
              cells: ['Alpha', 'Alpha Term'],
            },
          ],
        },
        productInfos: [],
        hiddenRowIds: [],
        allowedInsurers: [],
        dataset: null,
        adviserName: adviser.name,
      },
    });
  }

  it('changes rnf, rnf name and email, closes the request, audits, and old links still open', async () => {
    const adviser = await createAdviser(ctx.deps);
    const session = await signIn(ctx, adviser);
    await requestUpdate(ctx.deps, adviser.id, CLI_META);
    const requestId = (await findOpenRequest(ctx.deps.db, adviser.id))!.id;
    const linkId = await publishLink(adviser);
    const newEmail = `moved-${adviser.email}`;

    const res = await run({
      email: adviser.email,
      rnf: ' rep-new-1 ',
      rnfName: ' Lim Advisory Pte Ltd ',
      newEmail: newEmail.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines).toEqual([
      `Adviser ${adviser.email} updated; 1 session(s) ended.`,
      `RNF: ${adviser.rnf} -> REP-NEW-1`,
      'RNF name: Test Advisory -> Lim Advisory Pte Ltd',
      `Email: ${adviser.email} -> ${newEmail}`,
      `Request ${requestId} closed.`,
      `Links published under RNF ${adviser.rnf} keep their addresses and still open.`,
    ]);
    expect(await rowOf(adviser.id)).toMatchObject({
      rnf: 'REP-NEW-1',
      rnfName: 'Lim Advisory Pte Ltd',
      email: newEmail,
    });
    expect(await findOpenRequest(ctx.deps.db, adviser.id)).toBeNull();
    const [changed] = await findAudit(ctx.deps.db, {
      adviserId: adviser.id,
      event: AUDIT_EVENTS.adviserDetailsChanged,
    });
    expect(changed?.details).toEqual({
      rnfFrom: adviser.rnf,
      rnfTo: 'REP-NEW-1',
      rnfNameFrom: 'Test Advisory',
      rnfNameTo: 'Lim Advisory Pte Ltd',
      emailFrom: adviser.email,
      emailTo: newEmail,
    });
    const [closed] = await findAudit(ctx.deps.db, {
      adviserId: adviser.id,
      event: AUDIT_EVENTS.rnfChangeClosed,
    });
    expect(closed?.details).toEqual({ requestId });

    // The link the client holds names the old rnf: it still opens, showing the adviser's new rnf.
    const page = await ctx.app.inject({ method: 'GET', url: `/c/${adviser.rnf}/${linkId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('RNF REP-NEW-1');
    const json = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/comparison/${adviser.rnf}/${linkId}`,
    });
    expect(json.statusCode).toBe(200);

    // The old session is over; the adviser signs in with the new email and lists the link unchanged.
    expect((await refresh(ctx, session.refreshToken)).statusCode).not.toBe(200);
    ctx.clock.advance(30_000); // each 2FA code works once
    const again = await signIn(ctx, { ...adviser, email: newEmail });
    expect(again.reply.userDetails.rnf).toBe('REP-NEW-1');
    const list = await ctx.app.inject({
      method: 'POST',
      url: LINK_PATHS.list,
      payload: { RNF: 'REP-NEW-1' },
      headers: { authorization: `Bearer ${again.jwt}` },
    });
    expect(list.json().data.map((l: { link: string }) => l.link)).toEqual([
      expect.stringMatching(new RegExp(`/c/${adviser.rnf}/${linkId}$`)),
    ]);
  });

  it('refuses bad values, a taken rnf or email, and no change, changing nothing', async () => {
    const adviser = await createAdviser(ctx.deps);
    const other = await createAdviser(ctx.deps);
    await requestUpdate(ctx.deps, adviser.id, CLI_META);
    for (const [command, status, message] of [
      [{ rnf: 'REP 1!' }, 400, '--rnf must be 1 to 40 letters, digits or hyphens'],
      [{ rnf: 'R'.repeat(41) }, 400, '--rnf must be 1 to 40 letters, digits or hyphens'],
      [{ rnfName: '   ' }, 400, '--rnf-name: RNF name is required'],
      [{ newEmail: 'not-an-email' }, 400, '--email: Invalid email format'],
      [{}, 400, 'adviser update needs at least one of --rnf, --rnf-name, --email'],
      [{ rnf: other.rnf.toLowerCase() }, 409, `RNF ${other.rnf} belongs to another adviser; nothing changed`],
      [{ newEmail: other.email }, 409, `Email ${other.email} belongs to another adviser; nothing changed`],
      [
        { rnf: adviser.rnf, rnfName: 'Test Advisory' },
        409,
        `No change: ${adviser.email} already has these details`,
      ],
    ] as const) {
      const res = await run({ email: adviser.email, ...command });
      expect(res.statusCode, JSON.stringify(command)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await run({ email: 'nobody@example.sg', rnf: 'REP-9' })).statusCode).toBe(404);
    expect(await rowOf(adviser.id)).toMatchObject({ rnf: adviser.rnf, email: adviser.email });
    expect(await findOpenRequest(ctx.deps.db, adviser.id)).not.toBeNull();
    const refusals = await findAudit(ctx.deps.db, { adviserId: adviser.id, event: AUDIT_EVENTS.admin });
    expect(refusals.map((a) => a.details?.outcome)).toContain('--email: Invalid email format');
  });
});
