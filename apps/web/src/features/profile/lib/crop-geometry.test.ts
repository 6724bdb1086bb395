import { describe, expect, it } from 'vitest';
import { checkPictureSize } from './check-picture';
import { frameAt, initialFrame, moveFrame, outputSizeFor } from './crop-geometry';

// Issue 31: the crop before an upload yields what spec 002 §5 takes, whatever the photo.
describe('crop frames', () => {
  it.each([
    [
      'a landscape photo gives a centred square avatar',
      'avatarURL',
      4000,
      3000,
      { x: 500, y: 0, width: 3000, height: 3000 },
    ],
    [
      'a portrait photo gives a centred square avatar',
      'avatarURL',
      390,
      844,
      { x: 0, y: 227, width: 390, height: 390 },
    ],
    [
      'a 4:3 photo gives a 2:1 background',
      'backgroundURL',
      4000,
      3000,
      { x: 0, y: 500, width: 4000, height: 2000 },
    ],
    [
      'a very wide photo keeps its height',
      'backgroundURL',
      3000,
      1000,
      { x: 500, y: 0, width: 2000, height: 1000 },
    ],
  ] as const)('%s', (_rule, type, width, height, frame) => {
    expect(initialFrame(type, { width, height })).toEqual(frame);
  });

  it('keeps a resized or moved frame inside the picture and of its shape', () => {
    const image = { width: 1200, height: 900 };
    const small = frameAt('backgroundURL', image, 400, { x: 1190, y: 10 });
    expect(small).toEqual({ x: 800, y: 0, width: 400, height: 200 });
    expect(moveFrame(small, image, -50, 9999)).toEqual({ x: 0, y: 700, width: 400, height: 200 });
    expect(frameAt('avatarURL', image, 5000, { x: 600, y: 450 }).width).toBe(900);
    expect(frameAt('avatarURL', image, 1, { x: 600, y: 450 }).width).toBe(32);
  });

  it.each([
    ['a large square is scaled to 800', 'avatarURL', 3000, 3000, 800, 800],
    ['a small square keeps its whole pixels', 'avatarURL', 390.6, 390.6, 390, 390],
    ['a large background is scaled to 1600 x 800', 'backgroundURL', 4000, 2000, 1600, 800],
    [
      'an odd background width drops a pixel so the height is exactly half',
      'backgroundURL',
      1201.4,
      600.7,
      1200,
      600,
    ],
    ['a tiny background stays 2:1', 'backgroundURL', 3, 1.5, 2, 1],
  ] as const)('%s', (_rule, type, width, height, outWidth, outHeight) => {
    const out = outputSizeFor(type, { x: 0, y: 0, width, height });
    expect(out).toEqual({ width: outWidth, height: outHeight });
    // what the crop makes always passes the rule it was made for
    expect(checkPictureSize(type, out.width, out.height)).toBeNull();
  });
});
