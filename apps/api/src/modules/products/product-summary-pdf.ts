import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

// ADR 0013: the sample plans' "Product Summary" documents, drawn from their product info as a real
// A4 PDF. Only the standard Helvetica fonts are used (no font file to ship), so text is limited to
// what their WinAnsi encoding holds.

export interface SummaryContent {
  title: string;
  subtitle: string;
  notice: string;
  sections: { heading: string; lines: string[] }[];
  footer: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.38, 0.4, 0.45);
const ACCENT = rgb(0.05, 0.36, 0.6);

/** Typographic punctuation to its ASCII form; anything else outside Latin-1 becomes '?'. */
export function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u00b7/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toWinAnsi(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderSummaryPdf(content: SummaryContent, createdAt: Date): Promise<Uint8Array> {
  // No "now" in the file: the same product info always gives the same bytes.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(toWinAnsi(content.title));
  doc.setSubject(toWinAnsi(content.subtitle));
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const write = (text: string, font: PDFFont, size: number, color = INK, indent = 0) => {
    for (const line of wrap(text, font, size, TEXT_WIDTH - indent)) {
      if (y - size < MARGIN) {
        page = doc.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN;
      }
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color });
      y -= size * 1.45;
    }
  };

  write(content.title, bold, 20, ACCENT);
  write(content.subtitle, regular, 12, MUTED);
  y -= 6;
  write(content.notice, bold, 10, MUTED);
  for (const section of content.sections) {
    if (section.lines.length === 0) continue;
    y -= 10;
    write(section.heading, bold, 13);
    for (const line of section.lines) write(`- ${line}`, regular, 11, INK, 8);
  }
  y -= 14;
  write(content.footer, regular, 9, MUTED);
  return doc.save();
}
