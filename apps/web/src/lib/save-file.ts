// Files made in the browser, handed to its download: the results' CSV and Excel exports, the
// calculators' IRR/XIRR workbooks, the 101 plan's projections, the retirement payouts, the Life Goals
// plan file, the contact card's image and vCard.

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The click has handed the blob to the download; revoking at once can cancel it in some browsers. */
const REVOKE_AFTER_MS = 10_000;

/** Saves what `href` points at (a blob: or data: URL) as a download named `fileName`. */
export function saveHref(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves the blob as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveHref(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Saves an Excel workbook's bytes as a download named `fileName`. */
export function saveXlsx(bytes: ArrayBuffer, fileName: string): void {
  saveBlob(new Blob([bytes], { type: XLSX_TYPE }), fileName);
}
