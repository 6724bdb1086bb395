import {
  DEV_CODES,
  LINK_PATHS,
  SERVER_MESSAGES,
  listReplySchema,
  uploadReplySchema,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { TestContext } from '../../test/context.js';
import { postAs } from '../comparison/comparison-test-kit.js';
import { appWithAdviser, type SignedInAdviser, uploadAs } from './links-test-kit.js';

// Issue 9: the client page wrote to the database on every view, and any one address could view
// without limit. Views are now batched in memory, and capped per IP.
let ctx: TestContext;
let owner: SignedInAdviser;
// No timed flush during the test: the writes counted are the ones the test causes.
appWithAdviser(['term'], (made) => ({ ctx, adviser: owner } = made), {
  config: { VIEW_FLUSH_SECONDS: '3600' },
});
beforeAll(async () => {
  // A real count of the writes that touch lastViewed, kept by the database itself.
  for (const statement of [
    'create table view_writes (at timestamptz default now())',
    `create function count_view_write() returns trigger language plpgsql as
      'begin insert into view_writes default values; return new; end'`,
    `create trigger count_view_write after update of last_viewed on published_comparisons
      for each row execute function count_view_write()`,
  ])
    await ctx.deps.db.execute(sql.raw(statement));
});

async function publish() {
  const res = await uploadAs(ctx, owner, 'term');
  return uploadReplySchema.parse(res.json()).id;
}
async function viewWrites(): Promise<number> {
  const [row] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(sql`view_writes`);
  return row?.n ?? -1;
}
const lastViewedOf = async (id: string) => {
  const res = await postAs(ctx, owner.jwt, LINK_PATHS.list, { RNF: owner.rnf });
  return listReplySchema.parse(res.json()).data.find((c) => c.uniqueID === id)?.lastViewed;
};
/** Another app over the same database, e.g. with other limits; a second database is not cheap. */
async function appWith(config: Partial<TestContext['config']>) {
  const app = await buildApp({ ...ctx.deps, config: { ...ctx.config, ...config }, webDistDir: null });
  await app.ready();
  return app;
}

describe('view counting', () => {
  it('40 views make one write, and the manager still sees all 40', async () => {
    const id = await publish();
    const before = await viewWrites();
    for (let i = 0; i < 20; i++) {
      ctx.clock.advance(1000);
      expect((await ctx.app.inject({ url: `/c/${owner.rnf}/${id}` })).statusCode).toBe(200);
      expect((await ctx.app.inject({ url: `/api/public/comparison/${owner.rnf}/${id}` })).statusCode).toBe(
        200,
      );
    }
    expect(await viewWrites()).toBe(before);
    const lastViewed = await lastViewedOf(id); // listing writes what is pending first
    expect(lastViewed).toHaveLength(40);
    expect(lastViewed?.at(-1)).toBe(ctx.clock.now().toISOString());
    expect(await viewWrites()).toBe(before + 1);
  });

  it('views still waiting are written when the server shuts down', async () => {
    const id = await publish();
    const app = await appWith({});
    for (let i = 0; i < 5; i++)
      expect((await app.inject({ url: `/api/public/comparison/${owner.rnf}/${id}` })).statusCode).toBe(200);
    const before = await viewWrites();
    await app.close();
    expect(await viewWrites()).toBe(before + 1);
    expect(await lastViewedOf(id)).toHaveLength(5);
  });
});

describe('views per IP', () => {
  it('caps the views of one address per minute: 429 JSON for the call, a small HTML page for the page', async () => {
    const id = await publish();
    const app = await appWith({ viewRateLimitPerMinute: 5 });
    try {
      const view = (url: string, ip: string) => app.inject({ url, remoteAddress: ip });
      for (let i = 0; i < 5; i++)
        expect((await view(`/api/public/comparison/${owner.rnf}/${id}`, '203.0.113.7')).statusCode).toBe(200);
      const json = await view(`/api/public/comparison/${owner.rnf}/${id}`, '203.0.113.7');
      expect(json.statusCode).toBe(429);
      expect(json.json()).toEqual({ message: SERVER_MESSAGES.rateLimited, devCode: DEV_CODES.rateLimited });
      const page = await view(`/c/${owner.rnf}/${id}`, '203.0.113.7');
      expect(page.statusCode).toBe(429);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(SERVER_MESSAGES.rateLimited);
      expect(page.body).not.toContain('Tan Ah Kow');
      // Another address is not affected.
      expect((await view(`/c/${owner.rnf}/${id}`, '203.0.113.8')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
