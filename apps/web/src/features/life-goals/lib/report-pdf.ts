import type { PdfFlow, PdfFonts, TableColumn } from '@portal/pdf';
import boldUrl from '@portal/pdf/fonts/inter-bold.ttf?url';
import regularUrl from '@portal/pdf/fonts/inter-regular.ttf?url';
import { saveBlob } from '../../../lib/save-file';

// Issue 36 (ADR 0048): the Strategy Report as an A4 PDF of real text, made in the browser from the
// report as drawn (the same content as the print view): each [data-pdf-block] section's headings,
// paragraphs, facts, lists and tables become tagged text in reading order, and each chart a figure
// with its title as its text alternative (its figures follow as a table, as on screen).

/** The report's own ink (strategy-report.css), for headings. */
const REPORT_INK = '#1f2937';
/** A chart's width on the page, in points: about half of A4's text width, as the report lays it out. */
const CHART_WIDTH_PT = 300;

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

async function fetchFonts(): Promise<PdfFonts> {
  const read = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());
  const [regular, bold] = await Promise.all([read(regularUrl), read(boldUrl)]);
  return { regular, bold };
}

/** A column is right-aligned when each of its body cells holds a figure (S$, a number, a percentage). */
const FIGURE = /^(Shortfall |Surplus )?-?S?\$?[\d,.]+%?( p\.a\.)?$/;

function writeTable(pdf: PdfFlow, table: Element) {
  const caption = table.querySelector(':scope > caption:not(.sr-only)');
  if (caption) pdf.text(textOf(caption), { bold: true, size: 10, gapAfter: 2 });
  const cellsOf = (row: Element) => [...row.querySelectorAll(':scope > th, :scope > td')].map(textOf);
  const headRow = table.querySelector(':scope > thead > tr');
  const rows = [...table.querySelectorAll(':scope > tbody > tr')].map(cellsOf);
  const count = Math.max(headRow ? cellsOf(headRow).length : 0, ...rows.map((r) => r.length));
  const labels = headRow ? cellsOf(headRow) : Array.from({ length: count }, () => '');
  const columns: TableColumn[] = labels.map((label, i) => ({
    label,
    align: rows.length > 0 && rows.every((r) => FIGURE.test(r[i] ?? '')) ? 'right' : 'left',
  }));
  pdf.table(columns, rows, 9, { hasHeader: Boolean(headRow) });
}

async function writeChart(pdf: PdfFlow, canvas: HTMLCanvasElement) {
  if (canvas.width === 0 || canvas.height === 0) return;
  // The chart's title is its figure's caption (slices-chart.tsx).
  const caption = canvas.closest('figure')?.querySelector('figcaption');
  const alt = caption ? textOf(caption) : (canvas.getAttribute('aria-label') ?? 'Chart');
  // A canvas that cannot be read (never drawn) is left out; its figures follow as a table.
  const dataUrl: string | undefined = canvas.toDataURL('image/png');
  const png = Uint8Array.from(atob(dataUrl?.slice(dataUrl.indexOf(',') + 1) ?? ''), (c) => c.charCodeAt(0));
  if (png.length < 8 || png[1] !== 0x50 || png[2] !== 0x4e || png[3] !== 0x47) return;
  await pdf.image(png, alt, {
    width: CHART_WIDTH_PT,
    height: (canvas.height / canvas.width) * CHART_WIDTH_PT,
  });
}

/** Writes `element` and what it holds, in document order. */
async function write(pdf: PdfFlow, element: Element): Promise<void> {
  if (element.matches('.sr-only, [hidden], [aria-hidden="true"]')) return;
  switch (element.tagName) {
    case 'H1':
    case 'H2':
      pdf.heading(textOf(element), element.classList.contains('lg-report-title') ? 1 : 2);
      return;
    case 'H3':
    case 'H4':
      pdf.heading(textOf(element), 3);
      return;
    case 'P':
      if (element.matches('.muted, .lg-report-kicker')) pdf.muted(textOf(element), 9.5);
      else pdf.text(textOf(element));
      return;
    case 'UL':
    case 'OL':
      pdf.bullets([...element.children].map(textOf));
      return;
    case 'DL':
      for (const pair of element.querySelectorAll(':scope > div')) {
        const [term, detail] = [pair.querySelector('dt'), pair.querySelector('dd')];
        if (term && detail) pdf.text(`${textOf(term)}: ${textOf(detail)}`, { gapAfter: 1 });
      }
      pdf.text('', { gapAfter: 2 });
      return;
    case 'TABLE':
      writeTable(pdf, element);
      return;
    case 'CANVAS':
      await writeChart(pdf, element as HTMLCanvasElement);
      return;
    default:
      if (element.children.length === 0) {
        const text = textOf(element);
        if (text) pdf.text(text);
        return;
      }
      for (const child of element.children) await write(pdf, child);
  }
}

/** The report under `root` as a PDF's bytes. `fonts`: read elsewhere in tests; fetched by default. */
export async function makeReportPdf(
  root: HTMLElement,
  { title, author, fonts }: { title: string; author: string; fonts?: PdfFonts },
): Promise<Uint8Array> {
  const { PdfFlow } = await import('@portal/pdf');
  const pdf = await PdfFlow.create({
    fonts: fonts ?? (await fetchFonts()),
    accent: REPORT_INK,
    title,
    author,
  });
  for (const block of root.querySelectorAll('[data-pdf-block]')) await write(pdf, block);
  return pdf.save(title);
}

export async function downloadReportPdf(
  root: HTMLElement,
  { fileName, title, author }: { fileName: string; title: string; author: string },
) {
  const bytes = await makeReportPdf(root, { title, author });
  saveBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName);
}
