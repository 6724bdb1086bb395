// Issue 15: the Strategy Report as an A4 PDF made in the browser. Each [data-pdf-block] becomes an
// image placed whole on a page (a block never splits across pages); ADR 0018 records why.

const A4 = { widthMm: 210, heightMm: 297 };
const MARGIN_MM = 12;
const GAP_MM = 4;
/** The width the report is drawn at for the PDF, about A4's text width at 96 dpi. */
export const PDF_RENDER_WIDTH_PX = 720;

export async function downloadReportPdf(
  root: HTMLElement,
  { fileName, title }: { fileName: string; title: string },
) {
  const [{ toPng }, { jsPDF }] = await Promise.all([import('html-to-image'), import('jspdf')]);
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  pdf.setProperties({ title, creator: 'Adviser Portal' });
  const contentWidth = A4.widthMm - 2 * MARGIN_MM;
  const contentHeight = A4.heightMm - 2 * MARGIN_MM;
  let y = MARGIN_MM;

  for (const block of root.querySelectorAll<HTMLElement>('[data-pdf-block]')) {
    const png = await toPng(block, {
      pixelRatio: 2,
      backgroundColor: '#ffffff',
      width: PDF_RENDER_WIDTH_PX,
      style: { width: `${PDF_RENDER_WIDTH_PX}px`, margin: '0' },
    });
    const { width, height } = await imageSize(png);
    let w = contentWidth;
    let h = (height / width) * w;
    // A block taller than a page is scaled down to fit rather than cut.
    if (h > contentHeight) {
      w = (contentHeight / h) * w;
      h = contentHeight;
    }
    if (y + h > A4.heightMm - MARGIN_MM && y > MARGIN_MM) {
      pdf.addPage();
      y = MARGIN_MM;
    }
    pdf.addImage(png, 'PNG', MARGIN_MM, y, w, h);
    y += h + GAP_MM;
  }
  pdf.save(fileName);
}

function imageSize(dataUrl: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('The report could not be drawn'));
    image.src = dataUrl;
  });
}
