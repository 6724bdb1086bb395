import {
  LINK_MESSAGES,
  LINK_PATHS,
  MAX_LAST_VIEWED,
  editReplySchema,
  listReplySchema,
  uploadPathFor,
  uploadReplySchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { signIn } from '../../test/http.js';
import { postAs } from '../comparison/comparison-test-kit.js';
import { appWithAdviser, signedInAdviser, type SignedInAdviser, uploadPayload } from './links-test-kit.js';

let ctx: TestContext;
let owner: SignedInAdviser;
let other: SignedInAdviser;
appWithAdviser(
  ['term'],
  async (made) => {
    ({ ctx, adviser: owner } = made);
    other = await signedInAdviser(ctx);
  },
  { config: { RATE_LIMIT_PER_MINUTE: '40' } },
);

const DAY = 86_400_000;
/** Moves the clock; access tokens last minutes, so both advisers sign in again. */
async function advance(ms: number) {
  ctx.clock.advance(ms);
  owner.jwt = (await signIn(ctx, owner)).jwt;
  other.jwt = (await signIn(ctx, other)).jwt;
}
async function publish(validityPeriod = 8) {
  const res = await postAs(
    ctx,
    owner.jwt,
    uploadPathFor('term'),
    uploadPayload('term', owner.rnf, { validityPeriod }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return uploadReplySchema.parse(res.json());
}
const page = (rnf: string, id: string) => ctx.app.inject({ method: 'GET', url: `/c/${rnf}/${id}` });
const edit = (jwt: string, id: string, extend: unknown) =>
  postAs(ctx, jwt, LINK_PATHS.edit, {
    id,
    clientName: 'Tan Ah Kow',
    clientDescription: 'Renewal client',
    advisorRecommendation: 'Take plan B',
    extend,
  });
const list = async (jwt: string, rnf: string) =>
  listReplySchema.parse((await postAs(ctx, jwt, LINK_PATHS.list, { RNF: rnf })).json()).data;

describe('the client page and the manager calls (spec 002 §7)', () => {
  it('expired, disabled, unknown and wrong-rnf links answer 404 with no client data', async () => {
    const expired = await publish(1);
    await advance(DAY + 1000);
    const disabled = await publish();
    await postAs(ctx, owner.jwt, LINK_PATHS.disable, { uniqueID: disabled.id });
    const live = await publish();
    // Issue 14 (ADR 0016): a real link of that rnf that expired or was disabled names the adviser to
    // contact; an unknown id and a wrong rnf still answer one and the same page.
    const gone = [await page(owner.rnf, expired.id), await page(owner.rnf, disabled.id)];
    const unknown = [await page(owner.rnf, 'x'.repeat(24)), await page(other.rnf, live.id)];
    for (const group of [gone, unknown])
      for (const res of group) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(group[0]!.body);
        expect(res.body).toContain(LINK_MESSAGES.unavailable);
        expect(res.body).not.toContain('Tan Ah Kow');
      }
    expect(gone[0]?.body).toContain(`Please contact ${owner.name} for a new link.`);
    expect(unknown[0]?.body).not.toContain(owner.name);
    const ok = await page(owner.rnf, live.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Tan Ah Kow');
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('escapes adviser text on the page and lists each view, keeping the latest 100', async () => {
    const { id } = await publish();
    for (let i = 0; i < MAX_LAST_VIEWED + 2; i += 1)
      await ctx.app.inject({ url: `/api/public/comparison/${owner.rnf}/${id}` });
    const saved = (await list(owner.jwt, owner.rnf)).find((c) => c.uniqueID === id);
    expect(saved?.lastViewed).toHaveLength(MAX_LAST_VIEWED);
    const body = (await page(owner.rnf, id)).body;
    expect(body).toContain('It&#39;s 10% cheaper &amp; (mostly) better');
    expect(body).not.toMatch(/<script/i);
  });

  it('edit extends from the later of expiry and now, up to 14 days; 15 is refused', async () => {
    const { id, expiresAt } = await publish(3);
    const extended = editReplySchema.parse((await edit(owner.jwt, id, 7)).json());
    expect(new Date(extended.expiresAt).getTime()).toBe(new Date(expiresAt).getTime() + 7 * DAY);
    await advance(20 * DAY);
    const revived = editReplySchema.parse((await edit(owner.jwt, id, 1)).json());
    expect(new Date(revived.expiresAt).getTime()).toBe(ctx.clock.now().getTime() + DAY);
    const unchanged = editReplySchema.parse((await edit(owner.jwt, id, 0)).json());
    expect(unchanged.expiresAt).toBe(revived.expiresAt);
    const tooLong = await edit(owner.jwt, id, 15);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toBe(LINK_MESSAGES.extendMax);
    expect((await edit(owner.jwt, id, undefined)).json<{ message: string }>().message).toBe(
      LINK_MESSAGES.extendRequired,
    );
    const saved = (await list(owner.jwt, owner.rnf)).find((c) => c.uniqueID === id);
    expect(saved?.advisorRecommendation).toBe('Take plan B');
  });

  it('disable is final: the page stops at once and nothing can change it again', async () => {
    const { id } = await publish();
    expect((await page(owner.rnf, id)).statusCode).toBe(200);
    expect((await postAs(ctx, owner.jwt, LINK_PATHS.disable, { uniqueID: id })).statusCode).toBe(200);
    expect((await page(owner.rnf, id)).statusCode).toBe(404);
    expect((await postAs(ctx, owner.jwt, LINK_PATHS.disable, { uniqueID: id })).statusCode).toBe(409);
    expect((await edit(owner.jwt, id, 7)).statusCode).toBe(409);
    expect((await list(owner.jwt, owner.rnf)).find((c) => c.uniqueID === id)?.disabled).toBe(true);
  });

  it("another adviser's ids and rnf answer exactly like missing ones", async () => {
    const { id } = await publish();
    expect(await list(other.jwt, owner.rnf)).toEqual([]);
    expect(await list(other.jwt, other.rnf)).toEqual([]);
    const foreignEdit = await edit(other.jwt, id, 7);
    const missingEdit = await edit(other.jwt, 'y'.repeat(24), 7);
    expect(foreignEdit.statusCode).toBe(404);
    expect(foreignEdit.body).toBe(missingEdit.body);
    const foreignDisable = await postAs(ctx, other.jwt, LINK_PATHS.disable, { uniqueID: id });
    expect(foreignDisable.statusCode).toBe(404);
    expect(foreignDisable.body).toBe(missingEdit.body);
    expect((await page(owner.rnf, id)).statusCode).toBe(200);
  });

  it('serves its own miss page under /c, never the SPA, and limits misses per IP', async () => {
    expect((await page('a', 'b/c')).body).toContain(LINK_MESSAGES.unavailable);
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) statuses.push((await page(owner.rnf, `miss${i}`)).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
  });

  it('counts misses on the injected clock: a blocked address is served again when its minute is over', async () => {
    const ip = '198.51.100.23';
    const miss = (i: number) => ctx.app.inject({ url: `/c/${owner.rnf}/gone${i}`, remoteAddress: ip });
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) statuses.push((await miss(i)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    ctx.clock.advance(30_000);
    expect((await miss(100)).statusCode).toBe(429);
    ctx.clock.advance(31_000);
    expect((await miss(101)).statusCode).toBe(404);
  });
});
