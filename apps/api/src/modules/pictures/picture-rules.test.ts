import {
  DEV_CODES,
  PICTURE_MESSAGES as M,
  getUploadReplySchema,
  uploadPictureReplySchema,
} from '@portal/contracts';
import { statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { signedInAdviser, type SignedInAdviser } from '../profile/profile-test-kit.js';
import {
  askUploadUrl,
  listOf,
  makeImage,
  makeNoisePng,
  multipartBody,
  putFile,
  uploadAndRecord,
} from './pictures-test-kit.js';

// spec 002 §5 Images and issue 14: each rule, on real images made here with sharp.
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

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
