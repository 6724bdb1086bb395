import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { findFreePort } from '../../test/smtp.js';
import { randomToken } from '../../platform/crypto.js';
import { signedInAdviser } from '../profile/profile-test-kit.js';
import { ORPHAN_GRACE_MINUTES, sweepPictures } from './picture-sweep.js';
import { listOf, makeImage, uploadAndRecord } from './pictures-test-kit.js';

// Issue 14: with S3_BUCKET set, pictures go to S3 through @aws-sdk/client-s3. s3rver (an S3-compatible
// server) runs in this process on loopback; if it cannot start here, this one test says so and skips.
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// s3rver ships no types; a computed specifier keeps the import untyped on purpose (as the bench does).
const S3RVER_MODULE = 's3rver';
const BUCKET = 'portal-pictures';
let s3rver: S3rverInstance | undefined;
let s3Dir: string;
let ctx: TestContext | undefined;
let unavailable: string | undefined;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  try {
    const port = await findFreePort();
    const S3rver = ((await import(S3RVER_MODULE)) as { default: S3rverClass }).default;
    s3rver = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    await s3rver.run();
    ctx = await createTestContext({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  } catch (error) {
    unavailable = error instanceof Error ? error.message : String(error);
  }
});
afterAll(async () => {
  await ctx?.close();
  await s3rver?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('pictures in S3', () => {
  it('stores, serves and deletes pictures through the S3 API', async () => {
    // s3rver is a dev dependency, so it runs wherever `npm ci` did: failing to start is a failure.
    if (!ctx) throw new Error(`s3rver could not run: ${unavailable}`);
    expect(ctx.deps.storage.kind).toBe('s3');
    const adviser = await signedInAdviser(ctx);
    const done = await uploadAndRecord(ctx, adviser.jwt, 'backgroundURL', await makeImage(1000, 500));
    expect(done.res.statusCode).toBe(200);
    const fileName = done.fileName ?? '';
    // The object sits in the bucket under the prefix, not in DATA_DIR.
    expect(await ctx.deps.storage.get(fileName)).not.toBeNull();
    const [url = ''] = (await listOf(ctx, adviser.jwt, 'backgroundURL')).arr;
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1000, height: 500 });

    await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/profile/managePic',
      headers: { authorization: `Bearer ${adviser.jwt}` },
      payload: { type: 'backgroundURL', arr: [] },
    });
    expect(await ctx.deps.storage.get(fileName)).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('sweeps objects no row names, past the grace time, and keeps listed ones (issue 32 item 9)', async () => {
    if (!ctx) throw new Error(`s3rver could not run: ${unavailable}`);
    // Object times come from s3rver's real clock: the injected one starts at the real now.
    ctx.clock.set(new Date());
    const adviser = await signedInAdviser(ctx);
    const done = await uploadAndRecord(ctx, adviser.jwt, 'avatarURL', await makeImage(300, 300));
    const orphan = randomToken(16);
    await ctx.deps.storage.put(orphan, await makeImage(40, 40), 'image/jpeg');
    expect((await sweepPictures(ctx.deps)).orphans).toBe(0);
    ctx.clock.advance((ORPHAN_GRACE_MINUTES + 1) * 60_000);
    expect((await sweepPictures(ctx.deps)).orphans).toBe(1);
    expect(await ctx.deps.storage.get(orphan)).toBeNull();
    expect(await ctx.deps.storage.get(done.fileName ?? '')).not.toBeNull();
  });
});
