// A spreadsheet made in the browser, saved as a download (the calculators' IRR/XIRR files, the 101
// plan's projections).

/** Saves the bytes as a download named `fileName`. */
export function saveFile(bytes: ArrayBuffer, fileName: string): void {
  const blob = new Blob([bytes], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
