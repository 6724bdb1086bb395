import { ADMIN_PATHS, DEV_CODES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createAdviser, totpAt } from '../../test/factories.js';
import { INVITATION_CODE_PATTERN } from '../../platform/crypto.js';
import { CLI_META } from '../audit/audit.service.js';
import { runAdminCommand } from './admin.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

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
