// Issue 10: the install icons and the favicon, drawn from public/icon.svg with sharp. The outputs are
// committed; run `node apps/web/scripts/make-icons.mjs` again after changing the SVG.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.join(import.meta.dirname, '..', 'public');
const svg = path.join(publicDir, 'icon.svg');
const png = (size) => sharp(svg, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

for (const size of [192, 512])
  await writeFile(path.join(publicDir, 'icons', `icon-${size}.png`), await png(size));

// An .ico holding one 32 px PNG (every browser since IE Vista reads PNG entries): a 6-byte header, one
// 16-byte directory entry, then the image.
const image = await png(32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(image.length, 14); // image size
header.writeUInt32LE(22, 18); // image offset
await writeFile(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, image]));
