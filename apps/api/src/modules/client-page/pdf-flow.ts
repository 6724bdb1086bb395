import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb, type RGB } from 'pdf-lib';
import { readFile } from 'node:fs/promises';
import { findUp } from '../../platform/paths.js';

// Issue 36: a small flow layout for A4 documents of real text: paragraphs that wrap, headings, a table
// that repeats its header on each page, and page numbers. pdf-lib draws; the layout is ours.

const A4_PORTRAIT: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const FOOTER_SPACE = 28;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const LINE = rgb(0.89, 0.91, 0.94);
const STRIPE = rgb(0.97, 0.98, 0.99);

/** The theme's Inter as static TrueType (apps/web/scripts/subset-inter.mjs writes them). */
async function interFont(fileName: string): Promise<Uint8Array> {
  const file = findUp(`assets/fonts/${fileName}`);
  if (!file) throw new Error(`assets/fonts/${fileName} is missing`);
  return readFile(file);
}

export type TableColumn = { label: string; align: 'left' | 'right' | 'center' };
type TextStyle = { size?: number; bold?: boolean; color?: RGB; indent?: number; gapAfter?: number };

export class PdfFlow {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly size: [number, number],
    private readonly accent: RGB,
  ) {
    this.addPage();
  }

  static async create(options: { landscape: boolean; accent: RGB; title: string; author: string }) {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const [regular, bold] = await Promise.all(
      ['inter-regular.ttf', 'inter-bold.ttf'].map(async (name) =>
        doc.embedFont(await interFont(name), { subset: true }),
      ),
    );
    doc.setTitle(options.title, { showInWindowTitleBar: true });
    doc.setAuthor(options.author);
    doc.setLanguage('en-SG');
    doc.setCreator('Adviser Portal');
    doc.setProducer('Adviser Portal');
    const [w, h] = A4_PORTRAIT;
    return new PdfFlow(doc, regular!, bold!, options.landscape ? [h, w] : [w, h], options.accent);
  }

  get width(): number {
    return this.size[0] - 2 * MARGIN;
  }

  private addPage() {
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - MARGIN;
  }

  /** A new page unless `height` still fits above the footer. */
  private room(height: number) {
    if (this.y - height < MARGIN + FOOTER_SPACE && this.y < this.size[1] - MARGIN) this.addPage();
  }

  private fontOf(bold?: boolean) {
    return bold ? this.bold : this.regular;
  }

  /** `text` broken into lines of at most `width` points; a word longer than a line is cut. */
  wrap(text: string, width: number, size: number, bold?: boolean): string[] {
    const font = this.fontOf(bold);
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const joined = line ? `${line} ${word}` : word;
        if (fits(joined)) {
          line = joined;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (!fits(line)) {
          let cut = line.length - 1;
          while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, { size = 10, bold, color = INK, indent = 0, gapAfter = 4 }: TextStyle = {}) {
    const lineHeight = size * 1.35;
    for (const line of this.wrap(text, this.width - indent, size, bold)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y + size * 0.25,
        size,
        font: this.fontOf(bold),
        color,
      });
    }
    this.y -= gapAfter;
  }

  heading(text: string, size = 13) {
    this.room(size * 3);
    this.y -= size * 0.6;
    this.text(text, { size, bold: true, color: this.accent, gapAfter: 4 });
  }

  muted(text: string, size = 9) {
    this.text(text, { size, color: MUTED });
  }

  bullets(items: readonly string[], size = 10) {
    for (const item of items) {
      this.room(size * 1.35);
      this.page.drawText('•', {
        x: MARGIN + 2,
        y: this.y - size * 1.1,
        size,
        font: this.regular,
        color: MUTED,
      });
      this.text(item, { size, indent: 12, gapAfter: 2 });
    }
    this.y -= 2;
  }

  /** An image `side` points square at the left, with lines of text beside it. */
  async imageBeside(jpeg: Uint8Array | null, lines: { text: string; bold?: boolean; size?: number }[]) {
    const side = 56;
    const image = jpeg ? await this.doc.embedJpg(jpeg) : null;
    const top = this.y;
    if (image) this.page.drawImage(image, { x: MARGIN, y: top - side, width: side, height: side });
    const indent = image ? side + 14 : 0;
    this.y -= 2;
    for (const line of lines)
      this.text(line.text, { size: line.size ?? 10, bold: line.bold, indent, gapAfter: 1 });
    this.y = Math.min(this.y, top - (image ? side : 0)) - 10;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 2,
      color: this.accent,
    });
    this.y -= 6;
  }

  /**
   * A table over the full width: each column as wide as its longest word allows at least, the rest
   * shared by how much text each holds; the header again at the top of each page.
   */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[], size = 8.5) {
    const pad = 4;
    const lineHeight = size * 1.3;
    const widthOf = (s: string, bold?: boolean) => this.fontOf(bold).widthOfTextAtSize(s, size);
    const longestWord = (s: string, bold?: boolean) =>
      Math.max(0, ...s.split(/\s+/).map((word) => widthOf(word, bold)));
    const least = columns.map(
      (c, i) => Math.max(longestWord(c.label, true), ...rows.map((r) => longestWord(r[i] ?? ''))) + 2 * pad,
    );
    const natural = columns.map(
      (c, i) => Math.max(widthOf(c.label, true), ...rows.map((r) => widthOf(r[i] ?? ''))) + 2 * pad,
    );
    const sumLeast = least.reduce((a, b) => a + b, 0);
    const sumNatural = natural.reduce((a, b) => a + b, 0);
    const widths =
      sumNatural <= this.width
        ? natural.map((w) => (w / sumNatural) * this.width)
        : sumLeast >= this.width
          ? least.map((w) => (w / sumLeast) * this.width)
          : least.map((w, i) => w + ((natural[i]! - w) / (sumNatural - sumLeast)) * (this.width - sumLeast));
    const drawRow = (cells: readonly string[], bold: boolean, fill?: RGB) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, widths[i]! - 2 * pad, size, bold));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 2 * pad;
      const isNewPage = this.y - height < MARGIN + FOOTER_SPACE;
      if (isNewPage && !bold) {
        this.addPage();
        drawRow(
          columns.map((c) => c.label),
          true,
          STRIPE,
        );
      }
      if (fill)
        this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: this.width, height, color: fill });
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        const align = columns[i]?.align ?? 'left';
        lines.forEach((line, n) => {
          const w = widthOf(line, bold);
          const left =
            align === 'right'
              ? x + widths[i]! - pad - w
              : align === 'center'
                ? x + (widths[i]! - w) / 2
                : x + pad;
          this.page.drawText(line, {
            x: left,
            y: this.y - pad - (n + 1) * lineHeight + size * 0.3,
            size,
            font: this.fontOf(bold),
            color: bold ? this.accent : INK,
          });
        });
        x += widths[i]!;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.width, y: this.y },
        thickness: 0.5,
        color: LINE,
      });
    };
    this.room(lineHeight * 4);
    drawRow(
      columns.map((c) => c.label),
      true,
      STRIPE,
    );
    rows.forEach((row, i) => drawRow(row, false, i % 2 === 1 ? STRIPE : undefined));
    this.y -= 8;
  }

  /** Each page's footer (`left`, and "Page n of N" at the right), then the file's bytes. */
  async save(left: string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    const size = 8;
    pages.forEach((page, i) => {
      const right = `Page ${i + 1} of ${pages.length}`;
      const y = MARGIN - 14;
      const maxLeft = this.width - this.regular.widthOfTextAtSize(right, size) - 16;
      page.drawText(this.wrap(left, maxLeft, size)[0] ?? '', {
        x: MARGIN,
        y,
        size,
        font: this.regular,
        color: MUTED,
      });
      page.drawText(right, {
        x: MARGIN + this.width - this.regular.widthOfTextAtSize(right, size),
        y,
        size,
        font: this.regular,
        color: MUTED,
      });
    });
    return this.doc.save();
  }
}
