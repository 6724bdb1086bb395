import { API_PATHS, DEV_CODES, REFRESH_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { findAudit } from '../audit/audit.service.js';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { createAdviser } from '../../test/factories.js';
import { getHome, refresh, refreshCookieOf, REFRESH_COOKIE_NAME, signIn } from '../../test/http.js';
import { REFRESH_REUSE_GRACE_MS } from './session.service.js';

// Issue 9: two tabs refreshing at the same moment must not revoke the session; reuse after a short
// grace still revokes it (ARCHITECTURE §3, ADR 0003).
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const invalid = { message: REFRESH_MESSAGES.invalid, devCode: DEV_CODES.refreshFailed };

describe('refresh token grace', () => {
  it('two tabs refreshing at the same moment both succeed and get the same new token', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    const [first, second] = await Promise.all([
      refresh(ctx, signedIn.refreshToken),
      refresh(ctx, signedIn.refreshToken),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const newToken = refreshCookieOf(first);
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(signedIn.refreshToken);
    expect(refreshCookieOf(second)).toBe(newToken);
    for (const res of [first, second]) expect((await getHome(ctx, res.json().jwt)).statusCode).toBe(200);
    // the session lives on: the shared new token rotates as usual
    ctx.clock.advance(10 * 60_000);
    expect((await refresh(ctx, newToken)).statusCode).toBe(200);
  });

  it('the old token within the grace gets the newest token of the session, however often it rotated', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    const rotatedOnce = refreshCookieOf(await refresh(ctx, signedIn.refreshToken));
    ctx.clock.advance(5_000);
    const rotatedTwice = refreshCookieOf(await refresh(ctx, rotatedOnce));
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS - 10_000);
    const late = await refresh(ctx, signedIn.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(refreshCookieOf(late)).toBe(rotatedTwice);
  });

  it('reuse after the grace revokes the whole session', async () => {
    const adviser = await createAdviser(ctx.deps);
    const signedIn = await signIn(ctx, adviser);
    const first = await refresh(ctx, signedIn.refreshToken);
    const newToken = refreshCookieOf(first);
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const reuse = await refresh(ctx, signedIn.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(invalid);
    expect((await refresh(ctx, newToken)).json()).toEqual(invalid);
    expect((await getHome(ctx, first.json().jwt)).statusCode).toBe(403);
    const revoked = await findAudit(ctx.deps.db, { adviserId: adviser.id, event: 'session.revoked' });
    expect(revoked.map((e) => e.details)).toEqual([{ reason: 'refresh token reuse' }]);
  });

  it('the grace does not bring back a session that was logged out', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    const newToken = refreshCookieOf(await refresh(ctx, signedIn.refreshToken));
    await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      cookies: { [REFRESH_COOKIE_NAME]: newToken ?? '' },
    });
    expect((await refresh(ctx, signedIn.refreshToken)).json()).toEqual(invalid);
  });
});
