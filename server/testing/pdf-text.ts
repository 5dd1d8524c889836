import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

// The few WinAnsi codes above Latin-1 a document may use; the rest of WinAnsi matches Latin-1.
const winAnsiExtras: Record<number, string> = {
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const fromWinAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => winAnsiExtras[b] ?? String.fromCharCode(b)).join('');

/**
 * The text drawn on every page of a PDF made with pdf-lib's standard fonts, one line per text
 * operation: pdf-lib writes each as a hex string shown with Tj in a deflated content stream.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    return streams
      .map((ref) => pdf.context.lookup(ref))
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => inflateSync(s.contents).toString('latin1'))
      .flatMap((ops) => [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)])
      .map(([, hex]) => fromWinAnsi(Buffer.from(hex ?? '', 'hex')));
  });
}
