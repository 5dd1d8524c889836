import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

export const pageSize: [number, number] = [612, 792]; // US Letter, in points
export const margin = 54;
export const navy = rgb(0.04, 0.15, 0.27);
export const ink = rgb(0.11, 0.14, 0.19);
export const muted = rgb(0.29, 0.33, 0.39);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Standard PDF fonts cover WinAnsi only; anything else is printed as '?' instead of failing. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((c) => (supported.has(c.codePointAt(0) ?? -1) ? c : '?')).join('');
}

/**
 * Writes a document top to bottom: the cursor moves down with each line, and a new page starts
 * when the next line would run into the bottom margin.
 */
export class PdfWriter {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  get width(): number {
    return pageSize[0] - 2 * margin;
  }

  /** Room for `height` points below the cursor, on a new page if need be. */
  makeRoom(height: number): void {
    if (this.y - height >= margin) return;
    this.page = this.pdf.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  textAt(text: string, x: number, y: number, size: number, bold = false, color: RGB = ink): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    this.page.drawText(printable(font, text), { x, y, size, font, color });
  }

  widthOf(text: string, size: number, bold = false): number {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    return font.widthOfTextAtSize(printable(font, text), size);
  }

  heading(text: string, size = 14): void {
    this.makeRoom(size * 2.4);
    this.y -= size * 1.2;
    this.textAt(text, margin, this.y, size, true, navy);
    this.y -= size * 0.8;
  }

  /** A paragraph wrapped to the page's width. */
  paragraph(text: string, size = 10, color: RGB = ink): void {
    const words = text.split(/\s+/).filter(Boolean);
    let line = '';
    const flush = () => {
      this.makeRoom(size * 1.4);
      this.y -= size * 1.4;
      this.textAt(line, margin, this.y, size, false, color);
    };
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.widthOf(candidate, size) > this.width) {
        flush();
        line = word;
      } else line = candidate;
    }
    if (line) flush();
    this.y -= size * 0.6;
  }

  /** One line of cells at the given x offsets from the margin. */
  row(cells: readonly string[], offsets: readonly number[], size = 10, bold = false): void {
    this.makeRoom(size * 1.5);
    this.y -= size * 1.5;
    cells.forEach((cell, index) =>
      this.textAt(cell, margin + (offsets[index] ?? 0), this.y, size, bold),
    );
  }

  /** A label and its value, the value right-aligned at the page's right margin. */
  figure(label: string, value: string, size = 10, bold = false): void {
    this.makeRoom(size * 1.5);
    this.y -= size * 1.5;
    this.textAt(label, margin, this.y, size, bold);
    this.textAt(value, margin + this.width - this.widthOf(value, size, bold), this.y, size, bold);
  }
}
