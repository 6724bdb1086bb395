import {
  DEV_CODES,
  PICTURE_MESSAGES as M,
  PICTURE_PATHS,
  getArrayReplySchema,
  getUploadReplySchema,
  uploadPictureReplySchema,
} from '@portal/contracts';
import { statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { AUDIT_EVENTS, findAudit } from '../audit/audit.service.js';
import { callAs, signedInAdviser, type SignedInAdviser } from '../profile/profile-test-kit.js';
import {
  askUploadUrl,
  listOf,
  makeImage,
  makeNoisePng,
  multipartBody,
  putFile,
  uploadAndRecord,
} from './pictures-test-kit.js';

// spec 002 §5 Images, §7 two-step upload, issue 14: real images made here with sharp, stored under
// DATA_DIR/uploads (the S3 path has its own test file).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const fresh = () => signedInAdviser(ctx);
async function uploadOnce(
  adviser: SignedInAdviser,
  type: 'avatarURL' | 'backgroundURL',
  image: Buffer,
  contentType?: string,
) {
  const asked = await askUploadUrl(ctx, adviser.jwt, type);
  expect(asked.statusCode).toBe(200);
  const { url } = getUploadReplySchema.parse(asked.json());
  return putFile(ctx, adviser.jwt, url, image, contentType);
}
const refusal = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

describe('the picture rules, on real images', () => {
  let adviser: SignedInAdviser;
  beforeAll(async () => {
    adviser = await fresh();
  });

  it('accepts a 400x400 avatar and a 1200x600 background', async () => {
    const avatar = await uploadOnce(adviser, 'avatarURL', await makeImage(400, 400));
    expect(uploadPictureReplySchema.parse(avatar.json())).toMatchObject({
      width: 400,
      height: 400,
      contentType: 'image/jpeg',
    });
    const background = await uploadOnce(adviser, 'backgroundURL', await makeImage(1200, 600, 'png'));
    expect(background.json()).toMatchObject({ width: 1200, height: 600, contentType: 'image/png' });
  });

  it.each([
    ['avatarURL', 400, 300, M.avatarNotSquare],
    ['avatarURL', 900, 900, M.avatarTooLarge],
    ['backgroundURL', 1200, 700, M.backgroundRatio],
    ['backgroundURL', 1800, 900, M.backgroundTooLarge],
  ] as const)('refuses a %s of %ix%i: %s', async (type, width, height, message) => {
    const res = await uploadOnce(adviser, type, await makeImage(width, height));
    expect(refusal(res)).toEqual({ status: 400, body: { message, devCode: DEV_CODES.pictureInvalid } });
  });

  it.each([
    ['a 3 MB file', 1024],
    ['a file just over 2 MB', 840],
  ])('refuses %s with the 2 MB limit', async (_name, side) => {
    const big = await makeNoisePng(side, side);
    expect(big.length).toBeGreaterThan(side === 1024 ? 3 * 1024 * 1024 : 2 * 1024 * 1024);
    const res = await uploadOnce(adviser, 'avatarURL', big, 'image/png');
    expect(refusal(res)).toEqual({
      status: 413,
      body: { message: M.fileTooLarge, devCode: DEV_CODES.pictureInvalid },
    });
  });

  it('judges by content: a PNG named .jpg is a PNG, a text file named .png is refused', async () => {
    const png = await makeImage(300, 300, 'png');
    const { body, contentType } = multipartBody([{ name: 'me.jpg', type: 'image/jpeg', body: png }]);
    const renamed = await uploadOnce(adviser, 'avatarURL', body, contentType);
    expect(renamed.json()).toMatchObject({ success: true, contentType: 'image/png', width: 300 });
    const text = await uploadOnce(adviser, 'avatarURL', Buffer.from('not a picture'), 'image/png');
    expect(refusal(text)).toEqual({
      status: 400,
      body: { message: M.notAnImage, devCode: DEV_CODES.pictureInvalid },
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await uploadOnce(adviser, 'avatarURL', gif, 'image/jpeg')).json().message).toBe(M.notAnImage);
  });

  it("takes one file per upload: 'Only accept 1 file per uploaded'", async () => {
    const image = await makeImage(200, 200);
    const two = multipartBody([
      { name: 'a.jpg', type: 'image/jpeg', body: image },
      { name: 'b.jpg', type: 'image/jpeg', body: image },
    ]);
    const res = await uploadOnce(adviser, 'avatarURL', two.body, two.contentType);
    expect(refusal(res)).toEqual({
      status: 400,
      body: { message: M.oneFileOnly, devCode: DEV_CODES.oneFileOnly },
    });
  });

  it('strips metadata (EXIF location and camera) and stores 0600 files', async () => {
    const exif = {
      IFD0: { Make: 'PhoneCo', Model: 'Snap 9', ImageDescription: 'at home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '1/1 21/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '103/1 49/1 0/1',
      },
    };
    const original = await makeImage(400, 400, 'jpeg', exif);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const owner = await fresh();
    const done = await uploadAndRecord(ctx, owner.jwt, 'avatarURL', original);
    expect(done.res.json()).toMatchObject({ success: true, msg: M.updated });
    const [url] = (await listOf(ctx, owner.jwt, 'avatarURL')).arr;
    const served = await ctx.app.inject({ method: 'GET', url: url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 400, height: 400, format: 'jpeg' });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    const file = path.join(ctx.config.dataDir, 'uploads', done.fileName ?? '');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('the list: three per type, managePic, get-array', () => {
  it('records three avatars in order, refuses a fourth, and deletes one left out', async () => {
    const adviser = await fresh();
    for (const size of [300, 400, 500]) {
      const done = await uploadAndRecord(ctx, adviser.jwt, 'avatarURL', await makeImage(size, size));
      expect(done.res.statusCode).toBe(200);
    }
    const list = getArrayReplySchema.parse(
      (await callAs(ctx, adviser.jwt, 'GET', '/api/dashboard/profile/get-array-avatarURL')).json(),
    );
    expect(list.arr).toHaveLength(3);
    const fourth = await askUploadUrl(ctx, adviser.jwt, 'avatarURL');
    expect(refusal(fourth)).toEqual({
      status: 400,
      body: { message: M.deleteFirst, devCode: DEV_CODES.pictureLimit },
    });

    // Delete the middle one by sending the list without it (the addresses get-array gave work too).
    const [first, second, third] = list.arr;
    const kept = await callAs(ctx, adviser.jwt, 'POST', PICTURE_PATHS.managePic, {
      type: 'avatarURL',
      arr: [third, first],
    });
    expect(kept.json()).toMatchObject({ success: true, msg: M.updated });
    const after = await listOf(ctx, adviser.jwt, 'avatarURL');
    expect(after.pictures.map((p) => p.fileName)).toEqual([
      list.pictures[2]?.fileName,
      list.pictures[0]?.fileName,
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: second ?? '' })).statusCode).toBe(404);
    const removed = path.join(ctx.config.dataDir, 'uploads', list.pictures[1]?.fileName ?? '');
    expect(() => statSync(removed)).toThrow();
    expect((await askUploadUrl(ctx, adviser.jwt, 'avatarURL')).statusCode).toBe(200);

    const events = await findAudit(ctx.deps.db, {
      adviserId: adviser.id,
      event: AUDIT_EVENTS.picturesChanged,
    });
    expect(events[0]?.details).toMatchObject({
      type: 'avatarURL',
      count: 2,
      removed: list.pictures[1]?.fileName,
    });
    expect(
      await findAudit(ctx.deps.db, { adviserId: adviser.id, event: AUDIT_EVENTS.pictureUploaded }),
    ).toHaveLength(3);
  });

  it("records one new picture per managePic: 'Only accept 1 file per uploaded'", async () => {
    const adviser = await fresh();
    const names: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { url, fileName } = (await askUploadUrl(ctx, adviser.jwt, 'backgroundURL')).json();
      expect((await putFile(ctx, adviser.jwt, url, await makeImage(800, 400))).statusCode).toBe(200);
      names.push(fileName);
    }
    const both = await callAs(ctx, adviser.jwt, 'POST', PICTURE_PATHS.managePic, {
      type: 'backgroundURL',
      arr: names,
    });
    expect(refusal(both)).toEqual({
      status: 400,
      body: { message: M.oneFileOnly, devCode: DEV_CODES.oneFileOnly },
    });
    expect((await listOf(ctx, adviser.jwt, 'backgroundURL')).arr).toEqual([]);
  });
});

describe('upload addresses and picture addresses', () => {
  it('an upload address works once, for its adviser only, for minutes', async () => {
    const owner = await fresh();
    const intruder = await fresh();
    const image = await makeImage(256, 256);
    const { url } = (await askUploadUrl(ctx, owner.jwt, 'avatarURL')).json();
    const stolen = await putFile(ctx, intruder.jwt, url, image);
    expect(refusal(stolen)).toEqual({
      status: 404,
      body: { message: M.uploadUrlInvalid, devCode: DEV_CODES.uploadUrlInvalid },
    });
    expect((await putFile(ctx, undefined, url, image)).statusCode).toBe(403);
    expect((await putFile(ctx, owner.jwt, url, image)).statusCode).toBe(200);
    expect((await putFile(ctx, owner.jwt, url, image)).json().devCode).toBe(DEV_CODES.uploadUrlInvalid);

    const late = (await askUploadUrl(ctx, owner.jwt, 'avatarURL')).json();
    ctx.clock.advance(5 * 60_000 + 1);
    expect((await putFile(ctx, owner.jwt, late.url, image)).json().devCode).toBe(DEV_CODES.uploadUrlInvalid);
  });

  it("another adviser's pictures cannot be listed, recorded, replaced or deleted", async () => {
    const owner = await fresh();
    const intruder = await fresh();
    const done = await uploadAndRecord(ctx, owner.jwt, 'avatarURL', await makeImage(320, 320));
    const ownerList = await listOf(ctx, owner.jwt, 'avatarURL');
    expect((await listOf(ctx, intruder.jwt, 'avatarURL')).arr).toEqual([]);
    for (const arr of [[done.fileName], ownerList.arr]) {
      const res = await callAs(ctx, intruder.jwt, 'POST', PICTURE_PATHS.managePic, {
        type: 'avatarURL',
        arr,
      });
      expect(refusal(res)).toEqual({
        status: 404,
        body: { message: M.unknownPicture, devCode: DEV_CODES.notFound },
      });
    }
    // The intruder's own empty list changes nothing of the owner's.
    await callAs(ctx, intruder.jwt, 'POST', PICTURE_PATHS.managePic, { type: 'avatarURL', arr: [] });
    expect((await listOf(ctx, owner.jwt, 'avatarURL')).pictures).toEqual(ownerList.pictures);
    // An avatar is not a background either.
    const wrongType = await callAs(ctx, owner.jwt, 'POST', PICTURE_PATHS.managePic, {
      type: 'backgroundURL',
      arr: [done.fileName],
    });
    expect(wrongType.statusCode).toBe(404);
  });

  it('a picture address needs its signature and dies after its hours', async () => {
    const owner = await fresh();
    await uploadAndRecord(ctx, owner.jwt, 'avatarURL', await makeImage(300, 300));
    const [url = ''] = (await listOf(ctx, owner.jwt, 'avatarURL')).arr;
    expect(url).toMatch(/^\/api\/public\/pictures\/[A-Za-z0-9_-]{22}\?exp=\d+&sig=[A-Za-z0-9_-]+$/);
    const ok = await ctx.app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, max-age=3600');
    const forged = url.replace(/sig=.{4}/, 'sig=AAAA');
    expect((await ctx.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const longer = url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 86_400}`);
    expect((await ctx.app.inject({ method: 'GET', url: longer })).statusCode).toBe(404);
    ctx.clock.advance(13 * 3_600_000);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('every picture call needs a token', async () => {
    expect(
      (await callAs(ctx, undefined, 'GET', '/api/dashboard/profile/get-upload-avatarURL')).statusCode,
    ).toBe(403);
    expect(
      (await callAs(ctx, undefined, 'GET', '/api/dashboard/profile/get-array-backgroundURL')).statusCode,
    ).toBe(403);
    const manage = await callAs(ctx, undefined, 'POST', PICTURE_PATHS.managePic, {
      type: 'avatarURL',
      arr: [],
    });
    expect(manage.statusCode).toBe(403);
  });
});
