import { formatDay } from '../../validators';
import type { MailMessage } from './mailer';

/** What an applicant is told of a staff decision on their application. */
export const decisionLetters = {
  approved: (
    to: string,
    form: string,
    reference: string,
    certificate: { certificateNumber: string; effectiveDate: string },
    hasAccount: boolean,
  ): MailMessage => ({
    to,
    subject: 'Your application was approved',
    text: `Good news: your ${form} (reference number ${reference}) was approved.\n\nYour certificate number is ${certificate.certificateNumber}. Your coverage starts on ${formatDay(certificate.effectiveDate)}.\n\n${
      hasAccount
        ? 'You can see your coverage, beneficiaries and premium, and download your certificate of coverage, under Insurance coverage in your account.'
        : 'To see your coverage online, create an account with this e-mail address, then add this application under Insurance coverage with its reference number.'
    }\n`,
  }),
  rejected: (to: string, form: string, reference: string, reason: string): MailMessage => ({
    to,
    subject: 'About your application',
    text: `We could not approve your ${form} (reference number ${reference}).\n\nThe reason:\n\n${reason}\n\nIf you have questions, please call us during business hours.\n`,
  }),
  informationRequested: (
    to: string,
    form: string,
    reference: string,
    request: string,
  ): MailMessage => ({
    to,
    subject: 'We need more information about your application',
    text: `To go on with your ${form} (reference number ${reference}), we need more information:\n\n${request}\n\nPlease call us during business hours, with your reference number at hand.\n`,
  }),
};
