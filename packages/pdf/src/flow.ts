import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb, type RGB } from 'pdf-lib';
import { StructureTree, type StructNode, type StructRole } from './structure.js';

// Issue 36: a small flow layout for A4 documents of real text: headings, paragraphs that wrap, lists,
// a table that repeats its header on each page, images, and page numbers. Everything read is tagged
// (headings, paragraphs, lists, tables and figures, in reading order: structure.ts), the rest
// (rules, shading, page footers) marked as artifacts. pdf-lib draws; the layout is ours.

const A4_PORTRAIT: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const FOOTER_SPACE = 28;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const LINE = rgb(0.89, 0.91, 0.94);
const STRIPE = rgb(0.97, 0.98, 0.99);

const hexToRgb = (hex: string): RGB =>
  rgb(...([1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]));

/** Inter as static TrueType, regular and bold (packages/pdf/fonts; the caller reads or fetches them). */
export type PdfFonts = { regular: Uint8Array; bold: Uint8Array };

export type TableColumn = { label: string; align: 'left' | 'right' | 'center' };
type TextStyle = { size?: number; bold?: boolean; color?: RGB; indent?: number; gapAfter?: number };

export class PdfFlow {
  private page!: PDFPage;
  private y = 0;
  private readonly tree: StructureTree;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly size: [number, number],
    private readonly accent: RGB,
  ) {
    this.tree = new StructureTree(doc);
    this.addPage();
  }

  /** `accent`: the headings' colour, as #rrggbb. */
  static async create(options: {
    fonts: PdfFonts;
    landscape?: boolean;
    accent: string;
    title: string;
    author: string;
  }) {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const regular = await doc.embedFont(options.fonts.regular, { subset: true });
    const bold = await doc.embedFont(options.fonts.bold, { subset: true });
    doc.setTitle(options.title, { showInWindowTitleBar: true });
    doc.setAuthor(options.author);
    doc.setLanguage('en-SG');
    doc.setCreator('Adviser Portal');
    doc.setProducer('Adviser Portal');
    const [w, h] = A4_PORTRAIT;
    return new PdfFlow(doc, regular, bold, options.landscape ? [h, w] : [w, h], hexToRgb(options.accent));
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

  /** Wrapped lines under `node` (a new paragraph when none is given). */
  text(
    text: string,
    { size = 10, bold, color = INK, indent = 0, gapAfter = 4 }: TextStyle = {},
    node: StructNode = this.tree.add('P'),
  ) {
    const lineHeight = size * 1.35;
    for (const line of this.wrap(text, this.width - indent, size, bold)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      this.tree.mark(this.page, node, () =>
        this.page.drawText(line, {
          x: MARGIN + indent,
          y: this.y + size * 0.25,
          size,
          font: this.fontOf(bold),
          color,
        }),
      );
    }
    this.y -= gapAfter;
  }

  /** A heading of `level` 1 to 3 (H1 to H3 in the document's structure). */
  heading(text: string, level: 1 | 2 | 3 = 2) {
    const size = level === 1 ? 17 : level === 2 ? 13 : 11;
    this.room(size * 3);
    this.y -= level === 1 ? 0 : size * 0.6;
    const role: StructRole = level === 1 ? 'H1' : level === 2 ? 'H2' : 'H3';
    this.text(
      text,
      { size, bold: true, color: level === 1 ? INK : this.accent, gapAfter: 4 },
      this.tree.add(role),
    );
  }

  muted(text: string, size = 9) {
    this.text(text, { size, color: MUTED });
  }

  bullets(items: readonly string[], size = 10) {
    if (items.length === 0) return;
    const list = this.tree.add('L');
    for (const item of items) {
      const entry = this.tree.add('LI', list);
      this.room(size * 1.35);
      this.tree.artifact(this.page, () =>
        this.page.drawText('•', {
          x: MARGIN + 2,
          y: this.y - size * 1.1,
          size,
          font: this.regular,
          color: MUTED,
        }),
      );
      this.text(item, { size, indent: 12, gapAfter: 2 }, this.tree.add('LBody', entry));
    }
    this.y -= 2;
  }

  private rule(thickness: number, color: RGB) {
    this.tree.artifact(this.page, () =>
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.width, y: this.y },
        thickness,
        color,
      }),
    );
  }

  /**
   * An image `side` points square at the left, with lines of text beside it, and a rule under both
   * (the adviser's block). `alt` describes the image; without an image the lines stand alone.
   */
  async imageBeside(
    image: { jpeg: Uint8Array; alt: string } | null,
    lines: { text: string; bold?: boolean; size?: number }[],
  ) {
    const side = 56;
    const top = this.y;
    if (image) {
      const embedded = await this.doc.embedJpg(image.jpeg);
      this.tree.mark(this.page, this.tree.add('Figure', undefined, image.alt), () =>
        this.page.drawImage(embedded, { x: MARGIN, y: top - side, width: side, height: side }),
      );
    }
    const indent = image ? side + 14 : 0;
    this.y -= 2;
    for (const line of lines)
      this.text(line.text, { size: line.size ?? 10, bold: line.bold, indent, gapAfter: 1 });
    this.y = Math.min(this.y, top - (image ? side : 0)) - 10;
    this.rule(2, this.accent);
    this.y -= 6;
  }

  /** A picture (a chart) across at most the full width, on a new page when it does not fit. */
  async image(png: Uint8Array, alt: string, { width, height }: { width: number; height: number }) {
    const embedded = await this.doc.embedPng(png);
    const w = Math.min(this.width, width);
    const h = (height / width) * w;
    this.room(h + 8);
    this.y -= h;
    this.tree.mark(this.page, this.tree.add('Figure', undefined, alt), () =>
      this.page.drawImage(embedded, { x: MARGIN, y: this.y, width: w, height: h }),
    );
    this.y -= 8;
  }

  /**
   * A table over the full width: each column as wide as its longest word allows at least, the rest
   * shared by how much text each holds; the header again at the top of each page.
   */
  table(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    size = 8.5,
    { hasHeader = true }: { hasHeader?: boolean } = {},
  ) {
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
    const table = this.tree.add('Table');
    const layout = (cells: readonly string[], isHeader: boolean) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, widths[i]! - 2 * pad, size, isHeader));
      return { wrapped, height: Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 2 * pad };
    };
    /** `row`: the row in the structure; null for the header repeated on a new page (an artifact). */
    const drawCells = (
      cells: readonly string[],
      isHeader: boolean,
      fill: RGB | undefined,
      row: StructNode | null,
    ) => {
      const { wrapped, height } = layout(cells, isHeader);
      const decoration = (draw: () => void) => (row ? this.tree.artifact(this.page, draw) : draw());
      const top = this.y;
      if (fill)
        decoration(() =>
          this.page.drawRectangle({ x: MARGIN, y: top - height, width: this.width, height, color: fill }),
        );
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        const align = columns[i]?.align ?? 'left';
        const cell = row ? this.tree.add(isHeader ? 'TH' : 'TD', row) : null;
        lines.forEach((line, n) => {
          const w = widthOf(line, isHeader);
          const left =
            align === 'right'
              ? x + widths[i]! - pad - w
              : align === 'center'
                ? x + (widths[i]! - w) / 2
                : x + pad;
          const draw = () =>
            this.page.drawText(line, {
              x: left,
              y: top - pad - (n + 1) * lineHeight + size * 0.3,
              size,
              font: this.fontOf(isHeader),
              color: isHeader ? this.accent : INK,
            });
          if (cell) this.tree.mark(this.page, cell, draw);
          else draw();
        });
        x += widths[i]!;
      });
      this.y -= height;
      decoration(() =>
        this.page.drawLine({
          start: { x: MARGIN, y: this.y },
          end: { x: MARGIN + this.width, y: this.y },
          thickness: 0.5,
          color: LINE,
        }),
      );
    };
    const labels = columns.map((c) => c.label);
    const drawRow = (cells: readonly string[], isHeader: boolean, fill?: RGB) => {
      if (!isHeader && this.y - layout(cells, false).height < MARGIN + FOOTER_SPACE) {
        this.addPage();
        if (!hasHeader) return drawCells(cells, false, fill, this.tree.add('TR', table));
        // The header again for the eye; the structure has the header row once.
        this.tree.artifact(this.page, () => drawCells(labels, true, STRIPE, null));
      }
      drawCells(cells, isHeader, fill, this.tree.add('TR', table));
    };
    this.room(lineHeight * 4);
    if (hasHeader) drawRow(labels, true, STRIPE);
    rows.forEach((row, i) => drawRow(row, false, i % 2 === 1 ? STRIPE : undefined));
    this.y -= 8;
  }

  /** Each page's footer (`left`, and "Page n of N" at the right), the structure, then the file's bytes. */
  async save(left: string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    const size = 8;
    pages.forEach((page, i) => {
      const right = `Page ${i + 1} of ${pages.length}`;
      const y = MARGIN - 14;
      const rightWidth = this.regular.widthOfTextAtSize(right, size);
      const leftText = this.wrap(left, this.width - rightWidth - 16, size)[0] ?? '';
      this.tree.artifact(page, () => {
        page.drawText(leftText, { x: MARGIN, y, size, font: this.regular, color: MUTED });
        page.drawText(right, {
          x: MARGIN + this.width - rightWidth,
          y,
          size,
          font: this.regular,
          color: MUTED,
        });
      });
    });
    this.tree.finish();
    return this.doc.save();
  }
}
