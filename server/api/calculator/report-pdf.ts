import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { certificateConfig } from '../../../plans';
import {
  dutyStatuses,
  findState,
  formatUsd,
  lifeInsuranceNeedsMethod,
  lifeInsuranceNeedsPartNames,
  monthNames,
  relationshipStatuses,
  type LifeInsuranceNeedsParts,
} from '../../../validators';
import { margin, muted, navy, PdfWriter } from './pdf-writer';
import type { CalculatorReport } from './report';

export const reportTitle = 'Life insurance needs estimate';
export const reportFileName = 'life-insurance-needs-estimate.pdf';

const shownAmount = (text: string): string =>
  text.trim() === '' ? '$0' : formatUsd(text.replace(/[\s$,]/g, ''));

/** The answers as the visitor gave them, in words. */
function answerLines(report: CalculatorReport): [string, string][] {
  const { answers } = report;
  return [
    ['Duty status', dutyStatuses.find((status) => status.id === answers.dutyStatus)?.name ?? ''],
    [
      'Family status',
      relationshipStatuses.find((status) => status.code === answers.familyStatus)?.name ?? '',
    ],
    ['ZIP code', answers.zipCode],
    ['State', findState(answers.state)?.name ?? answers.state],
    [
      'Born',
      `${monthNames[Number(answers.monthBorn) - 1] ?? ''} ${answers.yearBorn} (age ${report.age})`,
    ],
    ['Tobacco use', answers.tobaccoUse === '1' ? 'Yes' : 'No'],
    ['Yearly income', shownAmount(answers.income)],
    ['Years of income to replace', answers.yearsAmount],
    ['Children', answers.childrenCount.trim() === '' ? '0' : answers.childrenCount],
    ['Mortgage still owed', shownAmount(answers.outstandingMortgageAmount)],
    ['Other debts', shownAmount(answers.outstandingDebtAmount)],
    ['Education', shownAmount(answers.educationAmount)],
    ['Final expenses', shownAmount(answers.finalExpensesAmount)],
    ['Additional amount', shownAmount(answers.additionalAmount)],
  ];
}

const partNames = Object.keys(lifeInsuranceNeedsPartNames) as (keyof LifeInsuranceNeedsParts)[];

/** Each part of the estimate as a horizontal bar, its length its share of the largest part. */
function drawPartsChart(writer: PdfWriter, parts: LifeInsuranceNeedsParts): void {
  const barHeight = 14;
  const gap = 8;
  const labelWidth = 130;
  const valueWidth = 90;
  const barSpace = writer.width - labelWidth - valueWidth;
  const largest = Math.max(...partNames.map((name) => parts[name]), 1);
  writer.makeRoom(partNames.length * (barHeight + gap) + 10);
  for (const name of partNames) {
    writer.y -= barHeight + gap;
    const value = parts[name];
    writer.textAt(lifeInsuranceNeedsPartNames[name], margin, writer.y + 3, 10);
    const length = (value / largest) * barSpace;
    if (length > 0)
      writer.page.drawRectangle({
        x: margin + labelWidth,
        y: writer.y,
        width: Math.max(length, 1),
        height: barHeight,
        color: rgb(0.11, 0.31, 0.54),
      });
    const shown = formatUsd(value);
    writer.textAt(shown, margin + writer.width - writer.widthOf(shown, 10), writer.y + 3, 10);
  }
  writer.y -= gap;
}

/** The live calculator's report as a PDF: answers, estimate and chart, plans, method. */
export async function reportPdf(report: CalculatorReport): Promise<Uint8Array> {
  const { associationName } = certificateConfig.documents;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(reportTitle);
  pdf.setAuthor(associationName);
  pdf.setSubject(`Estimate of ${formatUsd(report.estimate.total)} of life insurance coverage`);
  pdf.setCreator(associationName);
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(report.preparedAt);
  const writer = new PdfWriter(pdf, {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  });

  writer.textAt(associationName, margin, writer.y, 10, false, muted);
  writer.y -= 30;
  writer.textAt(reportTitle, margin, writer.y, 22, true, navy);
  writer.y -= 8;
  writer.paragraph(`Prepared on ${report.preparedAt.toISOString().slice(0, 10)}.`, 10, muted);

  writer.heading('Your answers');
  for (const [label, value] of answerLines(report)) writer.figure(label, value);

  writer.heading('Your estimate');
  writer.figure('Coverage you may need', formatUsd(report.estimate.total), 13, true);
  drawPartsChart(writer, report.estimate.parts);

  writer.heading('Plans that fit');
  if (report.plans.length === 0) {
    writer.paragraph(
      'No plan sold online fits these answers. Please call us: an agent can look at the plans sold by mail and by phone.',
    );
  } else {
    const offsets = [0, 230, 330, 420];
    writer.row(['Plan', 'Coverage', 'Per month', ''], offsets, 10, true);
    for (const plan of report.plans)
      writer.row(
        [
          plan.name,
          formatUsd(plan.coverage),
          formatUsd(plan.monthly),
          plan.coversEstimate ? 'Covers the estimate' : 'Highest amount offered',
        ],
        offsets,
      );
    writer.y -= 6;
    writer.paragraph(
      `Monthly premiums at age ${report.age}, ${report.answers.tobaccoUse === '1' ? 'for a tobacco user' : 'for a non-tobacco user'}. Your premium is set when you apply and depends on your answers to the application's questions.`,
      9,
      muted,
    );
  }

  writer.heading('How the estimate is made');
  writer.paragraph(lifeInsuranceNeedsMethod);
  return pdf.save();
}
