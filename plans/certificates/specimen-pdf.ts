import type { PDFFont, PDFPage } from 'pdf-lib';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { SpecimenSource, SpecimenSubject } from './specimen-subjects';
import { specimenSubjectFor } from './specimen-subjects';

const pageSize: [number, number] = [612, 792]; // US Letter in points
const margin = 72;
const navy = rgb(0.07, 0.16, 0.33);
const grey = rgb(0.35, 0.35, 0.35);
const kindNames = { brochure: 'Brochure', certificate: 'Certificate', rider: 'Rider' } as const;

/** The plain paragraph every specimen carries. */
export const specimenNotice =
  'This is a specimen for illustration only. It is not the filed document, it is not a contract ' +
  'and it provides no coverage. The filed document for this product and state replaces this ' +
  'specimen as soon as the association names its file in the document configuration. Your ' +
  'coverage is governed by the certificate and riders filed for your state.';

/** Standard PDF fonts cover WinAnsi only; anything else is printed as '?' instead of failing. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((c) => (supported.has(c.codePointAt(0) ?? -1) ? c : '?')).join('');
}

function drawLines(page: PDFPage, font: PDFFont, text: string, y: number, size: number): number {
  const lineHeight = size * 1.35;
  const width = pageSize[0] - 2 * margin;
  const words = printable(font, text).split(/\s+/).filter(Boolean);
  let line = '';
  let cursor = y;
  const flush = () => {
    page.drawText(line, { x: margin, y: cursor, size, font, color: navy });
    cursor -= lineHeight;
  };
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      flush();
      line = word;
    } else line = candidate;
  }
  if (line) flush();
  return cursor;
}

async function render(subject: SpecimenSubject): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(printableTitle(subject));
  pdf.setAuthor(subject.associationName);
  pdf.setSubject(
    `Specimen ${kindNames[subject.kind].toLowerCase()}: ${subject.product}; ${subject.state}`,
  );
  pdf.setKeywords(['SPECIMEN', subject.kind, subject.link]);
  pdf.setCreator(subject.associationName);
  pdf.setProducer('pdf-lib');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(pageSize);
  const [width, height] = pageSize;

  page.drawText('SPECIMEN', {
    x: 150,
    y: 230,
    size: 110,
    font: bold,
    color: rgb(0.85, 0.85, 0.85),
    rotate: degrees(45),
  });
  page.drawText(printable(regular, subject.associationName), {
    x: margin,
    y: height - margin,
    size: 11,
    font: regular,
    color: grey,
  });
  page.drawText('SPECIMEN', {
    x: margin,
    y: height - margin - 48,
    size: 36,
    font: bold,
    color: rgb(0.7, 0.1, 0.1),
  });
  let y = drawLines(page, bold, subject.label, height - margin - 88, 18) - 8;
  y = drawLines(page, regular, `Document type: ${kindNames[subject.kind]}`, y, 12);
  y = drawLines(page, regular, `Product: ${subject.product}`, y, 12);
  y = drawLines(page, regular, `State: ${subject.state}`, y, 12) - 12;
  drawLines(page, regular, specimenNotice, y, 12);
  page.drawLine({
    start: { x: margin, y: margin + 20 },
    end: { x: width - margin, y: margin + 20 },
    thickness: 0.5,
    color: grey,
  });
  page.drawText(printable(regular, `${subject.associationName}  |  ${subject.link}`), {
    x: margin,
    y: margin,
    size: 9,
    font: regular,
    color: grey,
  });
  return pdf.save();
}

function printableTitle(subject: SpecimenSubject): string {
  return `SPECIMEN — ${subject.label}`;
}

const cache = new Map<string, Promise<Uint8Array>>();

/**
 * A SPECIMEN PDF for a certificate or rider link of the config, or for one of the extra
 * documents given (plan brochures); undefined for any other link. Pure computation: a
 * document whose entry names a real `file` is served from that file by the server, which
 * asks documentFileFor(link) first.
 */
export async function specimenPdf(
  link: string,
  extra: readonly SpecimenSource[] = [],
): Promise<Uint8Array | undefined> {
  const subject = specimenSubjectFor(link, extra);
  if (!subject) return undefined;
  const cacheKey = JSON.stringify(subject);
  let bytes = cache.get(cacheKey);
  if (!bytes) {
    bytes = render(subject);
    cache.set(cacheKey, bytes);
    bytes.catch(() => cache.delete(cacheKey));
  }
  // A copy, so a caller writing into the bytes cannot change what the next caller gets.
  return (await bytes).slice();
}
