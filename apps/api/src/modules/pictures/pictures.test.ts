import {
  DEV_CODES,
  MAX_PENDING_PICTURES_PER_TYPE,
  PICTURE_MESSAGES as M,
  PICTURE_PATHS,
  getArrayReplySchema,
  pictureFileNameOf,
} from '@portal/contracts';
import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import { testContextForFile } from '../../test/file-context.js';
import { signIn } from '../../test/http.js';
import { AUDIT_EVENTS, findAudit } from '../audit/audit.service.js';
import { callAs, signedInAdviser } from '../profile/profile-test-kit.js';
import { askUploadUrl, listOf, makeImage, putFile, uploadAndRecord } from './pictures-test-kit.js';

// spec 002 §5 Images, §7 two-step upload, issue 14: the lists, managePic and the addresses, stored
// under DATA_DIR/uploads (the rules: picture-rules.test.ts; S3: pictures-s3.test.ts).
let ctx: TestContext;
testContextForFile((made) => (ctx = made));

const fresh = () => signedInAdviser(ctx);
const refusal = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  body: res.json(),
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
    // The sign-in reply's userDetails carries the same lists (spec 000 §3 avatarURL, backgroundURL).
    ctx.clock.advance(30_000);
    const { userDetails } = (await signIn(ctx, adviser)).reply;
    expect(userDetails.avatarURL.map(pictureFileNameOf)).toEqual(list.pictures.map((p) => p.fileName));
    expect(userDetails.backgroundURL).toEqual([]);
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

  it(`keeps at most ${MAX_PENDING_PICTURES_PER_TYPE} uploads that were never recorded, dropping the oldest`, async () => {
    const adviser = await fresh();
    const names: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { url, fileName } = (await askUploadUrl(ctx, adviser.jwt, 'avatarURL')).json();
      expect((await putFile(ctx, adviser.jwt, url, await makeImage(100, 100))).statusCode).toBe(200);
      names.push(fileName);
    }
    await askUploadUrl(ctx, adviser.jwt, 'avatarURL');
    const record = (name: string | undefined) =>
      callAs(ctx, adviser.jwt, 'POST', PICTURE_PATHS.managePic, { type: 'avatarURL', arr: [name] });
    expect((await record(names[1])).statusCode).toBe(404);
    expect(() => statSync(path.join(ctx.config.dataDir, 'uploads', names[0] ?? ''))).toThrow();
    expect((await record(names[3])).statusCode).toBe(200);
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
