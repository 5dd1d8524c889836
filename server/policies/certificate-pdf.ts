import { PDFDocument, StandardFonts } from 'pdf-lib';
import { contactDetails, formatDay, formatUsd, officeHoursText } from '../../validators';
import { muted, PdfWriter } from '../api/calculator/pdf-writer';
import type { CertificateDue } from '../api/policy/certificates-due';
import type { BeneficiaryEntry } from '../db/schema';

export interface CertificateOfCoverage {
  certificate: CertificateDue;
  /** The member who owns it, first name then last. */
  memberName: string;
  memberId: string;
  beneficiaries: { primary: BeneficiaryEntry[]; contingent: BeneficiaryEntry[] };
  /** The certificate documents of the plan for the member's state, by their labels. */
  documents: string[];
  issuedAt: Date;
}

export const certificateFileName = (certificate: CertificateDue): string =>
  `certificate-${certificate.certificateNumber ?? certificate.applicationId}.pdf`;

const frequencyWords: Record<string, string> = {
  M: 'monthly',
  Q: 'quarterly',
  S: 'semiannually',
  A: 'annually',
};

function premiumText(certificate: CertificateDue): string {
  if (certificate.fixedPremium) {
    const { amount, renewalPeriodMonths } = certificate.fixedPremium;
    return `${formatUsd(amount)} every ${renewalPeriodMonths === 1 ? 'month' : `${renewalPeriodMonths} months`}`;
  }
  const due = certificate.due;
  if (due === null) return 'Billed by statement';
  const frequency = certificate.frequency;
  return frequency
    ? `${formatUsd(due[frequency])} ${frequencyWords[frequency] ?? ''} (${formatUsd(due.M)} a month)`
    : `${formatUsd(due.M)} a month`;
}

const beneficiaryLine = (entry: BeneficiaryEntry): string =>
  [entry.name, entry.relationship, entry.sharePercent ? `${entry.sharePercent}%` : '']
    .filter(Boolean)
    .join(', ');

/**
 * The member's certificate of coverage: the schedule page of one certificate (who is insured and
 * for how much, the premium and how it is paid, when it starts, the beneficiaries), with the plan's
 * certificate documents for the member's state that hold its terms.
 */
export async function certificatePdf(copy: CertificateOfCoverage): Promise<Uint8Array> {
  const { certificate } = copy;
  const pdf = await PDFDocument.create();
  const title = 'Certificate of coverage';
  pdf.setTitle(`${title}: ${certificate.planName}`);
  pdf.setSubject(`Certificate ${certificate.certificateNumber ?? ''}`.trim());
  pdf.setCreationDate(copy.issuedAt);
  pdf.setModificationDate(copy.issuedAt);
  const writer = new PdfWriter(pdf, {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  });
  writer.heading(title, 18);
  writer.figure('Plan', certificate.planName, 11, true);
  if (certificate.certificateNumber)
    writer.figure('Certificate number', certificate.certificateNumber);
  writer.figure('Certificate owner', `${copy.memberName}, member ${copy.memberId}`);
  for (const person of certificate.covered)
    writer.figure(
      person.title,
      person.coverage === null
        ? person.name
        : `${person.name}, ${formatUsd(person.coverage)} of coverage`,
    );
  if (certificate.covered.length === 0 && certificate.coverage !== null)
    writer.figure('Coverage', formatUsd(certificate.coverage));
  writer.figure('Premium', premiumText(certificate));
  if (certificate.paymentMethod) writer.figure('Payment method', certificate.paymentMethod);
  if (certificate.effectiveDate)
    writer.figure('Coverage starts', formatDay(certificate.effectiveDate));
  const lists = [
    ['Primary beneficiaries', copy.beneficiaries.primary],
    ['Contingent beneficiaries', copy.beneficiaries.contingent],
  ] as const;
  for (const [heading, entries] of lists) {
    if (entries.length === 0) continue;
    writer.heading(heading, 12);
    for (const entry of entries) writer.paragraph(beneficiaryLine(entry));
  }
  if (copy.documents.length > 0) {
    writer.heading('The terms of this coverage', 12);
    writer.paragraph(
      'This page is the schedule of your certificate. Its terms are in these documents for your state, which you can download under Certificates in your account:',
      10,
      muted,
    );
    for (const document of copy.documents) writer.paragraph(document);
  }
  const members = contactDetails.members;
  writer.heading('Questions', 12);
  writer.paragraph(
    `${members.team}: ${members.phone}, ${members.email}, ${officeHoursText}. Please give your certificate number.`,
  );
  return pdf.save();
}
