/** Hands the browser a file to save, as a download of the page's own making. */
export function downloadFile(fileName: string, type: string, content: BlobPart): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
