import { randomUUID } from 'node:crypto';
import { downloadableDocument, type DownloadableDocument } from '../../../plans';
import { messages } from '../../../validators';
import { throttleAddress, throttleTarget } from '../../auth/request-throttle';
import { fieldErrors } from '../../http/api-error';
import type { MailMessage } from '../../mail/mailer';
import { personNameProperties } from '../../schemas/person-name';
import { documentPdf } from '../../static-files/document-pdf';
import { defineAction } from '../action';

interface DownloadRequestData {
  firstName: string;
  lastName: string;
  email: string;
  /** The document's link, one the download form offers (plans' downloadableDocuments). */
  document: string;
  /** A field people never see: only a program filling every field answers it. */
  website?: string;
}

export const downloadThanks = (email: string): string =>
  `Thank you. The document is on its way to ${email}.`;

function documentLetter(
  to: string,
  firstName: string,
  document: DownloadableDocument,
  link: string,
  pdf: Uint8Array,
): MailMessage {
  const fileName = document.link.split('/').at(-1) ?? 'document.pdf';
  return {
    to,
    subject: `Your copy of the ${document.title}`,
    text: `Dear ${firstName},\n\nThe ${document.title} you asked for on our website is attached to this e-mail. You can also open it at any time here:\n\n${link}\n\nIf you did not ask for it, you can ignore this e-mail.\n`,
    attachments: [{ filename: fileName, contentType: 'application/pdf', content: pdf }],
  };
}

/**
 * The download form (spec §3, §7): a form or brochure e-mailed, attached, to the address given,
 * and the request kept. Spam defence as the contact form's: a hidden field that only programs
 * fill (answered alike, nothing kept or sent) and limits per caller and per recipient.
 */
export const sendDocument = defineAction({
  methods: ['POST'],
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['firstName', 'lastName', 'email', 'document'],
    properties: {
      ...personNameProperties,
      email: { type: 'string', minLength: 1, rule: 'email' },
      document: { type: 'string', minLength: 1, maxLength: 200 },
      website: { type: 'string', maxLength: 200 },
    },
  },
  async handle(data: DownloadRequestData, context) {
    const document = downloadableDocument(data.document);
    if (document === undefined) throw fieldErrors({ document: messages.invalid });
    const email = data.email.trim().toLowerCase();
    await throttleAddress(context, 'download.sendDocument');
    if (data.website?.trim()) return { message: downloadThanks(email) };
    const { mailPerTarget } = context.config.throttle;
    await throttleTarget(context, 'download.sendDocument', email, mailPerTarget);
    const pdf = await documentPdf(document.link);
    // Every document offered is served; a catalogue that lost one is the server's fault.
    if (pdf === undefined) throw new Error(`No PDF at ${document.link}`);
    const firstName = data.firstName.trim();
    await context.db
      .insertInto('download_requests')
      .values({
        id: randomUUID(),
        document: document.link,
        first_name: firstName,
        last_name: data.lastName.trim(),
        email,
      })
      .execute();
    const link = `${context.config.publicUrl}${document.link}`;
    context.afterAnswer.run(
      () => context.mailer.send(documentLetter(email, firstName, document, link, pdf)),
      context.log,
    );
    return { message: downloadThanks(email) };
  },
});
