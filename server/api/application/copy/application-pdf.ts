import { PDFDocument, StandardFonts } from 'pdf-lib';
import { answersOf, type FormData, type FormDefinition } from '../../../../engine';
import { contactDetails, officeHoursText } from '../../../../validators';
import { muted, PdfWriter } from '../../calculator/pdf-writer';
import type { ConfirmationSummary } from './confirmation-summary';

/** The signature kept with a submission: the name typed, the consent text shown, and when. */
export interface SignatureRecord {
  name: string;
  consent: string;
  signedAt: Date;
}

export interface ApplicationCopy {
  definition: FormDefinition;
  /** The steps the answers led to, in order: only their answers are printed. */
  steps: string[];
  /** The answers as sent (before the payment numbers became tokens): printed masked. */
  data: FormData;
  referenceNumber: string;
  receivedAt: Date;
  summary: ConfirmationSummary;
  signature?: SignatureRecord;
}

export const copyFileName = (referenceNumber: string): string =>
  `application-${referenceNumber}.pdf`;

/** A date and time as the association's office reads it: Eastern time, named. */
export const easternTime = (at: Date): string =>
  `${at.toLocaleString('en-US', {
    timeZone: 'America/New_York',
    dateStyle: 'long',
    timeStyle: 'short',
  })} ET`;

/**
 * The applicant's copy of an application: every answer under its step's title, labelled with
 * the question as the form asks it, the sensitive numbers (SSNs, card, bank routing and account
 * numbers) by their last four digits only, then the premium, the signature with the consent text
 * shown, what happens next and how to reach member services.
 */
export async function applicationPdf(copy: ApplicationCopy): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = `${copy.definition.title}: your copy`;
  pdf.setTitle(title);
  pdf.setSubject(`Application ${copy.referenceNumber}`);
  pdf.setCreationDate(copy.receivedAt);
  pdf.setModificationDate(copy.receivedAt);
  const writer = new PdfWriter(pdf, {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  });
  writer.heading(title, 18);
  writer.figure('Reference number', copy.referenceNumber, 11, true);
  writer.figure('Received', easternTime(copy.receivedAt));
  writer.figure('Plan', copy.summary.plan);
  if (copy.summary.coverage) writer.figure('Coverage', copy.summary.coverage);
  if (copy.summary.premium) writer.figure('Premium', copy.summary.premium);
  for (const step of copy.definition.steps.filter((s) => copy.steps.includes(s.id))) {
    const answers = answersOf(step, copy.data);
    if (answers.length === 0) continue;
    writer.heading(step.title, 12);
    for (const answer of answers) {
      writer.paragraph(`${answer.label}: ${answer.text}`, 10);
    }
  }
  if (copy.signature) {
    writer.heading('Electronic signature', 12);
    writer.paragraph(copy.signature.consent, 10, muted);
    writer.paragraph(`Signed by typing the name: ${copy.signature.name}`);
    writer.paragraph(`Signed on: ${easternTime(copy.signature.signedAt)}`);
  }
  writer.heading('What happens next', 12);
  for (const line of copy.summary.nextSteps) writer.paragraph(line);
  const members = contactDetails.members;
  writer.heading('Questions', 12);
  writer.paragraph(
    `${members.team}: ${members.phone}, ${members.email}, ${officeHoursText}. Please give your reference number ${copy.referenceNumber}.`,
  );
  return pdf.save();
}
