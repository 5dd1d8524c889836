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

/** A PDF as the server's actions answer it: its file name, type and bytes in base64. */
export interface PdfAnswer {
  fileName: string;
  contentType: string;
  pdf: string;
}

export const isPdfAnswer = (body: unknown): body is PdfAnswer =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as PdfAnswer).fileName === 'string' &&
  typeof (body as PdfAnswer).contentType === 'string' &&
  typeof (body as PdfAnswer).pdf === 'string';

/** Saves a PDF the server answered. */
export function downloadPdfAnswer(answer: PdfAnswer): void {
  const bytes = Uint8Array.from(atob(answer.pdf), (character) => character.charCodeAt(0));
  downloadFile(answer.fileName, answer.contentType, bytes);
}
