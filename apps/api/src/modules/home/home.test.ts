import { API_PATHS, DEV_CODES, homeReplySchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { createAdviser } from '../../test/factories.js';
import { getHome, signIn } from '../../test/http.js';
import { HOME_CONTENT } from './home-content.js';
import { seedHomeContent } from './home.service.js';

let ctx: TestContext;
testContextForFile((made) => (ctx = made));

describe('GET /api/dashboard/home', () => {
  it('writes amounts in full, as the tables do (issue 31: not S$1M)', () => {
    expect(JSON.stringify(HOME_CONTENT)).not.toMatch(/S\$\s?\d[\d,.]*\s?[KkMm]\b/);
  });

  it('lists the three tabs in order, each by position, seeded only once', async () => {
    expect(await seedHomeContent(ctx.deps)).toBe(true);
    expect(await seedHomeContent(ctx.deps)).toBe(false);
    const { jwt } = await signIn(ctx, await createAdviser(ctx.deps));
    const res = await getHome(ctx, jwt);
    expect(res.statusCode).toBe(200);
    const { entries } = homeReplySchema.parse(res.json());
    const tabs = entries.map((e) => e.tab);
    expect([...new Set(tabs)]).toEqual(['announcement', 'roadmap', 'overview']);
    const overview = entries.filter((e) => e.tab === 'overview');
    expect(overview.map((e) => e.title)).toEqual([
      '101 RP',
      'Integrated Shield',
      'Long Term Care',
      'Lifetime Income',
      'Maternity',
      'MultiPayCI',
      'Retirement Income',
      'Term',
      'Universal Life Index',
      'Whole Life',
      'Whole Life Endowment',
    ]);
    expect(overview.map((e) => e.position)).toEqual(overview.map((_, i) => i + 1));
    expect(entries.find((e) => e.title === '101 RP revamp')?.label).toBe('Partially complete');
    // Issue 31: Life Goals 360 is built, and the road map says where it is.
    const lifeGoals = entries.find((e) => e.tab === 'roadmap' && e.title === 'LifeGoals360');
    expect(lifeGoals?.label).toBe('Live');
    expect(lifeGoals?.body.join(' ')).toMatch(/menu under Modules, Life Goals 360/);
    expect(entries[0]).toMatchObject({ label: 'Jun 2025', title: expect.stringMatching(/hide/i) });
    expect(overview.find((e) => e.title === 'Integrated Shield')?.body.join(' ')).toMatch(
      /1 to 99.*Permanent Residents/s,
    );
  });

  it('needs a signed-in adviser', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: API_PATHS.home });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/ready416 and unknown paths', () => {
  it('is ready once the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: API_PATHS.ready });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: true });
  });

  it('answers an unknown /api path with 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', devCode: DEV_CODES.notFound });
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid request body', devCode: DEV_CODES.validation });
  });
});
