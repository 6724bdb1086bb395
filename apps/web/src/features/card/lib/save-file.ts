/** Hands a file to the browser's download, named `fileName`. */
export function saveFile(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveFile(url, fileName);
  // The click has handed the blob to the download; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
