import type { MailMessage } from './mailer';

/** What an applicant is told of a staff decision on their application. */
export const decisionLetters = {
  approved: (to: string, form: string, reference: string): MailMessage => ({
    to,
    subject: 'Your application was approved',
    text: `Good news: your ${form} (reference number ${reference}) was approved.\n\nMembers can see their coverage and beneficiaries in their account.\n`,
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
