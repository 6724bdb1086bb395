import { PICTURE_PATHS, getArrayPathFor, getUploadPathFor, type PictureType } from '@portal/contracts';
import sharp from 'sharp';
import type { TestContext } from '../../test/context.js';
import { callAs } from '../profile/profile-test-kit.js';

/** A real JPEG or PNG of that size, made with sharp: a coloured square with a white band. */
export async function makeImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  exif?: Record<string, Record<string, string>>,
): Promise<Buffer> {
  const band = await sharp({
    create: { width, height: Math.max(1, Math.floor(height / 4)), channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: '#2a6fdb' } }).composite([
    { input: band, top: 0, left: 0 },
  ]);
  if (exif) image = image.withExif(exif);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** Random pixels as an uncompressed PNG: about width x height x 3 bytes, whatever the encoder. */
export function makeNoisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A multipart/form-data body holding these files (field 'file'). */
export function multipartBody(files: { name: string; type: string; body: Buffer }[]) {
  const boundary = '----portal-test-boundary-7MA4YWxkTrZu0gW';
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function askUploadUrl(ctx: TestContext, jwt: string, type: PictureType) {
  return callAs(ctx, jwt, 'GET', getUploadPathFor(type));
}

export function putFile(
  ctx: TestContext,
  jwt: string | undefined,
  url: string,
  body: Buffer,
  contentType = 'image/jpeg',
) {
  return callAs(ctx, jwt, 'PUT', url, body, { 'content-type': contentType });
}

/** Both steps of spec 002 §7 plus managePic: the picture ends up last in the adviser's list. */
export async function uploadAndRecord(ctx: TestContext, jwt: string, type: PictureType, image: Buffer) {
  const asked = await askUploadUrl(ctx, jwt, type);
  if (asked.statusCode !== 200) return { step: 'get-upload', res: asked } as const;
  const { url, fileName } = asked.json<{ url: string; fileName: string }>();
  const put = await putFile(ctx, jwt, url, image);
  if (put.statusCode !== 200) return { step: 'put', res: put } as const;
  const list = await listOf(ctx, jwt, type);
  const managed = await callAs(ctx, jwt, 'POST', PICTURE_PATHS.managePic, {
    type,
    arr: [...list.pictures.map((p) => p.fileName), fileName],
  });
  return { step: 'managePic', res: managed, fileName } as const;
}

export async function listOf(ctx: TestContext, jwt: string, type: PictureType) {
  const res = await callAs(ctx, jwt, 'GET', getArrayPathFor(type));
  return res.json<{ arr: string[]; pictures: { fileName: string; url: string }[]; msg: string }>();
}
