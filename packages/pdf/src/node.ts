import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PdfFonts } from './flow.js';

// The fonts read from disk, for a PDF made on the server (the browser fetches them: see apps/web).
const require = createRequire(import.meta.url);
let fonts: Promise<PdfFonts> | undefined;

export function readPdfFonts(): Promise<PdfFonts> {
  const read = (file: string) => readFile(require.resolve(`@portal/pdf/fonts/${file}`));
  fonts ??= Promise.all([read('inter-regular.ttf'), read('inter-bold.ttf')]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  return fonts;
}
