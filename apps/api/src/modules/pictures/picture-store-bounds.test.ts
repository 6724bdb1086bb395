import {
  DEV_CODES,
  MAX_PENDING_PICTURES_PER_TYPE,
  MAX_PICTURES_PER_TYPE,
  PICTURE_MESSAGES as M,
  PICTURE_PATHS,
  PENDING_PICTURE_MINUTES,
  type PictureType,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { randomToken } from '../../platform/crypto.js';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { callAs, signedInAdviser, type SignedInAdviser } from '../profile/profile-test-kit.js';
import { cleanPicture } from './picture-image.js';
import { ORPHAN_GRACE_MINUTES, startPictureSweeper, sweepPictures } from './picture-sweep.js';
import { askUploadUrl, listOf, makeImage, putFile, uploadAndRecord } from './pictures-test-kit.js';
import { findPictures, sumStoredBytes } from './pictures.repository.js';

// Issue 32 items 1, 6 and 9: one adviser cannot fill the picture store, three listed stay three under
// racing changes, and files no row names are swept, with no request needed. On Postgres when the api
// project finds one (npm test, CI); on PGlite with TEST_DATABASE=pglite.
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const MINUTE = 60_000;
const fresh = () => signedInAdviser(ctx);
const exists = async (key: string) => (await ctx.deps.storage.get(key)) !== null;
const addresses = async (adviser: SignedInAdviser, type: PictureType, count: number) => {
  const replies = await Promise.all(
    Array.from({ length: count }, () => askUploadUrl(ctx, adviser.jwt, type)),
  );
  return replies.map((r) => r.json<{ url: string; fileName: string }>());
};

describe('pending uploads are bounded (item 1)', () => {
  it(`ten addresses asked at once and all PUT keep at most ${MAX_PENDING_PICTURES_PER_TYPE} pictures`, async () => {
    const adviser = await fresh();
    const image = await makeImage(400, 200);
    const asked = await addresses(adviser, 'backgroundURL', 10);
    const puts = await Promise.all(asked.map((a) => putFile(ctx, adviser.jwt, a.url, image)));
    const stored = puts.filter((p) => p.statusCode === 200);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    expect(stored.length).toBeLessThanOrEqual(MAX_PENDING_PICTURES_PER_TYPE);
    for (const refused of puts.filter((p) => p.statusCode !== 200))
      expect([DEV_CODES.uploadUrlInvalid, DEV_CODES.pictureLimit]).toContain(refused.json().devCode);
    const onDisk = (await Promise.all(asked.map((a) => exists(a.fileName)))).filter(Boolean);
    expect(onDisk).toHaveLength(stored.length);
    expect(await findPictures(ctx.deps.db, adviser.id, 'backgroundURL')).toHaveLength(stored.length);
  });

  it('racing PUTs stay within the byte budget (PICTURE_BUDGET_MB)', async () => {
    const avatar = await makeImage(300, 300);
    const background = await makeImage(420, 210);
    // What the two take once stored (the server keeps its clean re-encoded copy).
    const pair =
      (await cleanPicture('avatarURL', avatar)).body.length +
      (await cleanPicture('backgroundURL', background)).body.length;

    const adviser = await fresh();
    const asked = [
      ...(await addresses(adviser, 'avatarURL', 2)).map((a) => ({ ...a, image: avatar })),
      ...(await addresses(adviser, 'backgroundURL', 2)).map((a) => ({ ...a, image: background })),
    ];
    const budget = ctx.config.pictureBudgetBytes;
    // Room for the four would be 2 x pair: one byte less, so at least one must be refused.
    ctx.config.pictureBudgetBytes = 2 * pair - 1;
    try {
      const puts = await Promise.all(asked.map((a) => putFile(ctx, adviser.jwt, a.url, a.image)));
      const refused = puts.filter((p) => p.statusCode !== 200);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const res of refused)
        expect(res.json()).toEqual({ message: M.deleteFirst, devCode: DEV_CODES.pictureLimit });
      expect(await sumStoredBytes(ctx.deps.db, adviser.id)).toBeLessThanOrEqual(2 * pair - 1);
    } finally {
      ctx.config.pictureBudgetBytes = budget;
    }
  });
});

describe('three listed stay three under racing list changes (item 6)', () => {
  it('two changes that each add a different picture to two listed leave three listed', async () => {
    for (let round = 0; round < 2; round += 1) {
      const adviser = await fresh();
      for (const size of [300, 310])
        await uploadAndRecord(ctx, adviser.jwt, 'avatarURL', await makeImage(size, size));
      const listed = (await listOf(ctx, adviser.jwt, 'avatarURL')).pictures.map((p) => p.fileName);
      const pending: string[] = [];
      for (const size of [320, 330]) {
        const { url, fileName } = (await askUploadUrl(ctx, adviser.jwt, 'avatarURL')).json();
        expect((await putFile(ctx, adviser.jwt, url, await makeImage(size, size))).statusCode).toBe(200);
        pending.push(fileName);
      }
      const replies = await Promise.all(
        pending.map((name) =>
          callAs(ctx, adviser.jwt, 'POST', PICTURE_PATHS.managePic, {
            type: 'avatarURL',
            arr: [...listed, name],
          }),
        ),
      );
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
      const after = (await listOf(ctx, adviser.jwt, 'avatarURL')).pictures.map((p) => p.fileName);
      expect(after).toHaveLength(MAX_PICTURES_PER_TYPE);
      // Whichever came second replaced the first one's picture, and its file went with it.
      const rows = await findPictures(ctx.deps.db, adviser.id, 'avatarURL');
      expect(rows.filter((r) => r.status === 'listed')).toHaveLength(MAX_PICTURES_PER_TYPE);
      for (const name of after) expect(await exists(name)).toBe(true);
    }
  });
});

describe('the sweep (items 1 and 9)', () => {
  it('removes expired pending pictures, then files no row names past the grace time', async () => {
    // File times are real: the injected clock starts at the real now so ages mean something.
    ctx.clock.set(new Date());
    const adviser = await fresh();
    const listed = await uploadAndRecord(ctx, adviser.jwt, 'avatarURL', await makeImage(300, 300));
    const { url, fileName: pending } = (await askUploadUrl(ctx, adviser.jwt, 'avatarURL')).json();
    expect((await putFile(ctx, adviser.jwt, url, await makeImage(310, 310))).statusCode).toBe(200);
    // A file left behind when its row went (kill -9 between a list change's commit and its delete).
    const orphan = randomToken(16);
    await ctx.deps.storage.put(orphan, await makeImage(50, 50), 'image/jpeg');
    const [shown = ''] = (await listOf(ctx, adviser.jwt, 'avatarURL')).arr;

    expect(await sweepPictures(ctx.deps)).toEqual({ expired: 0, orphans: 0 });
    ctx.clock.advance((PENDING_PICTURE_MINUTES + 1) * MINUTE);
    expect((await sweepPictures(ctx.deps)).expired).toBeGreaterThanOrEqual(1);
    expect(await exists(pending)).toBe(false);
    expect(await findPictures(ctx.deps.db, adviser.id, 'avatarURL')).toHaveLength(1);
    expect(await exists(orphan)).toBe(true);

    ctx.clock.advance(ORPHAN_GRACE_MINUTES * MINUTE);
    expect((await sweepPictures(ctx.deps)).orphans).toBeGreaterThanOrEqual(1);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(listed.fileName ?? '')).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: shown })).statusCode).toBe(200);
  });

  it('runs once at start with no request, and stops cleanly', async () => {
    ctx.clock.set(new Date(Date.now() + (ORPHAN_GRACE_MINUTES + 1) * MINUTE));
    const orphan = randomToken(16);
    await ctx.deps.storage.put(orphan, await makeImage(40, 40), 'image/jpeg');
    const warnings: object[] = [];
    const sweeper = startPictureSweeper(ctx.deps, { warn: (details) => warnings.push(details) });
    await expect.poll(() => exists(orphan)).toBe(false);
    await sweeper.stop();
    expect(warnings).toEqual([]);
  });
});
