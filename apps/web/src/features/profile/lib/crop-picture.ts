import { MAX_PICTURE_BYTES } from '@portal/contracts';
import type { Frame } from './crop-geometry';

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made'))),
      type,
      0.9,
    ),
  );

/**
 * Issue 31: the framed part of the picture at `size`, as a file of the same kind (a PNG too big for the
 * 2 MB limit becomes a JPEG). The server still checks and re-encodes it (ADR 0016).
 */
export async function cropPicture(
  image: HTMLImageElement,
  frame: Frame,
  size: { width: number; height: number },
  source: File,
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The picture could not be made');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, frame.x, frame.y, frame.width, frame.height, 0, 0, size.width, size.height);
  let blob = await toBlob(canvas, source.type === 'image/png' ? 'image/png' : 'image/jpeg');
  if (blob.size > MAX_PICTURE_BYTES && blob.type === 'image/png') blob = await toBlob(canvas, 'image/jpeg');
  const base = source.name.replace(/\.[^.]*$/, '') || 'picture';
  return new File([blob], `${base}-cropped.${blob.type === 'image/png' ? 'png' : 'jpg'}`, {
    type: blob.type,
  });
}
