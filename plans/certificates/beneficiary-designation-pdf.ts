import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFForm, type PDFPage } from 'pdf-lib';
import { beneficiaryDesignationLink } from './beneficiary-designation-link';
import { certificateConfig } from './config';

export { beneficiaryDesignationLink };

/** How many beneficiaries of each kind the paper form has room for. */
export const beneficiaryRows = { primary: 4, contingent: 3 } as const;

const pageSize: [number, number] = [612, 792]; // US Letter in points
const margin = 54;
const navy = rgb(0.07, 0.16, 0.33);
const grey = rgb(0.35, 0.35, 0.35);

interface Canvas {
  readonly page: PDFPage;
  readonly form: PDFForm;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

function text(canvas: Canvas, value: string, x: number, y: number, size = 10, bold = false) {
  canvas.page.drawText(value, {
    x,
    y,
    size,
    font: bold ? canvas.bold : canvas.regular,
    color: bold ? navy : grey,
  });
}

/** A labelled fillable box; its name is what a program filling the form uses. */
function field(canvas: Canvas, name: string, label: string, x: number, y: number, width: number) {
  text(canvas, label, x, y + 24, 8);
  const box = canvas.form.createTextField(name);
  box.addToPage(canvas.page, { x, y, width, height: 20, font: canvas.regular, borderWidth: 0.75 });
}

function beneficiaryTable(canvas: Canvas, kind: 'primary' | 'contingent', top: number): number {
  const title = kind === 'primary' ? 'Primary beneficiaries' : 'Contingent beneficiaries';
  text(canvas, title, margin, top, 12, true);
  let y = top - 40;
  for (let row = 1; row <= beneficiaryRows[kind]; row += 1) {
    field(canvas, `${kind}.${row}.name`, `${row}. Full name`, margin, y, 250);
    field(canvas, `${kind}.${row}.relationship`, 'Relationship to the insured', 314, y, 160);
    field(canvas, `${kind}.${row}.sharePercent`, 'Share %', 484, y, 74);
    y -= 40;
  }
  return y;
}

async function render(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const association = certificateConfig.documents.associationName;
  pdf.setTitle('Beneficiary designation form');
  pdf.setAuthor(association);
  pdf.setCreator(association);
  pdf.setProducer('pdf-lib');
  const page = pdf.addPage(pageSize);
  const canvas: Canvas = {
    page,
    form: pdf.getForm(),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const [width, height] = pageSize;
  text(canvas, association.replace('—', '-'), margin, height - margin, 10);
  text(canvas, 'Beneficiary designation form', margin, height - margin - 30, 20, true);
  text(
    canvas,
    'Name who receives the benefit of your certificate. This form replaces any earlier designation.',
    margin,
    height - margin - 50,
    10,
  );
  text(canvas, 'The insured', margin, height - margin - 80, 12, true);
  let y = height - margin - 120;
  field(canvas, 'insured.name', 'Full name of the insured', margin, y, 250);
  field(canvas, 'insured.dateOfBirth', 'Date of birth (mm/dd/yyyy)', 314, y, 120);
  field(canvas, 'insured.certificateNumber', 'Certificate number', 444, y, 114);
  y -= 40;
  field(canvas, 'insured.memberId', 'Member number', margin, y, 160);
  field(canvas, 'insured.phone', 'Daytime phone (###-###-####)', 224, y, 160);
  y -= 30;
  y = beneficiaryTable(canvas, 'primary', y);
  y = beneficiaryTable(canvas, 'contingent', y + 10);
  text(
    canvas,
    'The shares of the primary beneficiaries must add up to 100%, and so must those of the',
    margin,
    y + 14,
    9,
  );
  text(
    canvas,
    'contingent beneficiaries. Contingent beneficiaries receive the benefit only if no primary one survives.',
    margin,
    y + 2,
    9,
  );
  y -= 40;
  field(canvas, 'signature.name', 'Signature of the insured (or owner)', margin, y, 300);
  field(canvas, 'signature.date', 'Date signed (mm/dd/yyyy)', 364, y, 120);
  page.drawLine({
    start: { x: margin, y: margin + 16 },
    end: { x: width - margin, y: margin + 16 },
    thickness: 0.5,
    color: grey,
  });
  text(
    canvas,
    'Sign and send the form to Member Services; the designation takes effect once the association records it.',
    margin,
    margin,
    8,
  );
  return pdf.save();
}

let rendered: Promise<Uint8Array> | undefined;

/** The fillable beneficiary designation form (made once, then a copy for each caller). */
export async function beneficiaryDesignationPdf(): Promise<Uint8Array> {
  rendered ??= render();
  rendered.catch(() => {
    rendered = undefined;
  });
  return (await rendered).slice();
}
