import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { createAdviser } from '../../test/factories.js';
import { getHome, REFRESH_COOKIE_NAME, signIn } from '../../test/http.js';
import { API_PATHS } from '@portal/contracts';
import { revokeAllSessions } from './session.service.js';

// ADR 0009: an open session is kept in memory after its first check; every revocation must still be
// refused on the very next request.
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const meta = { ip: '127.0.0.1', userAgent: 'test' };

describe('session check cache', () => {
  it('a session used a moment ago is refused at once after logout', async () => {
    const signedIn = await signIn(ctx, await createAdviser(ctx.deps));
    expect((await getHome(ctx, signedIn.jwt)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.logout,
      cookies: { [REFRESH_COOKIE_NAME]: signedIn.refreshToken },
    });
    expect((await getHome(ctx, signedIn.jwt)).statusCode).toBe(403);
  });

  it("revoking all of an adviser's sessions refuses each at once and leaves other advisers signed in", async () => {
    const adviser = await createAdviser(ctx.deps);
    const first = await signIn(ctx, adviser);
    ctx.clock.advance(30_000); // each TOTP code signs in once (spec 000 §4.2)
    const second = await signIn(ctx, adviser);
    const other = await signIn(ctx, await createAdviser(ctx.deps));
    for (const s of [first, second, other]) expect((await getHome(ctx, s.jwt)).statusCode).toBe(200);
    expect(await revokeAllSessions(ctx.deps, adviser.id, 'password reset', meta)).toBe(2);
    expect((await getHome(ctx, first.jwt)).statusCode).toBe(403);
    expect((await getHome(ctx, second.jwt)).statusCode).toBe(403);
    expect((await getHome(ctx, other.jwt)).statusCode).toBe(200);
  });

  it('a session is refused once it ends, even right after a successful call', async () => {
    // A 5-minute session, so its end comes before the 15-minute access token's.
    const short = await createTestContext({ SESSION_MINUTES: '5' });
    try {
      const signedIn = await signIn(short, await createAdviser(short.deps));
      expect((await getHome(short, signedIn.jwt)).statusCode).toBe(200);
      short.clock.advance(5 * 60_000 + 1);
      expect((await getHome(short, signedIn.jwt)).statusCode).toBe(403);
    } finally {
      await short.close();
    }
  });
});
