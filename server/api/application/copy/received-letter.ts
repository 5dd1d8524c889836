import { contactDetails, officeHoursText } from '../../../../validators';
import type { MailMessage } from '../../../mail/mailer';
import type { ConfirmationSummary } from './confirmation-summary';

/**
 * The confirmation e-mail of an application received, with the applicant's PDF copy attached:
 * the reference number on a line of its own, the plan, coverage and premium, what happens next
 * and how to reach member services.
 */
export function receivedLetter(
  to: string,
  referenceNumber: string,
  summary: ConfirmationSummary,
  copy: { fileName: string; pdf: Uint8Array },
): MailMessage {
  const members = contactDetails.members;
  const figures = [
    `Plan: ${summary.plan}`,
    ...(summary.coverage ? [`Coverage: ${summary.coverage}`] : []),
    ...(summary.premium ? [`Premium: ${summary.premium}`] : []),
  ];
  return {
    to,
    subject: `We received your application ${referenceNumber}`,
    text: [
      'Thank you. We have received your application. Your reference number is:',
      '',
      referenceNumber,
      '',
      ...figures,
      '',
      'What happens next:',
      ...summary.nextSteps.map((line) => `- ${line}`),
      '',
      'A copy of your application is attached as a PDF. Social Security, card and bank account numbers show only their last four digits.',
      '',
      `Questions? ${members.team}: ${members.phone} or ${members.email}, ${officeHoursText}.`,
      '',
    ].join('\n'),
    attachments: [{ filename: copy.fileName, contentType: 'application/pdf', content: copy.pdf }],
  };
}
