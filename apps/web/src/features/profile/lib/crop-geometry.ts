import { PICTURE_LIMITS, type PictureType } from '@portal/contracts';

// Issue 31: the crop offered before an upload, so any photo becomes what spec 002 §5 asks for: a square
// avatar of at most 800 px, or a background exactly twice as wide as high, at most 1600 x 800. Frames
// are in the picture's own pixels; only the output is rounded to whole pixels.

export type Frame = { x: number; y: number; width: number; height: number };
type Size = { width: number; height: number };

/** Width over height of the required shape: 1 for an avatar, 2 for a background. */
export const aspectOf = (type: PictureType) => (type === 'avatarURL' ? 1 : 2);

/** The smallest frame offered, so the frame never shrinks to nothing (pixels of the picture). */
const MIN_FRAME_WIDTH = 32;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The widest frame of the required shape the picture holds. */
export function maxFrameWidth(type: PictureType, image: Size): number {
  return Math.min(image.width, image.height * aspectOf(type));
}

export function minFrameWidth(type: PictureType, image: Size): number {
  return Math.min(MIN_FRAME_WIDTH, maxFrameWidth(type, image));
}

/** A frame of `width` centred on `center`, kept inside the picture. */
export function frameAt(type: PictureType, image: Size, width: number, center: { x: number; y: number }) {
  const w = clamp(width, minFrameWidth(type, image), maxFrameWidth(type, image));
  const h = w / aspectOf(type);
  return {
    width: w,
    height: h,
    x: clamp(center.x - w / 2, 0, image.width - w),
    y: clamp(center.y - h / 2, 0, image.height - h),
  };
}

/** What the dialog opens with: the largest frame of the shape, centred. */
export function initialFrame(type: PictureType, image: Size): Frame {
  return frameAt(type, image, Infinity, { x: image.width / 2, y: image.height / 2 });
}

/** The frame moved to `x`, `y` (its top-left corner), kept inside the picture. */
export function moveFrame(frame: Frame, image: Size, x: number, y: number): Frame {
  return {
    ...frame,
    x: clamp(x, 0, image.width - frame.width),
    y: clamp(y, 0, image.height - frame.height),
  };
}

/**
 * The uploaded picture's size: the frame's whole pixels, scaled down to the maximum. A background's
 * width is even, so its height is exactly half.
 */
export function outputSizeFor(type: PictureType, frame: Frame): Size {
  const { maxWidth } = PICTURE_LIMITS[type];
  const width = Math.max(aspectOf(type), Math.min(maxWidth, Math.floor(frame.width)));
  const even = type === 'avatarURL' ? width : width - (width % 2);
  return { width: even, height: even / aspectOf(type) };
}
