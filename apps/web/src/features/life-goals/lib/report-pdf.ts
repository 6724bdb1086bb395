// Issue 15: the Strategy Report as an A4 PDF made in the browser. Each [data-pdf-block] becomes an
// image placed whole on a page (a block never splits across pages); ADR 0018 records why.

const A4 = { widthMm: 210, heightMm: 297 };
const MARGIN_MM = 12;
const GAP_MM = 4;
/** Set on the report while it is drawn: 720 px wide, about A4's text width at 96 dpi (strategy-report.css). */
const CAPTURING_CLASS = 'lg-report-capturing';
/** Long enough for the charts to redraw at the new width (Chart.js follows a ResizeObserver). */
const RELAYOUT_MS = 250;

export async function downloadReportPdf(
  root: HTMLElement,
  { fileName, title }: { fileName: string; title: string },
) {
  const [{ toPng }, { jsPDF }] = await Promise.all([import('html-to-image'), import('jspdf')]);
  // compress: deflate the page streams; 'FAST' below deflates each image (else a report weighs ~20 MB).
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  pdf.setProperties({ title, creator: 'Adviser Portal' });
  let y = MARGIN_MM;
  root.classList.add(CAPTURING_CLASS);
  try {
    await new Promise((resolve) => setTimeout(resolve, RELAYOUT_MS));
    for (const block of root.querySelectorAll<HTMLElement>('[data-pdf-block]')) {
      y = await placeBlock(pdf, await toPng(block, { pixelRatio: 2, backgroundColor: '#ffffff' }), y);
    }
  } finally {
    root.classList.remove(CAPTURING_CLASS);
  }
  pdf.save(fileName);
}

type Pdf = InstanceType<(typeof import('jspdf'))['jsPDF']>;

/** Places one block's image at `y`, on a new page when it does not fit; returns the next `y`. */
async function placeBlock(pdf: Pdf, png: string, top: number): Promise<number> {
  const contentWidth = A4.widthMm - 2 * MARGIN_MM;
  const contentHeight = A4.heightMm - 2 * MARGIN_MM;
  const { width, height } = await imageSize(png);
  let w = contentWidth;
  let h = (height / width) * w;
  // A block taller than a page is scaled down to fit rather than cut.
  if (h > contentHeight) {
    w = (contentHeight / h) * w;
    h = contentHeight;
  }
  let y = top;
  if (y + h > A4.heightMm - MARGIN_MM && y > MARGIN_MM) {
    pdf.addPage();
    y = MARGIN_MM;
  }
  pdf.addImage(png, 'PNG', MARGIN_MM, y, w, h, undefined, 'FAST');
  return y + h + GAP_MM;
}

function imageSize(dataUrl: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('The report could not be drawn'));
    image.src = dataUrl;
  });
}
